"""Escape (702.138): casting from the graveyard for the escape cost, 'escaped', 'escapes with counters'."""
