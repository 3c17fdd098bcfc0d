"""'If you would begin your turn while ~ is tapped, you may skip that turn instead. If you do, untap ~.' (Time
Vault): an optional replacement effect of the turn's beginning (614.1b, 614.10)."""
