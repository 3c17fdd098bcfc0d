"""The dungeon cards (309) of Adventures in the Forgotten Realms, as data: each room's name (309.4b: flavor
text), its room ability's effect as printed (309.4c) and the rooms its arrows lead to (309.5a). Written from
the printed cards (the card database has no dungeons); the room texts are compiled by the compiler like any
Oracle text (text.py)."""

from __future__ import annotations

from typing import NamedTuple


class Room(NamedTuple):
    name: str
    text: str  # the effect of 'When you move your venture marker into this room, [effect]' (309.4c)
    exits: tuple[int, ...]  # the rooms the arrows pointing away from it lead to; () for the bottommost room


DUNGEONS: dict[str, tuple[Room, ...]] = {
    "Tomb of Annihilation": (
        Room("Trapped Entry", "Each player loses 1 life.", (1, 2)),
        Room("Veils of Fear", "Each player loses 2 life unless they discard a card.", (3,)),
        Room("Oubliette", "Discard a card and sacrifice an artifact, a creature, and a land.", (4,)),
        Room("Sandfall Cell", "Each player loses 2 life unless they sacrifice an artifact, a creature, or a land.",
             (4,)),
        Room("Cradle of the Death God",
             "Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch.", ()),
    ),
    "Lost Mine of Phandelver": (
        Room("Cave Entrance", "Scry 1.", (1, 2)),
        Room("Goblin Lair", "Create a 1/1 red Goblin creature token.", (3, 4)),
        Room("Mine Tunnels", "Create a Treasure token.", (4, 5)),
        Room("Storeroom", "Put a +1/+1 counter on target creature.", (6,)),
        Room("Dark Pool", "Each opponent loses 1 life and you gain 1 life.", (6,)),
        Room("Fungi Cavern", "Target creature gets -4/-0 until your next turn.", (6,)),
        Room("Temple of Dumathoin", "Draw a card.", ()),
    ),
    "Dungeon of the Mad Mage": (
        Room("Yawning Portal", "You gain 1 life.", (1,)),
        Room("Dungeon Level", "Scry 1.", (2, 3)),
        Room("Goblin Bazaar", "Create a Treasure token.", (4,)),
        Room("Twisted Caverns", "Target creature can't attack until your next turn.", (4,)),
        Room("Lost Level", "Scry 2.", (5, 6)),
        Room("Runestone Caverns", "Exile the top two cards of your library. You may play them.", (7,)),
        Room("Muiral's Graveyard", "Create two 1/1 black Skeleton creature tokens.", (7,)),
        Room("Deep Mines", "Scry 3.", (8,)),
        Room("Mad Wizard's Lair",
             "Draw three cards and reveal them. You may cast one of them without paying its mana cost.", ()),
    ),
}
