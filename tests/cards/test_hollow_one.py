"""Hollow One: "This spell costs {2} less to cast for each card you've cycled or discarded this turn." (601.2f,
118.7; a cycled card was discarded, 702.29a, and counts once)."""

from __future__ import annotations

from support import activate, board, cast, castable, pass_both, resolve_stack, use_compiled

use_compiled("Hollow One", "Street Wraith")


def test_ruling_three_cards_discarded_make_it_cost_zero() -> None:
    """Ruling: "Once you've discarded three cards during one turn, Hollow One costs {0} to cast." A card cycled
    (Street Wraith, paying 2 life) and two discarded to Faithless Looting; no land is left untapped."""
    game = board({"battlefield": ["Mountain"],
                  "hand": ["Hollow One", "Street Wraith", "Faithless Looting", "Island", "Island"]})
    assert not castable(game, "Hollow One")
    activate(game, game.find("Street Wraith"), 1)
    resolve_stack(game)
    cast(game, "Faithless Looting")
    pass_both(game)
    assert game.pending.kind == "choose"  # discard two cards other than Hollow One
    keep = game.find("Hollow One", zone="hand")
    others = [o for o in game.pending.options if o != keep]
    game.apply("choose " + " ".join(str(o) for o in others[:2]))
    resolve_stack(game)
    assert castable(game, "Hollow One")


def test_one_card_cycled_reduces_it_by_two() -> None:
    game = board({"battlefield": [{"card": "Island", "count": 3}], "hand": ["Hollow One", "Street Wraith"]})
    assert not castable(game, "Hollow One")  # {5} with three lands
    activate(game, game.find("Street Wraith"), 1)
    resolve_stack(game)
    assert castable(game, "Hollow One")  # {3}
