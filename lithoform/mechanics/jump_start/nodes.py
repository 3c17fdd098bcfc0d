"""Jump-start (702.133): no nodes of its own; the keyword is a `CastFromGraveyard` (mechanics/cast_permissions)
with the keyword 'Jump-start'."""
