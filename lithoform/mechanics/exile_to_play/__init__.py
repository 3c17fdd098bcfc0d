"""Cards exiled with permission to play them (601.3, 305.1)."""
