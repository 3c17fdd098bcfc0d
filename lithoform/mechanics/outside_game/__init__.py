"""Cards a player owns from outside the game (400.11, 400.11b, 108.3b): 'You may reveal a creature card you own
from outside the game and put it into your hand.' (Vivien, Arkbow Ranger), 'You may reveal an artifact card you
own from outside the game or choose a face-up artifact card you own in exile. Put that card into your hand.'
(Karn, the Great Creator). The cards outside the game are the player's sideboard (400.11a), given to
`Game.new(..., sideboards=...)` or a scenario's `sideboard:`; learn (701.48a, mechanics/learn) reads them too."""
