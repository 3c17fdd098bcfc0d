"""When players may cast spells: 'Each opponent can cast spells only any time they could cast a sorcery.' (Teferi,
Time Raveler; 307.1, 101.2), 'Players can cast spells only during their own turns.' (Dosan the Falling Leaf), and
flash permissions that a resolving spell or ability gives for a time: 'You may cast spells this turn as though they
had flash.' (Alchemist's Refuge), 'Until your next turn, you may cast sorcery spells as though they had flash.'
(Teferi, Time Raveler's +1; 702.8a, 611.2b)."""
