"""'That creature's owner can't cast spells with the same name as that creature until your next turn.' (Reflector
Mage; 101.2, 201.2, 611.2b): a ban on one player, by a name read as the instruction resolves."""
