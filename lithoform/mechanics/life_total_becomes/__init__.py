"""'[Player]'s life total becomes N.' (119.5): setting a life total."""
