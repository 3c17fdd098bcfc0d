"""'Whenever ~ becomes tapped' (603.2, 701.26a): abilities that trigger when a permanent becomes tapped."""
