"""Notion Thief ({2}{U}{B} 3/1 flash): "If an opponent would draw a card except the first one they draw in each of
their draw steps, instead that player skips that draw and you draw a card." (614.11, 614.5, 616.1;
mechanics/draw_stealing). Rulings quoted from the card database."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until, use_compiled

THIEF = "Notion Thief"
use_compiled(THIEF, "Vision Skeins", "Divination")


def _hand(game, player: int) -> int:
    return len(game.state.zones[f"hand:{player}"])


def test_an_opponents_draws_become_yours() -> None:
    """614.11: Vision Skeins ('Each player draws two cards.'): P1 draws two; P2's two draws are replaced, each by
    a draw of P1's, so P1 ends with four more cards and P2 with none."""
    game = board({"hand": ["Vision Skeins"], "battlefield": [THIEF, {"card": "Island", "count": 2}]}, {})
    before = _hand(game, 0) - 1, _hand(game, 1)
    cast(game, "Vision Skeins")
    pass_both(game)
    assert (_hand(game, 0), _hand(game, 1)) == (before[0] + 4, before[1])


def test_the_first_draw_of_an_opponents_draw_step_isnt_replaced() -> None:
    """'except the first one they draw in each of their draw steps' (504.1): P2's draw step draw is theirs."""
    game = board({"battlefield": [THIEF]}, {}, active="P2", step="upkeep")
    before = _hand(game, 0), _hand(game, 1)
    pass_until(game, "main1")
    assert (_hand(game, 0), _hand(game, 1)) == (before[0], before[1] + 1)


def test_ruling_with_a_thief_on_each_side_the_player_draws_after_all() -> None:
    """Rulings: "If two or more players each control a Notion Thief and a player would draw a card other than the
    first one in their draw step, that player chooses one of the applicable Notion Thief effects to apply. ..."
    and "The above procedure means that if each player in a two-player game controls a Notion Thief and one would
    draw a card, it really will be that player who draws a card." (614.5: each applies to a draw once)"""
    game = board({"hand": ["Divination"], "battlefield": [THIEF, {"card": "Island", "count": 3}]},
                 {"battlefield": [THIEF]})
    before = _hand(game, 0) - 1, _hand(game, 1)
    cast(game, "Divination")
    pass_both(game)
    assert (_hand(game, 0), _hand(game, 1)) == (before[0] + 2, before[1])
