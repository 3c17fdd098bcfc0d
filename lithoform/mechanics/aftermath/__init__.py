"""Aftermath (702.127): the second half of a split card, cast only from a graveyard and then exiled."""
