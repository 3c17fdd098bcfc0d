"""Embalm (702.128) and eternalize (702.129)."""
