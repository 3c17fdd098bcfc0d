"""'Whenever an opponent activates an ability of an artifact, creature, or land that isn't a mana ability'
(603.2, 602.2b; Harsh Mentor, Immolation Shaman, Burning-Tree Shaman)."""
