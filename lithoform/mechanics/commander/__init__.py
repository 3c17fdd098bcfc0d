"""The Commander variant (903), two-player games: commanders in the command zone (903.6), cast from there with the
commander tax (903.8), returned there (903.9a-b), 21 combat damage from one commander (903.10a, 704.6c), and mana
of 'any color in your commander's color identity' (903.4, 903.4f). The game's commanders are `GameState.commanders`,
set up by rules/setup.py; deck construction (903.5) is play/commander_decks.py."""
