"""'Excess damage is dealt to that creature's controller instead.' (Flame Spill, Ram Through): damage to a creature
or planeswalker whose amount beyond lethal damage goes to another player instead (120.4a)."""
