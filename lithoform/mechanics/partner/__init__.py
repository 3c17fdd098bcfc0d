"""Partner (702.124) and "~ can be your commander" (903.3a): deck-construction abilities of the Commander
variant, and the one in-game part, the search trigger of "partner with [name]" (702.124j)."""
