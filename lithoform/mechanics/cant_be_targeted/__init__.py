""""[Target creature] can't be the target of spells or abilities your opponents control this turn" (115.4,
611.2; Vines of Vastwood)."""
