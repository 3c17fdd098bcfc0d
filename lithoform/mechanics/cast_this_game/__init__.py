"""'If this spell was cast from your hand and you've cast another spell named ~ this game, you win the game.'
(Approach of the Second Sun): the spells a player cast this game, read from the game's log of cast events
(601.2i), and the resolving spell's own zone of casting (601.2a)."""
