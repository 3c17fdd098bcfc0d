"""Totals counted from the game (107.1, 608.2h): 'the total toughness of other creatures you control', 'the
total mana value of instant and sorcery cards in your graveyard', 'the total number of cards in all players'
hands' (402), 'the total life lost by your opponents this turn' (119.3), 'for each other spell cast this turn'
(601.2i), 'the greatest number of creatures a player controls', 'the greatest number of cards an opponent has
drawn this turn' (121.1), 'for each +1/+1 counter among other creatures you control' (122.1). Each is read once,
as the effect applies (608.2h) or as a permanent enters with counters (614.1c); none is a static ability's
continuously counted amount."""
