"""'Creature cards in graveyards and libraries can't enter the battlefield.' (Grafdigger's Cage; 101.2)."""
