"""Values kept and reused while what they are worked out from is unchanged (issue 13): the layer system's
result (613.1), a player's cast permissions (601.3), the last known information shared by clones (608.2h).
The test suite compares every reuse with a fresh answer (tests/conftest.py); these tests check that the
comparison catches a stale reuse, and that the reuses give the same games."""

from __future__ import annotations

import msgspec
import pytest

from lithoform import Game
from lithoform.play.agents import RandomAgent
from lithoform.play.game import EngineError
from lithoform.play.starter_decks import COPIES_AND_LAYERS, RED_ARTIFACTS, expand
from lithoform.rules.continuous import characteristics
from lithoform.rules.continuous.characteristics import StaleCharacteristicsError
from lithoform.rules.stack import permissions
from lithoform.rules.stack.permissions import StalePermissionsError


def _random_game(seed: int, decks: tuple, limit: int = 3000) -> Game:
    game = Game.new([expand(decks[0]), expand(decks[1])], seed=seed)
    agents = [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]
    for _ in range(limit):
        if game.is_over:
            break
        game.apply(agents[game.pending.player].choose(game))
    return game


@pytest.mark.parametrize("seed", range(3))
def test_613_1_reused_layer_results_equal_fresh_ones_in_random_games(seed: int) -> None:
    """613.1: a layer computation that read only the permanents' records, the resolved effects and combat is
    reused for the same inputs; each reuse is compared with a fresh computation (on in the tests)."""
    assert characteristics.CHECK_REUSE
    _random_game(seed, (COPIES_AND_LAYERS, RED_ARTIFACTS))


@pytest.mark.pure_only("replaces characteristics._layer_inputs, which compiled callers call directly")
def test_613_1_a_stale_layer_reuse_is_caught_by_the_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were the memo's key to leave out what the layers read (here: everything but the object's id, so a
    permanent's counters (613.4c), controller or copiable values could change unseen), the check says so."""
    characteristics._PURE.clear()
    monkeypatch.setattr(characteristics, "_layer_inputs", lambda obj, face: obj.id)
    try:
        with pytest.raises(EngineError, match=StaleCharacteristicsError.__name__):  # (the action is undone)
            for seed in range(6):
                _random_game(seed, (COPIES_AND_LAYERS, RED_ARTIFACTS))
    finally:
        characteristics._PURE.clear()  # (no entry kept by the wrong key stays for later tests)


@pytest.mark.pure_only("replaces permissions._fresh, which compiled callers call directly")
def test_601_3_kept_permissions_are_compared_with_fresh_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    """601.3: a player's cast permissions are kept while the zones, links, effects, turn and players' records
    are unchanged; were a permission source to read something else, the check says so. Here the sources'
    answer changes between two listings of the same state."""
    assert permissions.CHECK
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"graveyard": ["Think Twice"], "battlefield": ["Island", "Island", "Island"]}})
    first = list(permissions.permissions(game.state, 0))
    assert [p.via for p in first] == ["flashback"]  # 702.34a
    monkeypatch.setattr(permissions, "_fresh", lambda state, player: iter(()))
    with pytest.raises(StalePermissionsError):
        list(permissions.permissions(game.state, 0))


def test_601_3_a_mana_ability_keeps_the_permissions() -> None:
    """605.3a: activating a mana ability taps a land and fills the pool; no permission reads either, so the
    kept answer is reused (and the check, on in the tests, finds it equal to a fresh one)."""
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"graveyard": ["Think Twice"], "battlefield": ["Island", "Island", "Island"]}})
    list(permissions.permissions(game.state, 0))
    kept = game.state.memo[("permissions", 0)][2]
    game.apply(f"activate {game.find('Island')} 1")
    assert [p.via for p in permissions.permissions(game.state, 0)] == ["flashback"]
    assert game.state.memo[("permissions", 0)][2] is kept


def test_608_2h_a_clone_keeps_its_own_last_known_information() -> None:
    """608.2h, 400.7: a clone shares the last known information read-only until either state writes to it;
    a creature dying in the original leaves the clone's last known information as it was."""
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"hand": ["Shock"], "battlefield": ["Mountain"]},
                            "P2": {"battlefield": ["Grizzly Bears"]}})
    bears = game.find("Grizzly Bears")
    before = game.clone()
    game.apply(f"cast {game.find('Shock')}")
    while game.pending.kind != "priority" or game.state.zones["stack"]:
        legal = [a for a in game.legal_actions() if a.kind != "concede"]
        target = [a for a in legal if a.kind == "target" and a.args == (bears,)]
        game.apply(target[0] if target else legal[0])
    assert bears in game.state.lki and bears not in before.state.lki
    assert bears in before.state.objects
    with pytest.raises(TypeError):  # shared, read-only: writers take the state's own copy first (own_lki)
        before.state.lki[bears] = before.state.objects[bears]  # type: ignore[index]


def _shock_the_bears() -> tuple[Game, int]:
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"hand": ["Shock"], "battlefield": ["Mountain"]},
                            "P2": {"battlefield": ["Grizzly Bears"]}})
    return game, game.find("Grizzly Bears")


def _resolve_shock(game: Game, bears: int) -> None:
    game.apply(f"cast {game.find('Shock')}")
    while game.pending.kind != "priority" or game.state.zones["stack"]:
        legal = [a for a in game.legal_actions() if a.kind != "concede"]
        target = [a for a in legal if a.kind == "target" and a.args == (bears,)]
        game.apply(target[0] if target else legal[0])


def test_608_2h_a_snapshot_leaves_the_state_its_own_last_known_information() -> None:
    """Issue 13: a snapshot taken before an action (to restore it, were the engine to fail) doesn't share the
    last known information read-only, as a clone does: the state keeps its own dicts, so the zone change of the
    action writes them without a copy; what the game records is the same (608.2h: the dead creature's last
    known information)."""
    game, bears = _shock_the_bears()
    state = game.state
    lki = state.own_lki()[0]
    snap, token = state.snapshot()
    assert state.lki is lki and type(state.lki) is dict
    state.drop_snapshot(snap, token)
    _resolve_shock(game, bears)
    assert bears in game.state.lki and game.state.lki_chars[bears].name == "Grizzly Bears"


def test_608_2h_a_clone_made_after_a_snapshot_keeps_its_last_known_information() -> None:
    """608.2h: a clone made while a snapshot is held (a search's copy, an announcement's rollback, 733) shares
    the last known information read-only: the creature dying in the state leaves the clone's last known
    information as it was, and restoring the snapshot leaves the clone's alone too."""
    game, bears = _shock_the_bears()
    state = game.state
    snap, token = state.snapshot()
    kept = state.clone()
    assert type(state.lki) is not dict
    _resolve_shock(game, bears)
    assert bears in game.state.lki and bears not in kept.lki and bears in kept.objects
    state.restore(snap)
    assert bears not in state.lki and bears not in kept.lki and bears in state.objects


def test_608_2h_a_restored_snapshot_takes_out_the_last_known_information_added_since() -> None:
    """733, 608.2h: the last known information written after a snapshot (the Bears died) is taken out when it is
    restored, in place when no clone can share the dicts, and copied when one was made meanwhile (the clone's
    stays as it was); nested snapshots (a rules procedure's inside an action's) restore in turn."""
    game, bears = _shock_the_bears()
    state = game.state
    lki = state.own_lki()[0]
    before = len(lki)
    outer, _ = state.snapshot()
    inner, _ = state.snapshot()
    _resolve_shock(game, bears)
    assert bears in state.lki
    state.restore(inner)
    assert bears not in state.lki and len(state.lki) == before and state.lki is lki and bears in state.objects
    _resolve_shock(game, bears)
    held = state.clone()
    state.restore(outer)
    assert bears not in state.lki and state.lki is not held.lki and bears in held.lki


def test_733_a_state_restored_from_its_snapshot_is_the_state_it_was() -> None:
    """Issue 13: a snapshot holds the copied objects and zones and every other field's value (read in one
    call); restoring it after the Shock resolved (a creature died, its last known information written, 608.2h)
    gives back exactly the state before, and the game goes on the same from there."""
    game, bears = _shock_the_bears()
    state = game.state
    before = game.to_json()
    twin = game.clone()
    snap, _token = state.snapshot()
    _resolve_shock(game, bears)
    assert bears not in state.objects and game.to_json() != before
    state.restore(snap)
    assert game.to_json() == before and bears in state.objects and bears not in state.lki
    _resolve_shock(game, bears)
    _resolve_shock(twin, bears)
    assert game.to_json() == twin.to_json()


def test_733_a_compact_snapshot_leaves_the_state_a_copy_of_its_objects() -> None:
    """Issue 13: the snapshot of a whole action (Game.apply) keeps the state's own `objects` dict and hands the
    state an equal copy (compact: a dict that lost entries copies slowly); what happens next changes only the
    copy, and restoring the snapshot gives back exactly the state before (733)."""
    game, bears = _shock_the_bears()
    state = game.state
    before = game.to_json()
    objects = state.objects
    snap, _token = state.snapshot(compact=True)
    assert snap.objects is objects and state.objects is not objects and state.objects == objects
    _resolve_shock(game, bears)
    assert bears in snap.objects and bears not in state.objects  # (the Bears died: 704.5g)
    state.restore(snap)
    assert game.to_json() == before and bears in state.objects


@pytest.mark.pure_only("replaces play.game's execute, which compiled Game.apply calls directly")
def test_733_an_engine_error_leaves_the_game_as_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    """Game.apply restores its snapshot when the engine fails mid-action: the game is exactly as before."""
    game, bears = _shock_the_bears()
    before = game.to_json()
    from lithoform.play import game as game_module

    def failing(state, action):  # the engine fails after changing the state
        state.turn += 5
        state.objects.pop(bears)
        raise RuntimeError("boom")

    monkeypatch.setattr(game_module, "execute", failing)
    with pytest.raises(EngineError):
        game.apply(f"cast {game.find('Shock')}")
    assert game.to_json() == before


def test_704_3_a_kept_quiet_battlefield_is_compared_with_a_fresh_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """704.3, 704.5g (issue 13): a battlefield whose records are the very ones of a check that found nothing to do
    is quiet again; were the kept answer wrong (here: the Bears with lethal damage taken for a quiet
    battlefield), the check (on in the tests) says so rather than leave a dead creature on the battlefield."""
    from lithoform.rules import sba

    assert characteristics.CHECK_REUSE
    game, bears = _shock_the_bears()
    state = game.state
    state.set_obj(msgspec.structs.replace(state.objects[bears], damage=2))  # lethal damage (704.5g)
    assert sba._anything_applies(state)
    monkeypatch.setattr(sba, "_QUIET_BATTLEFIELD", {state.zones["battlefield"]: tuple(
        state.objects[oid] for oid in state.zones["battlefield"])})
    with pytest.raises(StaleCharacteristicsError):
        sba._anything_applies(state)


def test_704_3_a_battlefield_found_quiet_is_quiet_again_with_the_same_records() -> None:
    """704.3: with nothing changed on the battlefield since a check found no state-based action to perform, the
    next check finds none (kept by the records, issue 13); the Bears dealt lethal damage make a new record, and
    the check finds 704.5g applies."""
    from lithoform.rules import sba

    game, bears = _shock_the_bears()
    state = game.state
    assert not sba._anything_applies(state)
    assert state.zones["battlefield"] in sba._QUIET_BATTLEFIELD
    assert not sba._anything_applies(state)
    state.set_obj(msgspec.structs.replace(state.objects[bears], damage=2))
    assert sba._anything_applies(state)
