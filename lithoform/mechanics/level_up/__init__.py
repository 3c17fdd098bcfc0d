"""Level up (702.87) and leveler cards (711): level counters, and the level symbols' static abilities."""
