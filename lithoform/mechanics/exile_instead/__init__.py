"""'Exile it instead' replacement effects on dying and leaving the battlefield (614.1a, 614.6)."""
