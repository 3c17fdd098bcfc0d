"""Continuous effects and the characteristics they give objects (109.3, 604, 611-613): characteristics,
layers, the conditions and counted amounts of static abilities, and the descriptions of objects that
affected sets and filters read (109.2).

Counting an amount for a static ability ('+1/+1 for each creature you control', 611.3a) reads other objects'
characteristics, so `counted_amounts` sits above `characteristics` and plugs into it through the
`STATIC_AMOUNTS` hook point; importing this package loads it, so the point is always filled."""

from lithoform.rules.continuous import counted_amounts  # noqa: F401  (registers the static amounts)
