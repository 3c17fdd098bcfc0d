"""CR 702.42a: "Entwine [cost]" means "You may choose all modes of this spell instead of just the number
specified. If you do, you pay an additional [cost]." Played with Barbed Lightning ({2}{R}, "Choose one — 3
damage to target creature; or 3 damage to target player or planeswalker. Entwine {2}"); the announcement
offers the number of modes specified, or all of them (601.2b)."""

from __future__ import annotations

from support import basics, board, pass_both, use_compiled

from lithoform.state.actions import Action

use_compiled("Barbed Lightning")

BARBED = "Barbed Lightning"


def _modes(game) -> list[tuple[int, ...]]:  # type: ignore[no-untyped-def]
    return [tuple(int(x) for x in a.args) for a in game.legal_actions() if a.kind == "mode"]


def _total(game) -> str:  # type: ignore[no-untyped-def]
    return [e.args["cost"] for e in game.state.events() if e.kind == "total_cost"][-1]


def test_702_42a_one_mode_or_all_of_them() -> None:
    game = board({"hand": [BARBED], "battlefield": basics(Mountain=5)}, {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find(BARBED)}")
    assert sorted(_modes(game)) == [(1,), (1, 2), (2,)]


def test_702_42a_entwined_both_modes_and_the_additional_cost() -> None:
    game = board({"hand": [BARBED], "battlefield": basics(Mountain=5)}, {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find(BARBED)}")
    game.apply("mode 1 2")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("target P2")
    game.apply("autopay")
    assert _total(game) == "{4}{R}"  # {2}{R} plus entwine {2} (601.2f)
    pass_both(game)
    assert "Grizzly Bears" not in [game.chars(o).name for o in game.state.battlefield]
    assert game.state.players[1].life == 17


def test_702_42a_not_entwined_no_additional_cost() -> None:
    game = board({"hand": [BARBED], "battlefield": basics(Mountain=3)}, {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find(BARBED)}")
    assert Action.parse("mode 1 2") in game.legal_actions()  # offered, though it can't be paid here
    game.apply("mode 2")
    game.apply("target P2")
    game.apply("autopay")
    assert _total(game) == "{2}{R}"
    pass_both(game)
    assert game.state.players[1].life == 17
