"""Changeling (702.73)."""
