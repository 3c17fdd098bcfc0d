"""'Urza's Saga gains "{T}: Add {C}."': a permanent gains a quoted ability with no duration, keeping it for as
long as it stays on the battlefield (611.2a, 613.1f; Urza's Saga's ruling). No nodes or rules of its own."""
