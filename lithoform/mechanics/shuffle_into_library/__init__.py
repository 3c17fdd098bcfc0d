"""'Shuffle ~ into its owner's library' (the Zeniths, the Beacons: 608.2n's exception, the spell doesn't go to
the graveyard) and 'shuffle it into its owner's library' (401.4, 701.24a)."""
