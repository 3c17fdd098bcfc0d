"""Whole zones moved at once: 'exile all cards from target player's library' and 'shuffles their hand into
their library' (Jace, the Mind Sculptor's -12; 406.2, 701.24a)."""
