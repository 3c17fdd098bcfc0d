"""Counted cost reductions of spells (601.2f, 118.7): affinity (702.41) and 'costs {1} less to cast for each'."""
