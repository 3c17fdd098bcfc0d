"""Ichorid: 'At the beginning of the end step, sacrifice ~. / At the beginning of your upkeep, if ~ is in your
graveyard, you may exile a black creature card other than ~ from your graveyard. If you do, return ~ to the
battlefield.' The intervening 'if' is checked as the trigger would go on the stack and again as it resolves
(603.4); 'other than ~' excludes the source itself (109.2); 'If you do' reads whether the exile happened (608.2c)."""

from __future__ import annotations

from support import battlefield_names, board, names, use_compiled

from lithoform import Game

use_compiled("Ichorid")


def _to_upkeep_answering(game: Game, pick: str | None = None) -> None:
    """Passes from P2's end step to P1's draw step, saying yes to each 'may' and choosing `pick` (by name) when
    a card to exile is asked for."""
    for _ in range(60):
        p = game.pending
        if p.kind == "priority" and game.state.turn == 3 and game.state.step == "draw":
            return
        if p.kind == "may":
            game.apply("yes")
        elif p.kind == "choose":
            wanted = [o for o in p.options if game.chars(o).name == pick]
            game.apply(f"choose {(wanted or list(p.options))[0]}")
        elif p.kind == "order":
            game.apply("order " + " ".join(str(n) for n in p.options))
        else:
            game.apply("pass")
    raise AssertionError("never reached P1's draw step")


def _upkeep_board(*graveyard: str) -> Game:
    return board({"graveyard": list(graveyard)}, step="end", turn=2, active="P2")


def test_ichorid_returns_by_exiling_another_black_creature_card() -> None:
    game = _upkeep_board("Ichorid", "Bloodghast")
    _to_upkeep_answering(game, "Bloodghast")
    assert battlefield_names(game, 0) == ["Ichorid"]
    assert names(game, "exile", 0) == ["Bloodghast"] and names(game, "graveyard", 0) == []


def test_ichorid_cant_exile_itself_or_a_nonblack_creature_card() -> None:
    """'other than ~' (109.2): Ichorid alone, or with only a green creature card, stays in the graveyard."""
    game = _upkeep_board("Ichorid", "Grizzly Bears")
    _to_upkeep_answering(game)
    assert battlefield_names(game, 0) == []
    assert sorted(names(game, "graveyard", 0)) == ["Grizzly Bears", "Ichorid"]


def test_ruling_one_ichorid_exiling_another_stops_its_return() -> None:
    """Ruling (2016-06-08): 'If one Ichorid's ability exiles another, the exiled Ichorid's ability can't return it
    to the battlefield.' (603.4: its condition is false as it resolves.)"""
    game = _upkeep_board("Ichorid", "Ichorid")
    _to_upkeep_answering(game, "Ichorid")
    assert battlefield_names(game, 0) == ["Ichorid"] and names(game, "exile", 0) == ["Ichorid"]
    assert names(game, "graveyard", 0) == []


def test_ruling_two_ichorids_cant_exile_the_same_card() -> None:
    """Ruling (2016-06-08): 'If multiple Ichorids are in your graveyard, you can't exile the same creature card to
    return each of them to the battlefield.'"""
    game = _upkeep_board("Ichorid", "Ichorid", "Bloodghast")
    _to_upkeep_answering(game, "Bloodghast")
    assert battlefield_names(game, 0) == ["Ichorid"]
    assert names(game, "exile", 0) == ["Bloodghast"] and names(game, "graveyard", 0) == ["Ichorid"]


def test_ichorid_is_sacrificed_at_the_beginning_of_the_end_step() -> None:
    game = board({"battlefield": ["Ichorid"]}, step="main2", turn=3)
    for _ in range(10):
        if game.state.step == "end" and not game.state.stack:
            break
        game.apply("pass")
    assert battlefield_names(game, 0) == [] and names(game, "graveyard", 0) == ["Ichorid"]
