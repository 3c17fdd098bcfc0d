"""Mana of a color or type that other permanents 'could produce' (106.7): 'Add one mana of any color that a
land an opponent controls could produce.' (Exotic Orchard, Fellwar Stone), 'of any type that a land you control
could produce' (Reflecting Pool)."""
