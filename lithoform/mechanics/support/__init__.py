"""Support (701.41)."""
