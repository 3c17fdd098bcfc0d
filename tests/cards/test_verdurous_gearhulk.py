"""Verdurous Gearhulk: every official ruling, checked in a game.

Oracle text: Trample / When Verdurous Gearhulk enters the battlefield, distribute four +1/+1 counters among
any number of target creatures you control."""

from __future__ import annotations

import pytest
from support import (
    attack,
    block,
    board,
    cast,
    counters,
    lands,
    life,
    pass_both,
    pass_until,
    pt,
    to_attackers,
)

from lithoform import Game, IllegalActionError


def _gearhulk_trigger(extra: list | None = None, hand: list | None = None) -> Game:
    """Verdurous Gearhulk cast and resolved; its enters trigger waits for its targets."""
    game = board({"battlefield": [lands("Forest", 5), lands("Mountain", 1), "Grizzly Bears", *(extra or [])],
                  "hand": ["Verdurous Gearhulk", *(hand or [])]})
    cast(game, "Verdurous Gearhulk")
    pass_both(game)
    assert game.pending.kind == "target", game.pending
    return game


def test_the_division_is_chosen_as_the_trigger_is_put_on_the_stack_at_least_one_each() -> None:
    """Ruling: "You choose how the counters will be distributed as you put Verdurous Gearhulk's triggered
    ability onto the stack. Each target creature must be assigned at least one counter."
    """
    game = _gearhulk_trigger(extra=["Llanowar Elves"])
    gearhulk, bears, elves = (game.find(n) for n in ("Verdurous Gearhulk", "Grizzly Bears", "Llanowar Elves"))
    trigger = game.state.announcing
    for t in (bears, elves, gearhulk):
        game.apply(f"target {t}")
    game.apply("done")
    assert game.pending.kind == "divide" and game.pending.object == trigger
    # one target's share at a time: the first may have 1 or 2 of the 4, leaving at least 1 for each other
    assert [a.args for a in game.legal_actions() if a.kind == "divide"] == [(1,), (2,)]
    for whole in ("divide 4 0 0", "divide 2 2 0", "divide 3"):
        with pytest.raises(IllegalActionError):
            game.apply(whole)
    game.apply("divide 2 1 1")
    # The division is part of the ability on the stack before anyone may respond.
    assert game.pending.kind == "priority" and game.state.stack[-1] == trigger
    assert game.state.objects[trigger].choices.divide == (2, 1, 1)
    pass_both(game)
    assert (counters(game, bears), counters(game, elves), counters(game, gearhulk)) == (2, 1, 1)


def test_counters_for_a_target_that_became_illegal_are_lost() -> None:
    """Ruling: "If one of the target creatures becomes an illegal target in response to Verdurous
    Gearhulk's triggered ability, the +1/+1 counters that would have been put on that creature are lost.
    They can't be put on another legal target."
    """
    game = _gearhulk_trigger(hand=["Lightning Bolt"])
    gearhulk, bears = game.find("Verdurous Gearhulk"), game.find("Grizzly Bears")
    game.apply(f"target {bears}")
    game.apply(f"target {gearhulk}")
    game.apply("done")
    game.apply("divide 3 1")
    cast(game, "Lightning Bolt", bears)  # in response: the Bears die
    pass_both(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    pass_both(game)  # the trigger resolves with only Verdurous Gearhulk still a legal target
    assert not game.state.stack
    assert counters(game, gearhulk) == 1
    assert pt(game, gearhulk) == (5, 5)


def test_gearhulk_can_be_the_target_of_its_own_trigger() -> None:
    """Ruling: "Verdurous Gearhulk can be the target of its own triggered ability."
    """
    game = _gearhulk_trigger()
    gearhulk = game.find("Verdurous Gearhulk")
    assert gearhulk in game.pending.options
    game.apply(f"target {gearhulk}")
    game.apply("done")
    pass_both(game)
    assert counters(game, gearhulk) == 4
    assert pt(game, gearhulk) == (8, 8)


def test_a_single_target_gets_all_four_counters_without_a_division() -> None:
    """Oracle: "distribute four +1/+1 counters among any number of target creatures you control": with one
    target it gets all four, and only creatures you control can be chosen."""
    game = board({"battlefield": [lands("Forest", 5), "Grizzly Bears"], "hand": ["Verdurous Gearhulk"]},
                 {"battlefield": ["Serra Angel"]})
    cast(game, "Verdurous Gearhulk")
    pass_both(game)
    assert game.find("Serra Angel") not in game.pending.options
    bears = game.find("Grizzly Bears")
    game.apply(f"target {bears}")
    game.apply("done")
    assert game.pending.kind == "priority"
    pass_both(game)
    assert counters(game, bears) == 4 and pt(game, bears) == (6, 6)


def test_trample_assigns_the_excess_over_a_blocker_to_the_player() -> None:
    """Oracle: "Trample" (702.19b): a blocked Gearhulk assigns lethal damage to its blocker and the rest to
    the defending player."""
    game = board({"battlefield": ["Verdurous Gearhulk"]}, {"battlefield": ["Grizzly Bears"]},
                 step="beginning_of_combat")
    gearhulk, bears = game.find("Verdurous Gearhulk"), game.find("Grizzly Bears")
    to_attackers(game)
    attack(game, gearhulk)
    pass_both(game)
    block(game, (bears, gearhulk))
    pass_both(game)
    assert game.pending.kind == "damage"
    # the blocker must get lethal damage first: its share is 2 or more (or all 4, none to the player)
    assert (1,) not in {a.args for a in game.legal_actions() if a.kind == "damage"}
    with pytest.raises(IllegalActionError):
        game.apply("damage 1 3")
    game.apply("damage 2 2")
    assert life(game, 1) == 18
    pass_until(game, "end_of_combat")
    assert game.find("Grizzly Bears", zone="graveyard")
