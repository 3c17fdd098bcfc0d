"""The top card of a library as a source of abilities: 'As long as the top card of your library is a Goblin
card, Conspicuous Snoop has all activated abilities of that card.' (611.3a condition; 613.1f layer 6)."""
