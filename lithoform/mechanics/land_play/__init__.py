"""'When you play a land' triggers (305.1, 603.2)."""
