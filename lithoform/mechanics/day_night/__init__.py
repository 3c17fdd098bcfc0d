"""Day and night (731), daybound and nightbound (702.145)."""
