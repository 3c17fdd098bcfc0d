"""Notion Thief's chain of draws (614.5, 614.11a; mechanics/draw_stealing): the Thieves already applied to a draw
are passed to the draws that replace it as a parameter (`applied`), not kept in the module, so that two games in
one process (or a game and its clone) can't see each other's chain."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled

from lithoform.mechanics.draw_stealing import rules as draw_stealing

THIEF = "Notion Thief"
use_compiled(THIEF, "Divination")


def _hand(game, player: int) -> int:
    return len(game.state.zones[f"hand:{player}"])


def test_the_mechanic_keeps_no_chain_of_its_own() -> None:
    """No module-level record of the applied Thieves (the earlier `_applied` list)."""
    assert not any(isinstance(v, list | set | dict) for k, v in vars(draw_stealing).items() if not k.startswith("__"))


def test_a_thief_already_applied_in_the_chain_doesnt_apply_again() -> None:
    """614.5: a replacement effect applies to an event once: P2's draw, with P1's Thief among the chain's applied
    effects, isn't replaced; without it, it is."""
    game = board({"battlefield": [THIEF]}, {}, step="main1")
    thief = game.find(THIEF)
    state = game.state.clone()
    assert not draw_stealing._stolen(state, 1, ((draw_stealing._KEY, thief),))
    assert draw_stealing._stolen(state, 1, ())


def test_two_games_each_with_thieves_on_both_sides_dont_interfere() -> None:
    """The rulings' two-Thieves case ("it really will be that player who draws a card") in two games played in
    turns: each ends as it would alone."""
    games = [board({"hand": ["Divination"], "battlefield": [THIEF, {"card": "Island", "count": 3}]},
                   {"battlefield": [THIEF]}) for _ in range(2)]
    before = [(_hand(g, 0) - 1, _hand(g, 1)) for g in games]
    for g in games:
        cast(g, "Divination")
    for g in games:
        pass_both(g)
    assert [(_hand(g, 0), _hand(g, 1)) for g in games] == [(b[0] + 2, b[1]) for b in before]
