"""'You can't spend mana to cast this spell.' (Hogaak, Arisen Necropolis; 601.2g-h, 101.2)."""
