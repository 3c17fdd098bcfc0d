"""Additional land plays this turn (305.2: 'You may play an additional land this turn.', Explore)."""
