"""'if it was the second spell you cast this turn' (Codespell Cleric): whether the spell a permanent was is
the nth spell its controller cast this turn (601.2i, 400.7)."""
