"""'You may pay {N}. When you do, ...': an optional cost paid on resolution that triggers a reflexive
ability (603.12, 118.12)."""
