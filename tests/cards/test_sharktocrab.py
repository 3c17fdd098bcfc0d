"""Sharktocrab: "{2}{G}{U}: Adapt 1. (If this creature has no +1/+1 counters on it, put a +1/+1 counter on
it.) / Whenever one or more +1/+1 counters are put on Sharktocrab, tap target creature an opponent controls.
That creature doesn't untap during its controller's next untap step." (701.46a, 122.6)"""

from __future__ import annotations

from support import activate, basics, board, counters, pass_both, use_compiled

use_compiled("Sharktocrab")


def _board(plus: int):  # noqa: ANN202
    return board({"battlefield": [*basics(Forest=2, Island=2), {"card": "Sharktocrab", "counters": {"+1/+1": plus}}]},
                 {"battlefield": ["Grizzly Bears"]})


def test_ruling_with_a_counter_already_adapt_puts_none_and_nothing_triggers() -> None:
    """Ruling (2019-01-25): "You can always activate an ability that will cause a creature to adapt. As that
    ability resolves, if the creature has a +1/+1 counter on it for any reason, you simply won't put any
    +1/+1 counters on it.\""""
    game = _board(1)
    crab = game.find("Sharktocrab")
    activate(game, crab, 1)
    pass_both(game)
    assert counters(game, crab) == 1 and not game.state.stack


def test_adapting_puts_a_counter_and_the_trigger_taps_their_creature() -> None:
    game = _board(0)
    crab, bears = game.find("Sharktocrab"), game.find("Grizzly Bears")
    activate(game, crab, 1)
    pass_both(game)
    assert counters(game, crab) == 1
    assert game.pending.kind == "target" or game.state.stack
    if game.pending.kind == "target":
        game.apply(f"target {bears}")
    pass_both(game)
    assert game.state.objects[bears].tapped
