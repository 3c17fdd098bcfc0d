"""'{2}, Return ~ to its owner's hand: ...' (Rootha, Maze's End, Recurring Nightmare): returning the permanent
itself to its owner's hand as part of an activated ability's cost (602.2b, 118.3). The cost is paid with the
other non-mana costs (601.2h, rules/stack/announce.py); the ability can be activated only while the permanent is
on the battlefield (rules/legal.py), and the ability stands alone once activated (113.7a)."""
