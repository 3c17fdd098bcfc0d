"""'Remove any number of [kind] counters from ~' as part of a mana ability's cost (the storage lands, the Mana
Batteries; 118.3, 602.2b, 605.3a, 107.1c: any number, zero included, chosen as the cost is paid), and the mana
counted from the counters removed: 'Add {B} for each storage counter removed this way', 'Add {B}, then add an
additional {B} for each charge counter removed this way' (605.3b)."""
