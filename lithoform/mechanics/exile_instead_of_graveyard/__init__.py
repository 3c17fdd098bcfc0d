"""'If a card or token would be put into a graveyard from anywhere, exile it instead' and its kin (Rest in
Peace, Leyline of the Void, Anafenza, the Foremost, Sanctifier en-Vec): static replacement effects on
objects going to graveyards (614.1a)."""
