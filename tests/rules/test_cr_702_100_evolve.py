"""CR 702.100a: "Evolve" means "Whenever a creature you control enters, if that creature's power is greater
than this creature's power and/or that creature's toughness is greater than this creature's toughness, put a
+1/+1 counter on this creature." Played with Cloudfin Raptor (a 0/1 flier with evolve)."""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

from lithoform.rules.replacement.events import put_counters

use_compiled("Cloudfin Raptor")

RAPTOR = "Cloudfin Raptor"


def test_702_100a_a_bigger_creature_enters_a_counter() -> None:
    game = board({"hand": ["Grizzly Bears"], "battlefield": [*basics(Forest=2), RAPTOR]})
    cast(game, "Grizzly Bears")
    pass_both(game)  # the Bears resolve; evolve triggers
    assert game.state.stack
    pass_both(game)
    assert pt(game, game.find(RAPTOR)) == (1, 2)


def test_702_100a_neither_greater_it_doesnt_trigger() -> None:
    game = board({"hand": ["Memnite"], "battlefield": [{"card": RAPTOR, "counters": {"+1/+1": 1}}]})
    cast(game, "Memnite")  # a 1/1 against a 1/2
    pass_both(game)
    assert not game.state.stack
    assert pt(game, game.find(RAPTOR)) == (1, 2)


def test_702_100a_toughness_alone_is_enough() -> None:
    game = board({"hand": ["Wall of Wood"], "battlefield": [*basics(Forest=1),
                                                            {"card": RAPTOR, "counters": {"+1/+1": 1}}]})
    cast(game, "Wall of Wood")  # a 0/3 against a 1/2
    pass_both(game)
    pass_both(game)
    assert pt(game, game.find(RAPTOR)) == (2, 3)


def test_603_4_checked_again_as_it_resolves() -> None:
    """Cloudfin Raptor ruling (2013-04-15): "If evolve triggers, the stat comparison will happen again when
    the ability tries to resolve. If neither stat of the new creature is greater, the ability will do
    nothing." A 2/2 enters against the 1/2 Raptor; before the trigger resolves, the Raptor gets a counter
    (set up directly: the 2/2 is no longer greater), so the trigger does nothing."""
    game = board({"hand": ["Grizzly Bears"], "battlefield": [*basics(Forest=2),
                                                             {"card": RAPTOR, "counters": {"+1/+1": 1}}]})
    cast(game, "Grizzly Bears")
    pass_both(game)
    assert game.state.stack
    raptor = game.find(RAPTOR)
    put_counters(game.state, raptor, "+1/+1", 1)
    pass_both(game)
    assert pt(game, raptor) == (2, 3)
