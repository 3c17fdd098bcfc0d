"""Issue 14: the state's change journal (state/journal.py) and the observer that rebuilds only what it names.
Every view observe() keeps must equal one made anew (400.2: what a player sees, no more and no less), also
when characteristics change without any record being written (a continuous effect beginning or ending, 611.2,
514.2; a static ability, 613; a count, 604.3), after a rewind (733) and in a restarted state."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

np = pytest.importorskip("numpy")

from lithoform import Game  # noqa: E402
from lithoform.play import observation  # noqa: E402
from lithoform.play.env import encoding  # noqa: E402
from lithoform.play.env.encoding import Encoder  # noqa: E402
from lithoform.play.observation import observe  # noqa: E402
from lithoform.state.journal import Journal  # noqa: E402

ROOT = Path(__file__).resolve().parents[2] / "lithoform"


@pytest.fixture(autouse=True)
def _check_views(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every kept view is compared with one made anew (as under LITHOFORM_CHECK_LEGAL=1)."""
    monkeypatch.setattr(observation, "CHECK_VIEWS", True)


class _Clone:
    """The game on a clone of its state (no journal: nothing kept for the game's own state is reused)."""

    def __init__(self, game: Game) -> None:
        self.state, self._game = game.state.clone(), game

    @property
    def pending(self):  # noqa: ANN201
        return self._game.pending

    def legal_actions(self):  # noqa: ANN201
        return self._game.legal_actions()


def _observed(game: Game) -> list[observation.Observation]:
    """Both players' observations through the journal, checked against fresh ones and the encoder's vector
    against the plain one; returned for the test's own assertions."""
    out = []
    for viewer in (0, 1):
        kept = observe(game, viewer)
        assert kept == observe(_Clone(game), viewer)
        vec, _mask, actions = _ENCODERS[viewer].encode(game)
        rows = encoding.table(kept)
        assert np.array_equal(vec, _PLAIN[viewer].vector(kept, rows))
        assert actions == encoding.index_actions(kept.legal_actions, rows, viewer)
        out.append(kept)
    return out


_ENCODERS: list[Encoder] = []
_PLAIN: list[Encoder] = []


@pytest.fixture(autouse=True)
def _encoders() -> None:
    _ENCODERS[:] = [Encoder(0), Encoder(1)]
    _PLAIN[:] = [Encoder(0), Encoder(1)]


def _power(seen: observation.Observation, name: str) -> tuple[int | None, int | None]:
    card = next(c for c in (*seen.battlefield, *seen.hand) if c.name == name)
    return card.power, card.toughness


def _pass_until(game: Game, done) -> None:  # noqa: ANN001
    for _ in range(60):
        if done():
            return
        _observed(game)
        game.apply("pass" if game.pending.kind == "priority" else next(iter(game.legal_actions())))
    raise AssertionError("never got there")


def test_journal_no_module_writes_the_objects_dict_but_through_the_state() -> None:
    """Every write of a record goes through set_obj, put_obj or del_obj (which journal it): no module but the
    state's own writes `objects[...] =`, `del objects[...]` or `objects.pop(...)`; the whole dict is replaced
    only in a state being made (a saved game loaded) or with `replace_all()` after it (a restarted game)."""
    write = re.compile(r"objects\[[^\]]*\]\s*=[^=]|del\s+[\w.]*objects\[|objects\.(pop|update|setdefault|clear|"
                       r"__setitem__|__delitem__)\(|\.objects\s*=[^=]")
    bypass = []
    for path in ROOT.rglob("*.py"):
        lines = path.read_text().splitlines()
        for n, line in enumerate(lines):
            if path.name == "model.py" and path.parent.name == "state" or not write.search(line):
                continue
            if "replace_all()" in (lines[n + 1] if n + 1 < len(lines) else ""):
                continue
            if path.name == "serialize.py" and line.strip().startswith("s.objects = "):
                continue  # (a new state, the saved game's: no one observes it yet)
            bypass.append(f"{path.relative_to(ROOT)}:{n + 1}: {line.strip()}")
    assert bypass == []


def test_journal_set_obj_names_the_written_ids_and_a_clone_starts_without_one() -> None:
    game = Game.from_board({"active": "P1", "step": "main1", "P1": {"battlefield": ["Forest"]}})
    state = game.state
    assert state.journal is None  # (no one listens: nothing is journaled)
    observe(game, 0)
    journal = state.journal
    assert isinstance(journal, Journal)
    forest = game.find("Forest")
    game.apply(f"activate {forest} 1")  # 605: a mana ability: its record is written (tapped)
    assert forest in journal.written
    assert state.clone().journal is None


def test_733_a_rewound_state_is_observed_anew() -> None:
    """The state restored to a snapshot (733: an announcement undone, or an engine error) is not what the
    observer last saw: the journal's epoch makes it start over."""
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Mountain"], "hand": ["Shock"]}, "P2": {"hand": ["Forest"]}})
    snapshot = game.state.clone()
    _observed(game)
    game.apply(f"cast {game.find('Shock')}")
    before = _observed(game)
    assert [v.name for v in before[0].stack] == ["Shock"]
    epoch = game.state.journal.epoch
    game.state.restore(snapshot)
    assert game.state.journal.epoch == epoch + 1
    after = _observed(game)
    assert after[0].stack == () and [c.name for c in after[0].hand] == ["Shock"]


def test_611_2_giant_growth_changes_a_view_whose_record_was_not_written_and_ends_at_cleanup() -> None:
    """Giant Growth: 'Target creature gets +3/+3 until end of turn.' (611.2a, 613.4c; 514.2: it ends in the
    cleanup step). The Bears' view follows, though no record of theirs is written."""
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Forest", "Grizzly Bears"], "hand": ["Giant Growth"]}})
    assert _power(_observed(game)[1], "Grizzly Bears") == (2, 2)
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find('Giant Growth')}")
    while game.pending.kind != "priority":
        _observed(game)
        target = next((a for a in game.legal_actions() if bears in a.args), None)
        game.apply(target if target is not None else "autopay")
    _pass_until(game, lambda: not game.state.zones["stack"])
    assert [_power(seen, "Grizzly Bears") for seen in _observed(game)] == [(5, 5), (5, 5)]
    _pass_until(game, lambda: game.state.active == 1)
    assert [_power(seen, "Grizzly Bears") for seen in _observed(game)] == [(2, 2), (2, 2)]


def test_613_glorious_anthem_entering_changes_every_creatures_view() -> None:
    """Glorious Anthem: 'Creatures you control get +1/+1.' (613.4c): from a state without any continuous
    effect (each view from its record alone) to one with a static ability."""
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Plains", "Plains", "Plains", "Grizzly Bears"],
                                   "hand": ["Glorious Anthem"]}})
    assert _power(_observed(game)[0], "Grizzly Bears") == (2, 2)
    game.apply(f"cast {game.find('Glorious Anthem')}")
    while game.pending.kind != "priority":
        _observed(game)
        game.apply("autopay")
    _pass_until(game, lambda: not game.state.zones["stack"])
    assert [_power(seen, "Grizzly Bears") for seen in _observed(game)] == [(3, 3), (3, 3)]


def test_604_3_tarmogoyfs_count_changes_its_view_in_hand_and_on_the_battlefield() -> None:
    """Tarmogoyf: 'Tarmogoyf's power is equal to the number of card types among cards in all graveyards and
    its toughness is equal to that number plus 1.' (604.3: it functions in every zone). A Shock put into a
    graveyard changes both Goyfs' views, though neither record is written."""
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Mountain", "Tarmogoyf"], "hand": ["Shock", "Tarmogoyf"]}})
    seen = _observed(game)[0]
    assert sorted((c.power, c.toughness) for c in (*seen.battlefield, *seen.hand) if c.name == "Tarmogoyf") \
        == [(0, 1), (0, 1)]
    game.apply(f"cast {game.find('Shock')}")
    while game.pending.kind != "priority":
        _observed(game)
        target = next((a for a in game.legal_actions() if a.args and a.args[0] == -2), None)
        game.apply(target if target is not None else "autopay")
    _pass_until(game, lambda: not game.state.zones["stack"])
    seen = _observed(game)[0]
    assert sorted((c.power, c.toughness) for c in (*seen.battlefield, *seen.hand) if c.name == "Tarmogoyf") \
        == [(1, 2), (1, 2)]


def test_400_2_views_kept_by_their_stamp_equal_fresh_ones_at_every_step() -> None:
    """Issue 14: `views` answers an observation whose inputs are unchanged (a stamp of what it reads: the
    journal's counts, the zones, players, turn, combat, effects...) with its last answer. At every step of
    two random games, for both players, its answer equals one made on a clone (no journal, nothing kept),
    and asked again with nothing changed it is the very same answer."""
    from lithoform.play.agents import RandomAgent
    from lithoform.play.env.games import new_game

    for seed in (3, 4):
        game, agent = new_game(None, seed), RandomAgent(seed)
        for _ in range(400):
            if game.is_over:
                break
            pending = game.pending
            for viewer in (0, 1):
                got = observation.views(game.state, viewer, pending)
                clone = game.state.clone()
                assert got == (observation.visible_zones(clone, viewer, pending), observation.player_views(clone))
                again = observation.views(game.state, viewer, pending)
                assert again[0] is got[0] and again[1] is got[1]
            game.apply(agent.choose(game))


@pytest.mark.pure_only("replaces observation._patched, which compiled callers call directly")
def test_506_4_a_new_combat_value_without_attackers_keeps_the_battlefields_views(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """506.4: a creature's view reads combat only for what it attacks or blocks; combat's other values (its
    stage, the declaration being made) change at each combat step without changing any view. As combat
    begins with nothing attacking, the battlefield's views are kept as they are (no card looked at again) and
    equal fresh ones; a declared attacker changes its view."""
    game = Game.from_board({"active": "P1", "step": "main1", "P1": {"battlefield": ["Grizzly Bears"]}})
    before = _observed(game)[0]
    _pass_until(game, lambda: game.pending.kind == "priority" and game.pending.player == 1)
    looked: list[str] = []
    patched = observation._patched
    monkeypatch.setattr(observation, "_patched", lambda state, kept, key, *a: looked.append(key) or patched(state, kept, key, *a))
    _pass_until(game, lambda: game.state.combat is not None)
    assert game.state.combat.attackers == () and game.state.combat.blockers == ()
    after = _observed(game)[0]
    assert after.battlefield == before.battlefield and looked == []
    bears = game.find("Grizzly Bears")
    _pass_until(game, lambda: game.pending.kind == "attackers")
    game.apply(next(a for a in game.legal_actions() if a.kind == "attack" and a.args[0] == bears))
    if game.pending.kind == "attackers":
        game.apply("done")
    seen = _observed(game)[0]
    assert next(c for c in seen.battlefield if c.id == bears).attacking == -2  # (P2, 506.4)


def test_613_characteristics_found_anew_but_equal_keep_the_very_same_view() -> None:
    """Glorious Anthem: 'Creatures you control get +1/+1.' (613.4c). The characteristics cache is cleared at
    every zone change (a land played, 305.1); the bears' characteristics, found again through the layers, are
    a new value equal to the last: its view is the very same one (and equals a fresh one), still 3/3."""
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Glorious Anthem", "Grizzly Bears"], "hand": ["Mountain"]}})
    bears = game.find("Grizzly Bears")
    before = next(c for c in _observed(game)[0].battlefield if c.id == bears)
    chars_before = game.state.chars.get(bears)
    game.apply(f"play {game.find('Mountain')}")
    after = next(c for c in _observed(game)[0].battlefield if c.id == bears)
    assert game.state.chars.get(bears) is not chars_before  # (found anew)
    assert after is before and (after.power, after.toughness) == (3, 3)


@pytest.mark.pure_only("replaces observation.record_only, which compiled observe() calls directly")
def test_605_a_land_tapped_for_mana_carries_its_record_only_answer_over(monkeypatch: pytest.MonkeyPatch) -> None:
    """605.3a: tapping a Forest for mana rewrites its record (tapped) and nothing a face is read from: the new
    record's record_only answer is the old one's, carried over without looking the face up (record_only is
    never asked about it), and equals record_only's own."""
    from lithoform.rules.continuous.characteristics import record_only

    game = Game.from_board({"active": "P1", "step": "main1", "P1": {"battlefield": ["Forest", "Forest"]}})
    forest = game.find("Forest")
    _observed(game)
    asked: list[object] = []
    monkeypatch.setattr(observation, "record_only", lambda obj: asked.append(obj) or record_only(obj))
    game.apply(f"activate {forest} 1")
    _observed(game)
    record = game.state.objects[forest]
    assert record.tapped and record not in asked
    carried = observation._RECORD_ONLY.get(id(record))
    assert carried is not None and carried[0] is record and carried[1] == record_only(record) is True
