"""Triggers on an attack as a whole (508.1m, 603.2): 'whenever a player attacks one of your opponents',
'whenever an opponent attacks a planeswalker you control with one or more creatures', 'whenever enchanted
player is attacked', 'whenever one or more creatures attack you', and a creature's 'whenever a creature
attacks one of your opponents'."""
