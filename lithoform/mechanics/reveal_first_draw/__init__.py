"""'Reveal the first card you draw on each of your turns. Whenever you reveal a land card this way, ...' (Keranos,
God of Storms; Primitive Etchings, Rowen; 701.20a, 603.2)."""
