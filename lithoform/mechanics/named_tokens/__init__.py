"""Legendary and named tokens (111.4, 205.4): 'Create The Atropal, a legendary 4/4 black God Horror creature
token with deathtouch.'"""
