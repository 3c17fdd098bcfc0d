"""Karametra's Blessing ({W} instant): 'Target creature gets +2/+2 until end of turn. If it's an enchanted creature or
enchantment creature, it also gains hexproof and indestructible until end of turn.' ('an enchanted creature':
a creature with an Aura attached, 303.4; 608.2c: checked as the spell resolves)"""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled, zone_names

use_compiled("Karametra's Blessing", "Rancor", "Alseid of Life's Bounty", "Grizzly Bears", "Disenchant")


def _blessed(game, name: str) -> set[str]:
    return set(game.chars(game.find(name)).keywords)


def test_608_2c_an_enchanted_creature_gains_hexproof_and_indestructible() -> None:
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "b"}, {"card": "Rancor", "attached_to": "b"},
                                  *basics(Plains=1)], "hand": ["Karametra's Blessing"]})
    cast(game, "Karametra's Blessing", game.find("Grizzly Bears"))
    pass_both(game)
    assert pt(game, game.find("Grizzly Bears")) == (6, 4)  # Rancor's +2/+0 and the Blessing's +2/+2
    assert {"hexproof", "indestructible"} <= _blessed(game, "Grizzly Bears")


def test_608_2c_an_enchantment_creature_gains_them_too() -> None:
    game = board({"battlefield": ["Alseid of Life's Bounty", *basics(Plains=1)], "hand": ["Karametra's Blessing"]})
    cast(game, "Karametra's Blessing", game.find("Alseid of Life's Bounty"))
    pass_both(game)
    assert {"hexproof", "indestructible"} <= _blessed(game, "Alseid of Life's Bounty")


def test_608_2c_any_other_creature_only_gets_plus_two() -> None:
    game = board({"battlefield": ["Grizzly Bears", *basics(Plains=1)], "hand": ["Karametra's Blessing"]})
    cast(game, "Karametra's Blessing", game.find("Grizzly Bears"))
    pass_both(game)
    assert pt(game, game.find("Grizzly Bears")) == (4, 4)
    assert not {"hexproof", "indestructible"} & _blessed(game, "Grizzly Bears")


def test_ruling_checked_only_on_resolution() -> None:
    """Ruling (2020-01-24): 'Whether the target creature is enchanted or an enchantment is checked only while
    Karametra's Blessing is resolving. If it becomes enchanted or stops being enchanted later ... it won't gain or
    lose hexproof and indestructible.' Rancor destroyed afterwards: the Bears keep them."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "b"}, {"card": "Rancor", "attached_to": "b"},
                                  *basics(Plains=3)], "hand": ["Karametra's Blessing", "Disenchant"]})
    cast(game, "Karametra's Blessing", game.find("Grizzly Bears"))
    pass_both(game)
    cast(game, "Disenchant", game.find("Rancor"))
    pass_both(game)
    assert "Rancor" in zone_names(game, "graveyard")
    assert {"hexproof", "indestructible"} <= _blessed(game, "Grizzly Bears")
