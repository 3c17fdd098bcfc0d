"""Cards in a hand drawn this turn: 'choose two cards in your hand drawn this turn. For each of those cards, pay 4
life or put the card on top of your library.' (Sylvan Library; 121.1, 119.4, 401.4)."""
