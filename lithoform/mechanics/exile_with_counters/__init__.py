"""'Exile ~ with three time counters on it' (Arc Blade, Reality Strobe: a suspend card that suspends itself
again as it resolves, 702.62b) and 'exile it with a hit counter on it': an object exiled (701.13a) and then given
counters in exile (122.1)."""
