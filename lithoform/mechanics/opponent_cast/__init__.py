"""'If an opponent has cast a blue or black spell this turn' (Veil of Summer), 'if an opponent cast three or more
spells this turn' (Mindbreak Trap): what the other players cast this turn (601.2i)."""
