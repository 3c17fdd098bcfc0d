"""Color-changing effects on objects in every zone (Painter's Servant, Mycosynth Lattice): 'All cards that aren't
on the battlefield, spells, and permanents are [colorless / the chosen color in addition to their other colors].'
(105.3, 611.3a, 613.1e, 613.7)."""
