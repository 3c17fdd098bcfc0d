"""'Damage that would reduce your life total to less than 1 reduces it to 1 instead.' (Worship, Ali from Cairo,
Angel's Grace): a replacement of the result of damage to a player (614.1a, 120.3a)."""
