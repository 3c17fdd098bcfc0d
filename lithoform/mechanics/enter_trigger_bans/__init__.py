"""'Creatures entering the battlefield don't cause abilities to trigger.' (Torpor Orb; 603.2, 603.6a)."""
