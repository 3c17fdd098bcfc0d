"""More trigger events (603.2, 603.6, 603.10a): '~ attacks alone' (506.5), 'a [land] enters under an opponent's
control', '~ enters or leaves the battlefield', '~ is dealt combat damage', 'enchanted creature is dealt
damage', '~ deals damage to a creature', 'a creature dealt damage by ~ this turn dies', 'you cast a historic
(kicked) spell', 'enchanted creature deals combat damage to a player'."""
