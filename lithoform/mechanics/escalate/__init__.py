"""Escalate (702.120): a cost paid for each mode chosen beyond the first (Collective Brutality)."""
