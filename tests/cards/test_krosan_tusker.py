"""Krosan Tusker (compiled from its Oracle text), played through the engine.

Oracle text: Cycling {2}{G} ({2}{G}, Discard this card: Draw a card.) / When you cycle Krosan Tusker, you
may search your library for a basic land card, reveal that card, put it into your hand, then shuffle. (Do
this before you draw.)"""

from __future__ import annotations

from support import board, pass_both, use_compiled

use_compiled("Krosan Tusker")


def _cycle(game) -> None:
    oid = game.find("Krosan Tusker", zone="hand")
    game.apply([a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == oid][-1])
    game.apply("autopay")


def test_trigger_resolves_before_the_draw():
    """Ruling: "When you cycle this card, first the cycling ability goes on the stack, then the triggered
    ability goes on the stack on top of it. The triggered ability will resolve before you draw a card from
    the cycling ability." (702.29c)"""
    game = board({"hand": ["Krosan Tusker"], "battlefield": [{"card": "Forest", "count": 3}],
                  "library": ["Island", "Plains", "Swamp"]})
    _cycle(game)
    cycling, trigger = game.state.stack
    assert game.state.objects[cycling].kind == "activated" and game.state.objects[trigger].kind == "triggered"
    pass_both(game)  # the trigger: a "may" search
    if game.pending.kind == "may":
        game.apply("yes")
    if game.pending.kind != "priority":
        plains = [o for o in game.pending.options if isinstance(o, int) and game.chars(o).name == "Plains"]
        game.apply(f"choose {plains[0]}")
    assert [game.chars(o).name for o in game.state.zones["hand:0"]] == ["Plains"]
    assert game.state.stack == (cycling,)
    pass_both(game)
    assert len(game.state.zones["hand:0"]) == 2  # then the cycling ability draws


def test_the_abilities_are_separate():
    """Ruling: "The cycling ability and the triggered ability are separate. If the triggered ability doesn't
    resolve (due to being countered with Stifle, for example, or if all its targets have become illegal),
    the cycling ability will still resolve and you'll draw a card." Declining the search, the draw happens."""
    game = board({"hand": ["Krosan Tusker"], "battlefield": [{"card": "Forest", "count": 3}]})
    _cycle(game)
    pass_both(game)
    if game.pending.kind == "may":
        game.apply("no")
    pass_both(game)
    assert len(game.state.zones["hand:0"]) == 1 and not game.state.stack
