"""Pharagax Giant: 'Tribute 2 / When Pharagax Giant enters, if tribute wasn't paid, Pharagax Giant deals 5
damage to each opponent.' (702.104a-b)"""

from __future__ import annotations

from support import basics, board, cast, counters, life, pass_both, use_compiled

from lithoform.rules.zones import move

use_compiled("Pharagax Giant")

GIANT = "Pharagax Giant"


def _entering() -> object:
    game = board({"hand": [GIANT], "battlefield": [*basics(Mountain=5)]})
    cast(game, GIANT)
    pass_both(game)
    return game


def test_ruling_it_enters_with_the_counters() -> None:
    """Ruling (2014-02-01): "If the opponent pays tribute, the creature will enter the battlefield with the
    specified number of +1/+1 counters on it. It won't enter the battlefield and then have the +1/+1 counters
    placed on it.\""""
    game = _entering()
    game.apply("choose 0", "P2")
    giant = game.find(GIANT)
    assert counters(game, giant) == 2
    assert not any(e.kind == "counters_added" and e.args.get("obj") == giant for e in game.state.events())
    assert life(game, 1) == 20


def test_ruling_the_trigger_resolves_without_the_creature() -> None:
    """Ruling (2014-02-01): "The triggered ability will resolve even if the creature with tribute isn't on the
    battlefield at that time.\""""
    game = _entering()
    game.apply("choose 1", "P2")
    assert game.state.stack
    move(game.state, game.find(GIANT), "graveyard")
    pass_both(game)
    assert life(game, 1) == 15
