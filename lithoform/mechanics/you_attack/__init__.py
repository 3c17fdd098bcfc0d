"""'Whenever you attack' (508.1m, 603.2): a triggered ability that triggers once each combat, when its
controller declares one or more attacking creatures (the 'you attack' rulings of Adeline, Raffine)."""
