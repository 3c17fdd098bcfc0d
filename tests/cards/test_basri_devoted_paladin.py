"""Basri, Devoted Paladin (compiled from its Oracle text), played through the engine.

Oracle text: [+1]: Put a +1/+1 counter on up to one target creature. It gains vigilance until end of turn.
/ [-1]: Whenever a creature attacks this turn, put a +1/+1 counter on it. / [-6]: Creatures you control
get +2/+2 and gain flying until end of turn."""

from __future__ import annotations

from support import activate, board, counters, pass_both, pass_until, resolve_stack, to_attackers

from lithoform import Game

BASRI = "Basri, Devoted Paladin"


def _minus_one() -> Game:
    game = board({"battlefield": [{"card": BASRI, "counters": {"loyalty": 4}}, "Grizzly Bears",
                                  "Llanowar Elves"]})
    activate(game, BASRI, 2)
    resolve_stack(game)
    assert game.state.objects[game.find(BASRI)].counter("loyalty") == 3
    return game


def test_each_attacking_creature_gets_a_counter_before_blockers():
    """Ruling: "After activating Basri's second ability, a creature that attacks gets a +1/+1 counter
    before blockers are chosen.\""""
    game = _minus_one()
    pass_both(game)  # main 1 -> beginning of combat
    to_attackers(game)
    bears, elves = game.find("Grizzly Bears"), game.find("Llanowar Elves")
    game.apply(f"attack {bears} P2")
    game.apply(f"attack {elves} P2")
    game.apply("done")
    assert len(game.state.stack) == 2  # one trigger for each attacker (508.1m)
    resolve_stack(game)
    assert game.state.step == "declare_attackers"
    assert counters(game, bears) == 1 and counters(game, elves) == 1


def test_the_delayed_trigger_ends_with_the_turn():
    """603.7: 'this turn' — the next turn's attackers get nothing."""
    game = _minus_one()
    assert game.state.delayed
    pass_until(game, "upkeep", turn=4)
    assert not game.state.delayed


def test_plus_one_puts_a_counter_and_grants_vigilance():
    game = board({"battlefield": [{"card": BASRI, "counters": {"loyalty": 4}}, "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    activate(game, BASRI, 1, bears)
    resolve_stack(game)
    assert counters(game, bears) == 1 and "vigilance" in game.chars(bears).keywords
