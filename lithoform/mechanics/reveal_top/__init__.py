"""Revealing the top card of a library and acting on it (701.20a): 'Reveal the top card of your library. If
it's a land card, put it onto the battlefield. Otherwise, put that card into your hand.'"""
