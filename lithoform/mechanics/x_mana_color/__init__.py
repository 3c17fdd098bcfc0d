"""'Spend only black mana on X.' (Consume Spirit; 107.3, 601.2f-h): the mana paid for X must be of one color."""
