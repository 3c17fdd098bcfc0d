"""Answers kept by what they read (issue 13, w20-speed): whether a cost can be paid keyed on the pool's and the
plain '{T}: Add' sources' mana together (106.4, 605.3a), a permanent's characteristics kept when only its
tapped status changes (109.3, 110.5), state-based actions' quiet permanents kept by record (704.5), the
combat decision kept by the combat record (508.1, 509.1), and how a hand's cards are offered kept by the
hand (117.1a, 307.1). Every reuse is compared with a fresh answer under LITHOFORM_CHECK_LEGAL=1 (on in the
tests); these tests check the answers and that each check catches a stale one."""

from __future__ import annotations

import msgspec
import pytest

from lithoform import Game
from lithoform.rules import legal, sba
from lithoform.rules.continuous import characteristics
from lithoform.rules.legal import IncrementalListingError, legal_actions
from lithoform.rules.payment import activate_mana_ability
from lithoform.rules.zones import set_tapped


def _board(p1: dict, p2: dict | None = None, step: str = "main1") -> Game:
    return Game.from_board({"active": "P1", "turn": 3, "step": step, "P1": p1, "P2": p2 or {}})


def _id(game: Game, name: str) -> int:
    return next(oid for oid, o in game.state.objects.items() if getattr(o, "card", None) == name)


def _casts(game: Game) -> list[str]:
    return [game.state.objects[a.args[0]].card for a in legal_actions(game.state) if a.kind == "cast"]


# --- payability: the pool's mana and a plain land's are one supply ---------------------------------------


def test_106_4_a_spell_stays_castable_as_its_lands_are_tapped_for_mana(monkeypatch: pytest.MonkeyPatch) -> None:
    """605.3a, 106.4: Grizzly Bears ({1}{G}) with a Forest and an Island untapped, then with {G} in the pool
    and the Island, then with {G}{U} in the pool: castable each time (the same payability answers, checked
    against fresh ones); Counterspell ({U}{U}) never is."""
    monkeypatch.setattr(legal, "CHECK_INCREMENTAL", True)
    game = _board({"hand": ["Grizzly Bears", "Counterspell"], "battlefield": ["Forest", "Island"]})
    state = game.state
    assert _casts(game) == ["Grizzly Bears"]
    activate_mana_ability(state, 0, _id(game, "Forest"), 1, None, ())
    assert [m.type for m in state.players[0].pool] == ["G"]
    assert _casts(game) == ["Grizzly Bears"]
    activate_mana_ability(state, 0, _id(game, "Island"), 1, None, ())
    assert _casts(game) == ["Grizzly Bears"]


def test_106_4_mana_in_the_pool_pays_only_what_it_can(monkeypatch: pytest.MonkeyPatch) -> None:
    """106.4, 107.4b: {G} in the pool and an untapped Forest pay Kalonian Tusker's {G}{G}; {U} in the pool and
    a Forest don't (the two boards hold the same amount of mana, not the same types)."""
    monkeypatch.setattr(legal, "CHECK_INCREMENTAL", True)
    game = _board({"hand": ["Kalonian Tusker"], "battlefield": ["Forest", "Forest"]})
    assert _casts(game) == ["Kalonian Tusker"]
    activate_mana_ability(game.state, 0, _id(game, "Forest"), 1, None, ())
    assert _casts(game) == ["Kalonian Tusker"]
    other = _board({"hand": ["Kalonian Tusker"], "battlefield": ["Island", "Forest"]})
    assert _casts(other) == []
    activate_mana_ability(other.state, 0, _id(other, "Island"), 1, None, ())
    assert _casts(other) == []


@pytest.mark.pure_only("replaces legal._Payability._can_pay, which compiled callers call directly")
def test_a_stale_payability_answer_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were a kept payability answer to differ from a fresh one, the check (LITHOFORM_CHECK_LEGAL) says so."""
    monkeypatch.setattr(legal, "CHECK_INCREMENTAL", True)
    game = _board({"hand": ["Grizzly Bears"], "battlefield": ["Forest", "Island"]})
    assert _casts(game) == ["Grizzly Bears"]
    activate_mana_ability(game.state, 0, _id(game, "Forest"), 1, None, ())
    monkeypatch.setattr(legal._Payability, "_can_pay", lambda self, cost: False)
    with pytest.raises(IncrementalListingError):
        list(legal_actions(game.state))


# --- characteristics kept through a change of tapped status ----------------------------------------------


def test_109_3_a_tapped_creature_keeps_its_characteristics() -> None:
    """109.3, 110.5: tapped is a status, not a characteristic: a tapped and untapped Grizzly Bears is still a
    2/2 Bear creature (the characteristics kept from its record are compared with fresh ones in the tests)."""
    game = _board({"battlefield": ["Grizzly Bears"]})
    bears = _id(game, "Grizzly Bears")
    before = characteristics.chars(game.state, bears)
    set_tapped(game.state, bears, True)
    game.state.characteristics_changed()
    after = characteristics.chars(game.state, bears)
    assert game.state.objects[bears].tapped
    assert (after.power, after.toughness, after.types) == (2, 2, frozenset({"Creature"}))
    assert after == before


@pytest.mark.pure_only("replaces characteristics._compute, which compiled callers call directly")
def test_a_characteristic_changed_with_the_tapped_status_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were the characteristics to depend on the tapped status, carrying them to the tapped record would be
    stale: the check says so."""
    monkeypatch.setattr(characteristics, "CHECK_REUSE", True)
    game = _board({"battlefield": ["Grizzly Bears"]})
    bears = _id(game, "Grizzly Bears")
    characteristics.chars(game.state, bears)
    real = characteristics._compute
    monkeypatch.setattr(characteristics, "_compute", lambda state, obj: msgspec.structs.replace(
        real(state, obj), power=9) if getattr(obj, "tapped", False) else real(state, obj))
    with pytest.raises(characteristics.StaleCharacteristicsError):
        set_tapped(game.state, bears, True)


# --- state-based actions: quiet permanents kept by record ------------------------------------------------


def test_704_5g_a_creature_with_lethal_damage_is_seen_after_its_quiet_record_was_kept() -> None:
    """704.5g: a Grizzly Bears found quiet once is checked again when damage marked on it makes a new
    record: it is put into its owner's graveyard."""
    game = _board({"battlefield": ["Grizzly Bears"]})
    state = game.state
    bears = _id(game, "Grizzly Bears")
    assert not sba._anything_applies(state)
    assert not sba._anything_applies(state)  # (kept)
    state.set_obj(msgspec.structs.replace(state.objects[bears], damage=2))
    assert sba._anything_applies(state)


def test_704_5j_two_kept_legends_of_one_controller_are_seen() -> None:
    """704.5j: two legendary permanents with the same name and controller: the legend rule applies, whether
    each record's answer was kept or found afresh."""
    game = _board({"battlefield": ["Isamaru, Hound of Konda"]})
    state = game.state
    assert not sba._anything_applies(state)
    game2 = _board({"battlefield": ["Isamaru, Hound of Konda", "Isamaru, Hound of Konda"]})
    assert sba._anything_applies(game2.state)
    assert sba._anything_applies(game2.state)  # (both kept now)


@pytest.mark.pure_only("replaces sba._applies_alone, which compiled callers call directly")
def test_a_stale_quiet_record_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were a kept quiet answer to differ from a fresh one, the check says so."""
    monkeypatch.setattr(sba, "CHECK_REUSE", True)
    game = _board({"battlefield": ["Grizzly Bears"]})
    assert not sba._anything_applies(game.state)
    monkeypatch.setattr(sba, "_applies_alone", lambda obj, c: True)
    with pytest.raises(characteristics.StaleCharacteristicsError):
        sba._anything_applies(game.state)


# --- the hand's cards at instant speed ---------------------------------------------------------------------


def test_117_1a_at_instant_speed_only_instants_are_offered_from_the_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """117.1a, 307.1, 305.2: in the opponent's turn only the instant is offered (not the creature spell nor
    the land); in the player's own main phase all three are, from the same hand kept by its records."""
    monkeypatch.setattr(legal, "CHECK_INCREMENTAL", True)
    hand = ["Grizzly Bears", "Giant Growth", "Forest"]
    game = Game.from_board({"active": "P2", "turn": 3, "step": "main1",
                            "P1": {"hand": hand, "battlefield": ["Forest", "Forest", "Grizzly Bears"]}, "P2": {}})
    game.apply("pass")  # (P2, the active player, passes: P1 has priority in P2's main phase)
    assert game.pending.player == 0
    assert _casts(game) == ["Giant Growth"]
    assert "play" not in {a.kind for a in legal_actions(game.state)}
    mine = _board({"hand": hand, "battlefield": ["Forest", "Forest", "Grizzly Bears"]})
    kinds = {(a.kind, mine.state.objects[a.args[0]].card) for a in legal_actions(mine.state)
             if a.kind in ("cast", "play")}
    assert kinds == {("cast", "Grizzly Bears"), ("cast", "Giant Growth"), ("play", "Forest")}


# --- the combat decision --------------------------------------------------------------------------------


def _at_declare_attackers() -> Game:
    game = _board({"battlefield": ["Grizzly Bears", "Forest"]}, step="beginning_of_combat")
    bears = _id(game, "Grizzly Bears")
    game.state.set_obj(msgspec.structs.replace(game.state.objects[bears], since_turn=0))
    while game.pending.kind == "priority":
        game.apply("pass")
    return game


def test_508_1_the_kept_attackers_decision_follows_each_declaration(monkeypatch: pytest.MonkeyPatch) -> None:
    """508.1a: Grizzly Bears may attack; once it is declared it is no longer among the options (the decision,
    kept by the combat record, is found again after each declaration step)."""
    from lithoform.rules import priority

    monkeypatch.setattr(priority, "CHECK", True)
    game = _at_declare_attackers()
    bears = _id(game, "Grizzly Bears")
    assert game.pending.kind == "attackers" and game.pending.options == (bears,)
    assert game.pending.options == (bears,)  # (kept)
    game.apply(f"attack {bears} {next(str(a.args[1]) for a in game.legal_actions() if a.kind == 'attack')}")
    assert game.pending.kind == "attackers" and game.pending.options == ()


@pytest.mark.pure_only("replaces priority.combat_pending, which compiled callers call directly")
def test_a_stale_combat_decision_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were a kept combat decision to differ from a fresh one, the check (LITHOFORM_CHECK_LEGAL) says so."""
    from lithoform.rules import priority

    monkeypatch.setattr(priority, "CHECK", True)
    game = _at_declare_attackers()
    assert game.pending.kind == "attackers"
    real = priority.combat_pending
    monkeypatch.setattr(priority, "combat_pending", lambda state: msgspec.structs.replace(real(state), options=()))
    with pytest.raises(priority.StalePendingError):
        priority.pending(game.state)
