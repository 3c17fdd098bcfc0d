"""CR 603.7: a delayed triggered ability created by a resolving ability ('Whenever a creature attacks this
turn, put a +1/+1 counter on it', Basri, Devoted Paladin) triggers on each such event for the rest of the
turn, whoever controls the attacking creature, and ends with the turn (514.2)."""

from __future__ import annotations

from support import board, resolve_stack

from lithoform.cards.tree import DelayedEventTrigger

BASRI = "Basri, Devoted Paladin"


def test_603_7a_the_ability_creates_a_delayed_trigger_that_lasts_the_turn():
    game = board({"battlefield": [{"card": BASRI, "counters": {"loyalty": 4}}, "Grizzly Bears"]})
    ability = game.chars(game.find(BASRI)).abilities[1]
    assert isinstance(ability.effect, DelayedEventTrigger)
    game.apply(f"activate {game.find(BASRI)} 2")
    resolve_stack(game)
    (delayed,) = game.state.delayed
    assert delayed.trigger is not None and delayed.trigger.event == "attacks" and delayed.controller == 0
    game.apply("pass")
    game.apply("pass")  # beginning of combat
    game.apply("pass")
    game.apply("pass")
    bears = game.find("Grizzly Bears")
    game.apply(f"attack {bears} P2")
    game.apply("done")
    resolve_stack(game)
    assert game.state.objects[bears].counter("+1/+1") == 1
    assert game.state.delayed  # not only the next attack (603.7b is for 'the next')


def test_514_2_the_delayed_trigger_ends_in_the_cleanup_step():
    game = board({"battlefield": [{"card": BASRI, "counters": {"loyalty": 4}}]})
    game.apply(f"activate {game.find(BASRI)} 2")
    resolve_stack(game)
    for _ in range(40):
        if game.state.turn == 4:
            break
        game.apply("done" if game.pending.kind == "attackers" else "pass")
    assert game.state.turn == 4 and not game.state.delayed
