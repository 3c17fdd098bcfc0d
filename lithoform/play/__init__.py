"""Playing games: the `Game` facade, saving and loading, agents, observations and deck lists."""
