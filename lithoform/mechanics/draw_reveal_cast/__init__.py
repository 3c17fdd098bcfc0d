"""'Draw three cards and reveal them. You may cast one of them without paying its mana cost.' (Mad Wizard's
Lair; 121.1, 701.20a, 608.2g, 118.9)."""
