"""'As long as ~ isn't on the battlefield, it's a 1/1 Insect creature in addition to its other types.' (Grist, the
Hunger Tide; 611.3a, 113.6: a static ability that functions only outside the battlefield)."""
