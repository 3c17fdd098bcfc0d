"""What an opponent did this turn, as a condition: cards put into their graveyard, searches, draws, life gained."""
