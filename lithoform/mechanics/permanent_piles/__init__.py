"""'Separate all permanents target player controls into two piles. That player sacrifices all permanents in the
pile of their choice.' (Liliana of the Veil) and 'Destroy all creatures in the pile of that player's choice.'
(Do or Die): permanents grouped into piles (700.3), one pile chosen, then sacrificed or destroyed."""
