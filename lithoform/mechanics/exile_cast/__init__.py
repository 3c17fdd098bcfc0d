"""'Exile the top card of that player's library. Until end of turn, you may cast that card.' (Ragavan, Nimble
Pilferer; 406.2, 601.3): the top card of another player's library exiled, and a permission to cast (not
play: a land can't be played, 305.1) the exiled card while it stays exiled this turn."""
