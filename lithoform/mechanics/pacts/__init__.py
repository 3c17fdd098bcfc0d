"""The pacts: 'At the beginning of your next upkeep, pay {2}{G}{G}. If you don't, you lose the game.'
(Summoner's Pact; 603.7 delayed triggered abilities, 118.12, 104.3e)."""
