"""'At the beginning of the chosen player's upkeep' (Black Vise, The Rack): a step of the player the permanent chose
as it entered (614.12, 607.2d; 503.1a)."""
