"""Mana abilities that do more than add mana (605.1a, 605.3b): the painlands' '{T}: Add {W} or {B}. Caves
of Koilos deals 1 damage to you.', Ancient Tomb's '{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you.'
The whole ability is a mana ability: it doesn't use the stack, and the rest happens as the mana is added."""
