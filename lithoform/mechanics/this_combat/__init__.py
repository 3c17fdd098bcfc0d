"""'~ attacked or blocked this combat' (506.1, 508.1k, 509.1g): a condition read from this combat's events."""
