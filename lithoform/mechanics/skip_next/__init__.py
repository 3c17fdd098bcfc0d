"""'[Player] skips their next untap step / draw step / combat phase / turn' (614.1b, 614.10): the text part of a
replacement effect the turn structure reads (rules/turn/steps.py: GameState.skips)."""
