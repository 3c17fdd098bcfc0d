"""'Can't search' effects (701.23, 101.2): Ashiok, Dream Render; Mindlock Orb; Stranglehold."""
