"""'If this spell was kicked, instead [instruction with its own target]' (Bloodchief's Thirst): a kicked spell's
other set of targets (601.2c: targets are announced after the kicker, 601.2b; 702.33d)."""
