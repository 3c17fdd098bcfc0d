"""Static abilities of Auras and Equipment about the creature they're attached to (301.5, 303.4, 604.1):
'enchanted creature loses flying' (layer 6, 613.1f), 'has base power and toughness 0/2' (layer 7b,
613.4b), 'enchanted creature's activated abilities can't be activated' (602.5), 'can't block, and its
activated abilities can't be activated'. Text only: the parts are the engine's layer parts, the ban is
mechanics/activation_bans' node."""
