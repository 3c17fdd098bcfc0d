"""Triskelion: every official ruling, checked in a game.

Oracle text: Triskelion enters the battlefield with three +1/+1 counters on it. / Remove a +1/+1 counter
from Triskelion: It deals 1 damage to any target."""

from __future__ import annotations

from support import (
    activate,
    attack,
    block,
    board,
    can_activate,
    cast,
    counters,
    lands,
    life,
    pass_both,
    pt,
    to_attackers,
)

from lithoform import Game

TRISK = "Triskelion"
TRISK_3 = {"card": TRISK, "counters": {"+1/+1": 3}}


def _attacking(p2_battlefield: list) -> tuple[Game, int]:
    """A 4/4 Triskelion attacks P2; the game stops at the declaration of blockers (or at priority in the
    declare blockers step if P2 can't block)."""
    game = board({"battlefield": [TRISK_3]}, {"battlefield": p2_battlefield}, step="beginning_of_combat")
    trisk = game.find(TRISK)
    to_attackers(game)
    attack(game, trisk)
    pass_both(game)
    return game, trisk


def test_activating_during_declare_blockers_reduces_its_combat_damage() -> None:
    """Ruling: "If you activate the ability of an attacking or blocking Triskelion during the declare
    blockers step, it will deal less combat damage as a result. If you wait until the combat damage step,
    but Triskelion is dealt lethal damage, it'll be destroyed before you get a chance to activate its
    ability."

    (This test: the first sentence.)"""
    game, trisk = _attacking([])
    assert game.state.step == "declare_blockers" and game.pending.kind == "priority"
    activate(game, trisk, 1, "P2")
    pass_both(game)
    assert life(game, 1) == 19 and pt(game, trisk) == (3, 3)
    pass_both(game)  # on to combat damage
    assert game.state.step == "combat_damage"
    assert life(game, 1) == 16  # 3 combat damage instead of 4


def test_a_blocking_triskelion_activated_during_declare_blockers_deals_less_damage() -> None:
    """The same ruling, for a blocking Triskelion: "If you activate the ability of an attacking or blocking
    Triskelion during the declare blockers step, it will deal less combat damage as a result."

    Blocking a 5/5, Triskelion removes a counter to hit P2 and then deals only 3 combat damage."""
    game = board({"battlefield": [TRISK_3]}, {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 3}}]},
                 active="P2", step="beginning_of_combat", turn=4)
    trisk, bears = game.find(TRISK), game.find("Grizzly Bears")
    to_attackers(game)
    attack(game, bears, at="P1")
    pass_both(game)
    block(game, (trisk, bears))
    game.apply("pass")  # P2, the active player, passes in the declare blockers step
    activate(game, trisk, 1, "P2")
    pass_both(game)
    assert game.state.step == "declare_blockers" and life(game, 1) == 19
    pass_both(game)
    assert game.state.step == "combat_damage"
    assert game.state.objects[bears].damage == 3


def test_waiting_until_combat_damage_is_too_late_if_it_is_dealt_lethal_damage() -> None:
    """Ruling (second sentence of the ruling above): "If you wait until the combat damage step, but
    Triskelion is dealt lethal damage, it'll be destroyed before you get a chance to activate its
    ability."
    """
    game, trisk = _attacking(["Serra Angel"])
    block(game, (game.find("Serra Angel"), trisk))
    assert game.state.step == "declare_blockers" and can_activate(game, trisk)  # the last chance
    pass_both(game)
    assert game.state.step == "combat_damage" and game.pending.kind == "priority"
    assert game.find(TRISK, zone="graveyard")
    assert not can_activate(game, trisk)
    assert not [a for a in game.legal_actions() if a.kind == "activate"]


def test_removing_a_counter_can_make_marked_damage_lethal_but_the_activation_resolves() -> None:
    """Ruling: "If Triskelion has damage marked on it, activating its ability may cause that damage to
    become lethal. For example, say a Triskelion with two +1/+1 counters on it has been dealt 2 damage
    earlier in the turn. If you activate its ability by removing a +1/+1 counter from it, it now has 2
    toughness and is destroyed as a state-based action. You won't be able to remove the other +1/+1 counter
    from it to activate its ability again. The first activation of the ability will still resolve."
    """
    game = board({"battlefield": [{"card": TRISK, "counters": {"+1/+1": 2}, "damage": 2}]})
    trisk = game.find(TRISK)
    assert pt(game, trisk) == (3, 3)
    activate(game, trisk, 1, "P2")
    assert game.pending.kind == "priority"
    assert game.find(TRISK, zone="graveyard")  # 2 toughness, 2 damage: destroyed (704.5g)
    assert not can_activate(game, trisk)
    assert len(game.state.stack) == 1
    pass_both(game)
    assert life(game, 1) == 19


def test_enters_with_three_counters_and_pings_for_each() -> None:
    """Oracle: "enters the battlefield with three +1/+1 counters on it" and "Remove a +1/+1 counter from
    Triskelion: It deals 1 damage to any target."; with its counters gone it is a 1/1."""
    game = board({"battlefield": [lands("Island", 6)], "hand": [TRISK]})
    cast(game, TRISK)
    pass_both(game)
    trisk = game.find(TRISK)
    assert counters(game, trisk) == 3 and pt(game, trisk) == (4, 4)
    for _ in range(3):
        activate(game, trisk, 1, "P2")
    assert not can_activate(game, trisk) and pt(game, trisk) == (1, 1)
    for _ in range(3):
        pass_both(game)
    assert life(game, 1) == 17
