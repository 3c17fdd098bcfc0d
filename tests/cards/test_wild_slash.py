"""Wild Slash ({R} instant): "Ferocious — If you control a creature with power 4 or greater, damage can't be
prevented this turn. Wild Slash deals 2 damage to any target." (615.12, 611.2a; the condition is checked as the
spell resolves, 608.2c.)"""

from __future__ import annotations

from support import board, cast, use_compiled, zone_names

use_compiled("Wild Slash")


def resolve_stack(game) -> None:
    """Passes until the stack is empty, declining Kor Firewalker's 'you may gain 1 life'."""
    for _ in range(20):
        if not game.state.stack and game.pending.kind == "priority":
            return
        game.apply("no" if game.pending.kind == "may" else "pass")


def _slash_then_pyroclasm(mine: list) -> object:
    game = board({"battlefield": [*mine, {"card": "Mountain", "count": 3}], "hand": ["Wild Slash", "Pyroclasm"]},
                 {"battlefield": ["Kor Firewalker"]})
    cast(game, "Wild Slash", "P2")
    resolve_stack(game)
    cast(game, "Pyroclasm")
    resolve_stack(game)
    return game


def test_ruling_ferocious_applies_to_all_damage_that_turn() -> None:
    """Ruling: "Wild Slash's ferocious ability applies to all damage that would be dealt that turn, including
    the damage Wild Slash deals." With a 6/4 in play, the later Pyroclasm's damage to Kor Firewalker
    (protection from red, 702.16e) can't be prevented: it dies."""
    game = _slash_then_pyroclasm(["Craw Wurm"])
    assert "Kor Firewalker" in zone_names(game, "graveyard", 1)
    assert game.state.players[1].life == 18


def test_without_a_power_4_creature_damage_is_prevented_as_usual() -> None:
    """Ruling: the ferocious ability is an additional effect only if you control a creature with power 4 or
    greater as Wild Slash resolves. With a 2/2 only, protection prevents Pyroclasm's damage."""
    game = _slash_then_pyroclasm(["Grizzly Bears"])
    assert "Kor Firewalker" in zone_names(game, "battlefield", 1)
    assert game.state.players[1].life == 18
