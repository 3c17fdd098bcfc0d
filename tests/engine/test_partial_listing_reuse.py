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


@pytest.mark.pure_only("replaces payment._find_sources, which compiled callers call directly")
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



# --- w19-speed: the entries whose records changed are looked at again, the others kept ---------------------


def _activations(game: Game, name: str) -> list[str]:
    oid = _id(game, name)
    return [str(a) for a in legal_actions(game.state) if a.kind == "activate" and a.args[0] == oid]


def test_605_3a_only_the_changed_lands_are_looked_at_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """605.3a: a player's untapped lands are their sources, whichever land was tapped or untapped last; each
    answer kept from the one before is compared with a fresh one (StaleManaSourcesError otherwise)."""
    monkeypatch.setattr(payment, "CHECK_REUSE", True)
    game = _board({"battlefield": ["Forest", "Island", "Swamp"]})
    forest, island, swamp = _id(game, "Forest"), _id(game, "Island"), _id(game, "Swamp")
    assert _source_names(game, 0) == ["Forest", "Island", "Swamp"]
    set_tapped(game.state, island, True)
    assert _source_names(game, 0) == ["Forest", "Swamp"]
    set_tapped(game.state, forest, True)
    assert _source_names(game, 0) == ["Swamp"]
    set_tapped(game.state, island, False)
    assert _source_names(game, 0) == ["Island", "Swamp"]
    assert _activations(game, "Swamp") == [f"activate {swamp} 1"]
    assert _activations(game, "Forest") == []


def test_302_6_a_creature_whose_record_changed_is_still_no_source_until_its_controllers_turn(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """302.6: Llanowar Elves that came under its controller's control this turn stays no source when its
    record changes (damage marked on it) and a land is tapped; it is one once their next turn begins."""
    monkeypatch.setattr(payment, "CHECK_REUSE", True)
    game = _board({"battlefield": ["Forest", "Island", "Llanowar Elves"]})
    state = game.state
    elves, island = _id(game, "Llanowar Elves"), _id(game, "Island")
    state.set_obj(msgspec.structs.replace(state.objects[elves], since_turn=state.players[0].turn_began))
    assert _source_names(game, 0) == ["Forest", "Island"]
    set_tapped(state, island, True)
    state.set_obj(msgspec.structs.replace(state.objects[elves], damage=1))
    assert _source_names(game, 0) == ["Forest"]
    p = state.players[0]
    state.set_player(msgspec.structs.replace(p, turn_began=p.turn_began + 1))
    assert _source_names(game, 0) == ["Forest", "Llanowar Elves"]


def test_605_3a_a_permanent_that_changed_controller_is_its_new_controllers_source(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """605.3a, 602.2: only a permanent's controller activates its mana abilities: a Mountain whose record now
    says P1 controls it is P1's source and no longer P2's, though no other entry changed."""
    monkeypatch.setattr(payment, "CHECK_REUSE", True)
    game = _board({"battlefield": ["Forest"]}, {"battlefield": ["Mountain", "Plains"]})
    state = game.state
    assert _source_names(game, 0) == ["Forest"]
    assert _source_names(game, 1) == ["Mountain", "Plains"]
    mountain = _id(game, "Mountain")
    state.set_obj(msgspec.structs.replace(state.objects[mountain], controller=0, since_turn=0))
    assert _source_names(game, 0) == ["Forest", "Mountain"]
    assert _source_names(game, 1) == ["Plains"]


@pytest.mark.pure_only("replaces legal._mana_ability_actions, which compiled callers call directly")
def test_605_3a_the_kept_mana_actions_are_compared_with_fresh_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    """The listing's mana part is kept with the sources list it was made from; were it stale, the check
    (LITHOFORM_CHECK_LEGAL) says so."""
    from lithoform.rules import legal
    from lithoform.rules.legal import IncrementalListingError

    monkeypatch.setattr(legal, "CHECK_INCREMENTAL", True)
    game = _board({"battlefield": ["Forest", "Island"]})
    sources = mana_ability_sources(game.state, 0)
    kept = legal._mana_actions_of(game.state, 0, sources)
    assert [str(a) for a in kept] == [f"activate {_id(game, 'Forest')} 1", f"activate {_id(game, 'Island')} 1"]
    assert legal._mana_actions_of(game.state, 0, sources) == kept
    monkeypatch.setattr(legal, "_mana_ability_actions", lambda state, player, sources=None: iter(()))
    with pytest.raises(IncrementalListingError):
        legal._mana_actions_of(game.state, 0, sources)


def test_602_2_an_ability_index_kept_after_a_land_is_tapped_and_a_card_drawn() -> None:
    """602.2: Prodigal Pyromancer's '{T}: deal 1 damage' stays listed after a land is tapped and a zone change
    empties the characteristics cache (the ability index is found again by the permanents' records, the
    tapped land's asked for alone)."""
    from lithoform.rules.zones import draw

    game = _board({"battlefield": ["Forest", "Prodigal Pyromancer"], "library": ["Island", "Swamp"]})
    state = game.state
    pyromancer = _id(game, "Prodigal Pyromancer")
    state.set_obj(msgspec.structs.replace(state.objects[pyromancer], since_turn=0))
    assert _activations(game, "Prodigal Pyromancer")
    set_tapped(state, _id(game, "Forest"), True)
    draw(state, 0)
    assert _activations(game, "Prodigal Pyromancer")
    set_tapped(state, pyromancer, True)
    draw(state, 0)
    assert _activations(game, "Prodigal Pyromancer") == []


@pytest.mark.pure_only("replaces characteristics._same_chars_where_changed, which compiled callers call directly")
def test_613_1_a_stale_ability_index_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were the ability index found again for a permanent that became another card, the check
    (LITHOFORM_CHECK_LEGAL, on in the tests) says so."""
    from lithoform.rules.continuous import characteristics
    from lithoform.rules.continuous.characteristics import StaleCharacteristicsError, battlefield_abilities
    from lithoform.rules.zones import draw

    monkeypatch.setattr(characteristics, "CHECK_REUSE", True)
    game = _board({"battlefield": ["Forest", "Island"], "library": ["Swamp"]})
    state = game.state
    battlefield_abilities(state, object)
    monkeypatch.setattr(characteristics, "_same_chars_where_changed", lambda *args: True)
    forest = _id(game, "Forest")
    state.set_obj(msgspec.structs.replace(state.objects[forest], card="Prodigal Pyromancer"))
    with pytest.raises(StaleCharacteristicsError):
        draw(state, 0)  # (the draw looks for triggered abilities: the index is asked for)
        battlefield_abilities(state, object)


def test_a_malformed_action_is_refused_every_time_it_is_given() -> None:
    """An action is checked well formed once (it is immutable); one that isn't is never kept as checked."""
    from lithoform.play.game import IllegalActionError
    from lithoform.state.actions import Action

    game = _board({"battlefield": ["Forest"]})
    bad = Action("pass", ("two words",))
    for _ in range(2):
        with pytest.raises(IllegalActionError):
            game.apply(bad)
    good = next(a for a in game.legal_actions() if a.kind == "activate")
    game.apply(good)
    assert game.state.players[0].pool
