"""Parts of the priority listing kept by what they read (issue 13): a player's mana sources by the records of
the battlefield's mana-ability permanents (605.3a, 302.6), and whether a cost can be paid without the life
total unless life can pay part of it (119.4, 107.4f). The tests compare every reuse with a fresh answer
(LITHOFORM_CHECK_LEGAL=1, tests/conftest.py); these tests check the answers and that the check catches a
stale reuse."""

from __future__ import annotations

import msgspec
import pytest

from lithoform import Game
from lithoform.rules import payment
from lithoform.rules.legal import legal_actions
from lithoform.rules.payment import StaleManaSourcesError, mana_ability_sources
from lithoform.rules.zones import set_tapped


def _board(p1: dict, p2: dict | None = None) -> Game:
    return Game.from_board({"active": "P1", "turn": 3, "step": "main1", "P1": p1, "P2": p2 or {}})


def _id(game: Game, name: str) -> int:
    return next(oid for oid, o in game.state.objects.items() if getattr(o, "card", None) == name)


def _source_names(game: Game, player: int) -> list[str]:
    return [game.state.objects[oid].card for oid, _n, _a in mana_ability_sources(game.state, player)]


def test_605_3a_a_players_sources_are_the_same_after_the_other_player_taps_a_land() -> None:
    """605.3a: the mana abilities a player could activate read their own permanents: the other player's
    tapped Mountain changes none of them."""
    game = _board({"battlefield": ["Forest", "Island"]}, {"battlefield": ["Mountain"]})
    assert _source_names(game, 0) == ["Forest", "Island"]
    mountain = _id(game, "Mountain")
    set_tapped(game.state, mountain, True)
    assert _source_names(game, 0) == ["Forest", "Island"]
    assert _source_names(game, 1) == []


def test_605_3a_a_tapped_land_is_no_longer_a_source_and_is_again_once_untapped() -> None:
    game = _board({"battlefield": ["Forest", "Island"]})
    forest = _id(game, "Forest")
    assert _source_names(game, 0) == ["Forest", "Island"]
    set_tapped(game.state, forest, True)
    assert _source_names(game, 0) == ["Island"]
    set_tapped(game.state, forest, False)
    assert _source_names(game, 0) == ["Forest", "Island"]


def test_302_6_a_creatures_mana_ability_counts_once_its_controllers_turn_has_begun_with_it() -> None:
    """302.6: Llanowar Elves' {T} ability can't be activated until its controller has controlled it since
    their most recent turn began; the kept sources are keyed on that turn's start."""
    game = _board({"battlefield": ["Forest", "Llanowar Elves"]})
    elves = _id(game, "Llanowar Elves")
    state = game.state
    state.set_obj(msgspec.structs.replace(state.objects[elves], since_turn=state.players[0].turn_began))
    assert _source_names(game, 0) == ["Forest"]
    p = state.players[0]
    state.set_player(msgspec.structs.replace(p, turn_began=p.turn_began + 1))
    assert _source_names(game, 0) == ["Forest", "Llanowar Elves"]


def test_605_3a_kept_mana_sources_are_compared_with_fresh_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were the kept sources to be worked out from something their key leaves out, the check says so. Here
    the fresh answer changes between two listings whose records are the same."""
    monkeypatch.setattr(payment, "CHECK_REUSE", True)  # on under LITHOFORM_CHECK_LEGAL; CI runs without it
    game = _board({"battlefield": ["Forest"]}, {"battlefield": ["Mountain"]})
    assert _source_names(game, 0) == ["Forest"]
    state = game.state
    state.set_player(msgspec.structs.replace(state.players[1], life=17))  # (a new version, the same permanents)
    real = payment._find_sources
    monkeypatch.setattr(payment, "_find_sources", lambda state, player, index, bans: ([], real(
        state, player, index, bans)[1]))
    with pytest.raises(StaleManaSourcesError):
        mana_ability_sources(game.state, 0)


def test_119_4_a_phyrexian_cost_is_payable_with_life_only_while_the_player_has_it() -> None:
    """107.4f, 119.4: {U/P} can be paid with 2 life, but not by a player with less than 2 life. The answer
    for a cost without Phyrexian symbols is kept whatever the life total; this one keeps the life total."""
    game = _board({"hand": ["Gitaxian Probe", "Shock"], "battlefield": ["Mountain"]})
    legal = [str(a) for a in legal_actions(game.state)]
    probe, shock = _id(game, "Gitaxian Probe"), _id(game, "Shock")
    assert f"cast {probe}" in legal and f"cast {shock}" in legal
    state = game.state
    state.set_player(msgspec.structs.replace(state.players[0], life=1))
    legal = [str(a) for a in legal_actions(game.state)]
    assert f"cast {probe}" not in legal  # 119.4: 2 life can't be paid with 1
    assert f"cast {shock}" in legal
    state.set_player(msgspec.structs.replace(state.players[0], life=2))
    assert f"cast {probe}" in [str(a) for a in legal_actions(game.state)]

