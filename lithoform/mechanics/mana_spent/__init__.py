"""'the amount of mana spent to cast ~ / that spell' (601.2h): the mana actually paid for a spell as an amount
(Memory Deluge, Smoldering Egg)."""
