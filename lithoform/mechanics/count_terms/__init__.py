"""More terms of counted amounts (107.1): two counts added ('the number of Elves you control plus the number of
Elf cards in your graveyard'), the cards in your opponents' graveyards (404.2), 'for each opponent you have'
(102.2), and the colors among a group of permanents (105.2, 202.2). Each is read as a resolving effect applies
(608.2h) and, where the layers can count it, continuously by a static ability (611.3a, 604.3)."""
