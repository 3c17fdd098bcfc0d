"""Cards a player owns from outside the game (400.11, 400.11b, 108.3b): 'You may reveal a creature card you own
from outside the game and put it into your hand.' (Vivien, Arkbow Ranger), 'You may reveal an artifact card you
own from outside the game or choose a face-up artifact card you own in exile. Put that card into your hand.'
(Karn, the Great Creator). In a tournament the cards outside the game are the sideboard (the cards' rulings); a
lithoform game is played with main decks only, so, as for learn (701.48a, mechanics/learn), no card is ever
outside the game to be revealed: only the exile part of Karn's ability can find a card."""
