"""Auras that enchant a card in a graveyard and return it (Animate Dead, Dance of the Dead; 303.4a, 303.4d,
303.4f, 607.2a): 'Enchant creature card in a graveyard'; the trigger that swaps that enchant ability for
'enchant creature put onto the battlefield with ~', returns the enchanted card and attaches the Aura to it; and
the delayed 'When ~ leaves the battlefield, that creature's controller sacrifices it.' (603.7)."""
