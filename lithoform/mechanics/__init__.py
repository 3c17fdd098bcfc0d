"""One home per keyword or rule family (702.x, 712, 114, ...): its `rules` part holds its handlers and hook
registrations, its `text` part (where it has one) its tree nodes and compiler rules."""
