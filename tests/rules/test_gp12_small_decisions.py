"""GUIDE principle 12, issue 18: a decision that once listed every combination is a sequence of small
choices, so the options at any decision are polynomial in the board: the order of simultaneous triggered
abilities (603.3b), combat damage among many blockers (510.1c-d, 702.19b). The whole answer at once is still
taken (rules.legal.compact_steps) and does the same as its steps."""

from __future__ import annotations

import pytest

from lithoform import Game, IllegalActionError


def _eleven_triggers() -> Game:
    """Eleven Soul Wardens see Grizzly Bears enter: eleven triggered abilities from eleven sources."""
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Soul Warden"] * 11 + ["Forest", "Forest"],
                                   "hand": ["Grizzly Bears"]}, "P2": {}})
    game.apply(f"cast {game.find('Grizzly Bears')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "order"
    return game


def _stack_sources(game: Game) -> list[int]:
    return [game.state.objects[oid].source for oid in game.state.zones["stack"]]


def test_603_3b_eleven_triggers_are_ordered_one_at_a_time() -> None:
    """11! orderings once ran out of memory; now each decision offers the abilities not yet placed."""
    game = _eleven_triggers()
    sizes = []
    while game.pending.kind == "order":
        sizes.append(len([a for a in game.legal_actions() if a.kind == "order"]))
        game.apply(game.legal_actions()[-2])  # the last unplaced one (the last action is conceding)
    assert sizes == list(range(11, 1, -1))  # the last one's place needs no choice
    assert len(game.state.zones["stack"]) == 11


def test_603_3b_the_whole_order_at_once_is_the_same_as_its_steps() -> None:
    """'order 3 1 2 ...' (first listed goes on the stack first) is the picks 3, 1, 2, ... of the same
    abilities, each numbered among those still unplaced."""
    whole = _eleven_triggers()
    waiting = [w.source for w in whole.state.waiting]
    perm = [3, 1, 2, 11, 4, 5, 6, 7, 8, 10, 9]
    whole.apply("order " + " ".join(map(str, perm)))
    assert _stack_sources(whole)[-11:] == [waiting[i - 1] for i in perm]
    stepped = _eleven_triggers()
    stepped.apply("order 3")
    stepped.apply("order 1")  # now the first of those left: the first waiting one
    assert [w.source for w in stepped.state.waiting if w.ordered] == [waiting[2], waiting[0]]


def test_603_3b_a_wrong_whole_order_is_rejected_and_changes_nothing() -> None:
    game = _eleven_triggers()
    before = game.to_json()
    for bad in ("order 1 1 2 3 4 5 6 7 8 9 10", "order 1 2", "order 12"):
        with pytest.raises(IllegalActionError):
            game.apply(bad)
        assert game.to_json() == before


def _dreadmaw_blocked_by(n: int) -> tuple[Game, int]:
    game = Game.from_board({"active": "P1", "turn": 3, "step": "beginning_of_combat",
                            "P1": {"battlefield": ["Colossal Dreadmaw"]},
                            "P2": {"battlefield": ["Grizzly Bears"] * n}})
    game.apply("pass")
    game.apply("pass")
    maw = game.find("Colossal Dreadmaw")
    game.apply(f"attack {maw} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    for b in game.zone("battlefield"):
        if game.state.objects[b].controller == 1:
            game.apply(f"block {b} {maw}")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    assert game.pending.kind == "damage"
    return game, maw


def test_510_1c_damage_among_six_blockers_is_assigned_one_recipient_at_a_time() -> None:
    """Colossal Dreadmaw (6/6 trample) blocked by six 2/2s: 463 whole divisions were listed at once; now each
    recipient's share is asked in turn, at most power + 1 options."""
    game, _ = _dreadmaw_blocked_by(6)
    while game.pending.kind == "damage":
        shares = [a for a in game.legal_actions() if a.kind == "damage"]
        assert 1 <= len(shares) <= 7
        game.apply(shares[-1])  # all that is left to this blocker
    while game.pending.kind == "priority" and game.state.step != "end_of_combat":
        game.apply("pass")
    assert game.state.players[1].life == 20  # no trample damage: the first blocker took all 6


def test_702_19b_the_whole_division_at_once_is_the_same_as_its_steps() -> None:
    """Lethal damage (2) to three blockers, none to the other three, and none left for the player."""
    game, _ = _dreadmaw_blocked_by(6)
    game.apply("damage 2 2 2 0 0 0 0")
    assert game.pending.kind != "damage"
    bad, _ = _dreadmaw_blocked_by(6)
    before = bad.to_json()
    with pytest.raises(IllegalActionError):
        bad.apply("damage 1 1 1 1 1 0 1")  # the player gets damage though a blocker lacks lethal damage
    assert bad.to_json() == before
