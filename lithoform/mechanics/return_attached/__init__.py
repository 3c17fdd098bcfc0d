"""An Aura returned from the graveyard to the battlefield attached to a named object (303.4i): 'you may return Dragon
Breath from your graveyard to the battlefield attached to that creature.' (Dragon Breath, Smoke Shroud)."""
