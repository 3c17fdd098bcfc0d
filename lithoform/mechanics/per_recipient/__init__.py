"""Amounts counted for each player an instruction reaches: '~ deals damage to each player equal to the number of
lands they control' (Acidic Soil), 'each player loses 1 life for each creature they control' (Stronghold
Discipline), 'it deals damage to each opponent equal to the number of cards in that player's hand' (Stormbreath
Dragon), 'that player ... the number of Swamps they control' (Karma)."""
