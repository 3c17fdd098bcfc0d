"""'Each spell that would cost less than three mana to cast costs three mana to cast.' (Trinisphere; 601.2f)."""
