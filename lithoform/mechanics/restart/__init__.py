"""Restarting the game (104.6, 727): Karn Liberated's '−14: Restart the game, leaving in exile all non-Aura
permanent cards exiled with Karn Liberated. Then put those cards onto the battlefield under your control.'"""
