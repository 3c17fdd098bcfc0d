"""Combat keyword abilities that are triggered abilities: battle cry (702.91), bushido (702.45), flanking
(702.25), exalted (702.83). Each keyword stands for its triggered ability, written with the engine's
triggers and effects; 'attacks alone' (506.5) is the `alone` of an attack_with trigger (triggers/matching)."""
