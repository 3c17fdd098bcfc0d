"""Companion (702.139) and the graveyard casts of a permanent\x27s turns (Lurrus of the Dream-Den)."""
