"""Sidisi's Faithful: "Exploit (When this creature enters, you may sacrifice a creature.) When Sidisi's Faithful
exploits a creature, return target creature to its owner's hand." (702.110)"""

from __future__ import annotations

from support import board, cast, resolve_top, use_compiled, zone_names

FAITHFUL = "Sidisi's Faithful"
use_compiled(FAITHFUL)


def test_ruling_it_can_sacrifice_itself_and_its_other_ability_triggers() -> None:
    """Ruling: "You can sacrifice the creature with exploit if it's still on the battlefield. This will cause
    its other ability to trigger." """
    game = board({"hand": [FAITHFUL], "battlefield": ["Island", "Grizzly Bears"]}, {"battlefield": ["Savannah Lions"]})
    cast(game, FAITHFUL)
    resolve_top(game)
    resolve_top(game)
    game.apply("yes")
    game.apply(f"choose {game.find(FAITHFUL)}")
    game.apply(f"target {game.find('Savannah Lions')}")
    resolve_top(game)
    assert zone_names(game, "graveyard") == [FAITHFUL]
    assert zone_names(game, "hand", 1) == ["Savannah Lions"]


def test_ruling_not_on_the_battlefield_no_bonus() -> None:
    """Ruling: "If the creature with exploit isn't on the battlefield as the exploit ability resolves, you won't
    get any bonus from the creature with exploit, even if you sacrifice a creature. Because the creature with
    exploit isn't on the battlefield, its other triggered ability won't trigger." """
    game = board({"hand": [FAITHFUL, "Unsummon"], "battlefield": ["Island", "Island", "Grizzly Bears"]},
                 {"battlefield": ["Savannah Lions"]})
    cast(game, FAITHFUL)
    resolve_top(game)
    cast(game, "Unsummon", game.find(FAITHFUL))  # in response to the exploit ability, Faithful leaves
    resolve_top(game)
    resolve_top(game)
    game.apply("yes")
    assert sorted(zone_names(game, "graveyard")) == ["Grizzly Bears", "Unsummon"]  # the sacrifice still happens
    assert not game.state.stack  # but nothing triggered
    assert "Savannah Lions" in zone_names(game, "battlefield", 1)
