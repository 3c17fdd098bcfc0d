"""Combat keyword abilities that are triggered abilities: battle cry (702.91), bushido (702.45), flanking
(702.25). Each keyword stands for its triggered ability, written with the engine's existing triggers and
effects; nothing here needs a rule of its own."""
