"""'If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield instead of
putting it into your graveyard.' (Obstinate Baloth; 614.1a, 701.9a)."""
