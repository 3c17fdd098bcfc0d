"""Double-faced cards (712) and transforming (701.27)."""
