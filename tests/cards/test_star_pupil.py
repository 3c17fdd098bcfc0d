"""Star Pupil, compiled from its Oracle text: 'Star Pupil enters the battlefield with a +1/+1 counter on it. /
When Star Pupil dies, put its counters on target creature you control.' (122.1, 608.2h)"""

from __future__ import annotations

from support import board, cast, counters, pass_both, resolve_stack, use_compiled

PUPIL = "Star Pupil"
use_compiled(PUPIL)


def test_ruling_puts_all_of_its_counters_not_just_plus_one() -> None:
    """Ruling (2021-04-16): 'Star Pupil puts all of its counters onto the target creature, not just its +1/+1
    counters.'"""
    game = board({"hand": ["Lightning Bolt"], "battlefield": [
        "Mountain", {"card": PUPIL, "counters": {"+1/+1": 2, "flying": 1}}, "Grizzly Bears"]})
    cast(game, "Lightning Bolt", game.find(PUPIL))
    pass_both(game)
    game.apply(f"target {game.find('Grizzly Bears')}")
    resolve_stack(game)
    bears = game.find("Grizzly Bears")
    assert counters(game, bears, "+1/+1") == 2
    assert counters(game, bears, "flying") == 1


def test_ruling_the_same_number_as_it_had_when_it_died() -> None:
    """Ruling (2021-04-16): 'Rather, you put the same number of each kind of counter Star Pupil had when it died
    onto that creature.'"""
    game = board({"hand": ["Lightning Bolt"], "battlefield": [
        "Mountain", {"card": PUPIL, "counters": {"+1/+1": 1}}, "Grizzly Bears"]})
    cast(game, "Lightning Bolt", game.find(PUPIL))
    pass_both(game)
    game.apply(f"target {game.find('Grizzly Bears')}")
    resolve_stack(game)
    assert counters(game, game.find("Grizzly Bears"), "+1/+1") == 1
