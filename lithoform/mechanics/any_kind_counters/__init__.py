"""Extra counters of every kind (614.1a, 122.6): 'If one or more counters would be put on an artifact or creature
you control, that many plus one of each of those kinds of counters are put on that permanent instead.' and 'If
you would get one or more counters, you get that many plus one of each of those kinds of counters instead.'
(Winding Constrictor)."""
