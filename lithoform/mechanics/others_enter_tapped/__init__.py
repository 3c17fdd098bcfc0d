"""Permanents of a kind that an opponent controls entering tapped (614.1c, 614.12): 'Snow lands your opponents
control enter the battlefield tapped.' (Reidane, God of the Worthy), 'Creatures your opponents control enter the
battlefield tapped.' (Authority of the Consuls)."""
