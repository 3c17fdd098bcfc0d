"""'target creature defending player controls', 'each creature defending player controls' (506.2): a description
of the permanents of the player an attacking source attacks."""
