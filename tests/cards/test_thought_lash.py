"""Thought Lash (compiled from its Oracle text), played through the engine.

Oracle text: Cumulative upkeep—Exile the top card of your library. / When a player doesn't pay Thought Lash's
cumulative upkeep, that player exiles all cards from their library. / Exile the top card of your library: Prevent
the next 1 damage that would be dealt to you this turn. (702.24a: cumulative upkeep; 118.3: a cost can't be paid
without the resources.)"""

from __future__ import annotations

from support import board, names, pass_until, use_compiled

use_compiled("Thought Lash")


def _to_upkeep_answering(game, yes: bool) -> None:
    """From P2's end step into P1's upkeep; the cumulative upkeep's question answered `yes` or no."""
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    for _ in range(20):
        if game.pending.kind == "may":
            game.apply("yes" if yes else "no")
        elif game.pending.kind == "priority" and game.state.stack:
            game.apply("pass")
        elif game.pending.kind == "priority":
            return
        else:
            game.apply(str(game.legal_actions()[0]))


def test_702_24a_paid_by_exiling_one_card_per_age_counter() -> None:
    game = board({"battlefield": ["Thought Lash"], "library": ["Island"] * 5}, active="P2", step="end")
    _to_upkeep_answering(game, True)
    assert "Thought Lash" in names(game, "battlefield")
    assert names(game, "exile") == ["Island"] and len(names(game, "library")) == 4


def test_ruling_not_paid_sacrificed_then_the_library_is_exiled() -> None:
    """Ruling (2004-10-04): 'If you don't pay Thought Lash's cumulative upkeep, you'll sacrifice Thought Lash as
    normal, then, when its triggered ability resolves, you'll exile all cards in your library.'"""
    game = board({"battlefield": ["Thought Lash"], "library": ["Island"] * 5}, active="P2", step="end")
    _to_upkeep_answering(game, False)
    assert "Thought Lash" in names(game, "graveyard")
    assert names(game, "library") == [] and len(names(game, "exile")) == 5
