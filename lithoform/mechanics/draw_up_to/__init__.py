"""Drawing up to N cards (121.2, 608.2d)."""
