"""CR 702.58a: "'Graft N' means 'This permanent enters with N +1/+1 counters on it' and 'Whenever another
creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from this
permanent onto that creature.'" And 122.5: moving a counter removes it from the first object and puts it on
the second; "If either of these actions isn't possible, it's not possible to move a counter". Played with
Aquastrand Spider (graft 2) and Simic Initiate (graft 1)."""

from __future__ import annotations

from support import activate, basics, board, cast, counters, pass_both, use_compiled

use_compiled("Aquastrand Spider", "Simic Fluxmage")

SPIDER = "Aquastrand Spider"


def test_702_58a_it_enters_with_n_counters() -> None:
    game = board({"hand": [SPIDER], "battlefield": basics(Forest=2)})
    cast(game, SPIDER)
    pass_both(game)
    assert counters(game, game.find(SPIDER)) == 2


def test_702_58a_another_creature_entering_may_take_a_counter() -> None:
    game = board({"hand": ["Grizzly Bears"], "battlefield": [*basics(Forest=2), {"card": SPIDER, "counters": {"+1/+1": 2}}]})
    cast(game, "Grizzly Bears")
    pass_both(game)
    assert game.state.stack  # graft triggered
    pass_both(game)
    q = game.state.question
    assert q is not None and q.kind == "may" and q.player == 0
    game.apply("yes")
    assert counters(game, game.find(SPIDER)) == 1 and counters(game, game.find("Grizzly Bears")) == 1


def test_702_58a_declining_moves_nothing() -> None:
    game = board({"hand": ["Grizzly Bears"], "battlefield": [*basics(Forest=2), {"card": SPIDER, "counters": {"+1/+1": 2}}]})
    cast(game, "Grizzly Bears")
    pass_both(game)
    pass_both(game)
    game.apply("no")
    assert counters(game, game.find(SPIDER)) == 2 and counters(game, game.find("Grizzly Bears")) == 0


def test_702_58a_an_opponents_creature_entering_triggers_it_too() -> None:
    game = board({"battlefield": [{"card": SPIDER, "counters": {"+1/+1": 1}}]},
                 {"hand": ["Grizzly Bears"], "battlefield": basics(Forest=2)}, active="P2")
    cast(game, "Grizzly Bears")
    pass_both(game)
    assert game.state.stack and game.state.objects[game.state.stack[-1]].controller == 0


def test_702_58a_with_no_counter_it_doesnt_trigger() -> None:
    """603.4: the intervening 'if this permanent has a +1/+1 counter on it'."""
    game = board({"hand": ["Grizzly Bears"], "battlefield": [*basics(Forest=2), {"card": SPIDER, "counters": {"+1/+1": 0}}]})
    cast(game, "Grizzly Bears")
    pass_both(game)
    assert not game.state.stack


def test_122_5_moving_a_counter_from_a_permanent_onto_itself_does_nothing() -> None:
    """122.5: "This may occur if the first and second objects are the same object." Simic Fluxmage's
    '{1}{U}, {T}: Move a +1/+1 counter from ~ onto target creature' targeting itself."""
    game = board({"battlefield": [*basics(Island=2), {"card": "Simic Fluxmage", "counters": {"+1/+1": 1}}]})
    flux = game.find("Simic Fluxmage")
    activate(game, flux, 1, flux)
    pass_both(game)
    assert counters(game, flux) == 1
