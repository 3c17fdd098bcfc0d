"""Earthen Goo (compiled from its Oracle text): 'Cumulative upkeep {R} or {G}' (702.24a: each age counter's
choice made separately) and '~ gets +1/+1 for each age counter on it.'"""

from __future__ import annotations

from support import board, counters, names, pass_until, pt, untapped, use_compiled

from lithoform import Game

use_compiled("Earthen Goo")

GOO = "Earthen Goo"


def _resolve_upkeep_trigger(game: Game, pay: bool | None) -> None:
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    if pay is not None:
        assert game.pending.kind == "may", game.pending
        game.apply("yes" if pay else "no")


def test_702_24a_each_counter_paid_with_either_color() -> None:
    """702.24a's example: with two age counters '{W} or {U}' may be paid {W}{U}: here {R} from a Mountain and
    {G} from a Forest keep it, and it gets +1/+1 for each age counter."""
    game = board({"battlefield": [GOO, "Mountain", "Forest"]})
    goo = game.find(GOO)
    pass_until(game, "upkeep", turn=5)
    _resolve_upkeep_trigger(game, pay=True)
    pass_until(game, "upkeep", turn=7)
    _resolve_upkeep_trigger(game, pay=True)
    assert GOO in names(game, "battlefield")
    assert counters(game, goo, "age") == 2
    assert pt(game, goo) == (4, 4)
    assert not untapped(game, "Mountain") and not untapped(game, "Forest")


def test_earthen_goo_ruling_no_partial_payment() -> None:
    """Ruling (2008-10-01): "Paying cumulative upkeep is always optional. If it's not paid, the permanent with
    cumulative upkeep is sacrificed. Partial payments of the total cumulative upkeep cost can't be made."
    One Mountain pays the first counter; the second upkeep's two can't be paid (no {G}, no second {R})."""
    game = board({"battlefield": [GOO, "Mountain", "Plains"]})
    pass_until(game, "upkeep", turn=5)
    _resolve_upkeep_trigger(game, pay=True)
    assert GOO in names(game, "battlefield")
    pass_until(game, "upkeep", turn=7)
    _resolve_upkeep_trigger(game, pay=None)
    assert GOO in names(game, "graveyard")
