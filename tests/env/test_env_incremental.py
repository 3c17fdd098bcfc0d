"""Issue 14: observe() and the encoder reuse what did not change between two observations (a zone's
unchanged card views, an encoder's unchanged object-table rows). What a player sees must be exactly what a
from-scratch computation gives (400.2: the same view, no more and no less), at every step of a game."""

from __future__ import annotations

import random

import pytest

np = pytest.importorskip("numpy")

from lithoform.play import observation  # noqa: E402
from lithoform.play.env import encoding  # noqa: E402
from lithoform.play.env.encoding import OBJ_SIZE, SLOTS, Encoder  # noqa: E402
from lithoform.play.env.games import new_game  # noqa: E402


class _Clone:
    """The game as observe() reads it, on a clone of its state: a clone has no change journal, so nothing
    the observer kept for the game's own state is reused."""

    def __init__(self, game) -> None:
        self.state, self._game = game.state.clone(), game

    @property
    def pending(self):
        return self._game.pending

    def legal_actions(self):
        return self._game.legal_actions()


def _fresh_observe(game, viewer: int) -> observation.Observation:
    observation._ZONES.clear()  # noqa: SLF001 - the caches under test, emptied for a from-scratch view
    observation._VIEWS.clear()  # noqa: SLF001
    return observation.observe(_Clone(game), viewer)


@pytest.mark.parametrize("seed", [1, 2])
def test_400_2_reused_views_and_rows_equal_a_from_scratch_observation_every_step(seed: int) -> None:
    game, rng = new_game(None, seed), random.Random(seed)
    encoders = [Encoder(0), Encoder(1)]
    steps = 0
    while not game.is_over and steps < 400:
        for viewer in (0, 1):
            reused = observation.observe(game, viewer)
            vec, mask, actions = encoders[viewer].encode(game)
            assert _fresh_observe(game, viewer) == reused
            fresh_vec, fresh_mask, fresh_actions = Encoder(viewer).encode(game)
            table = SLOTS * OBJ_SIZE  # the object table (a fresh encoder has no history of earlier turns)
            assert np.array_equal(vec[-table:], fresh_vec[-table:])
            assert np.array_equal(mask, fresh_mask) and actions == fresh_actions
        legal = [a for a in game.legal_actions() if a.kind != "concede"]
        game.apply(rng.choice(legal))
        steps += 1
    assert steps > 50


def _sorted_indices(legal, rows, viewer: int, pending=None) -> dict:
    """index_actions as it is specified: every action placed in its hidden-safe sorted order (a choice among
    words by the options' positions: tests/env/test_env_encoding.py)."""
    if pending is not None and pending.labels and pending.kind == "choose":
        return encoding.index_actions(legal, rows, viewer, words=True)
    keyed = sorted(((encoding._key(a, rows, viewer), a) for a in legal if a.kind != "concede"),  # noqa: SLF001
                   key=lambda ka: ka[0])
    out: dict = {}
    for (region, base, _canon), action in keyed:
        index = encoding._free(out, region, base)  # noqa: SLF001
        out[index if index is not None else encoding._free(out, "overflow", 0)] = action  # noqa: SLF001
    return out


def _assert_equals_plain(reused: list, plain: list, game, viewer: int) -> None:
    """The viewer's reused encoder gives the plain vector of a fresh observation and the sorted placement's
    indices (400.2: what it shows is exactly what a from-scratch look shows)."""
    vec, _mask, actions = reused[viewer].encode(game)
    seen = observation.observe(game, viewer)
    rows = encoding.table(seen)
    assert np.array_equal(vec, plain[viewer].vector(seen, rows))
    assert actions == _sorted_indices(seen.legal_actions, rows, viewer, seen.pending)


@pytest.mark.parametrize("auto_mana", [False, True])
def test_400_2_the_reused_global_part_and_sections_equal_the_plain_vector_and_indices(auto_mana: bool) -> None:
    """The encoder keeps an unchanged section's rows and the global features while what they are made of is
    the same, and places actions without sorting when no two want the same index: the whole vector equals
    the plain `vector(seen, table(seen))` of an encoder fed the same observations, and the indices those of
    the sorted placement, at every step (with and without the auto_mana game option)."""
    game, rng = new_game(None, 7, auto_mana=auto_mana), random.Random(7)
    reused, plain = [Encoder(0), Encoder(1)], [Encoder(0), Encoder(1)]
    steps = 0
    while not game.is_over and steps < 150:
        for viewer in (0, 1):
            _assert_equals_plain(reused, plain, game, viewer)
        legal = [a for a in game.legal_actions() if a.kind != "concede"]
        game.apply(rng.choice(legal))
        steps += 1
    assert steps > 50


@pytest.mark.parametrize("seed", [5, 6])
def test_400_2_only_the_deciding_seat_observing_equals_the_plain_vector_and_sorted_indices(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """As PettingZoo's loop does: only the player the game waits for is encoded, so each encoder skips the
    steps the other decides and catches up (ids moved meanwhile: a kept action's index only if it names no
    moved id). Every kept view, row and index is also compared with a fresh one (LITHOFORM_CHECK_LEGAL)."""
    monkeypatch.setattr(observation, "CHECK_VIEWS", True)
    monkeypatch.setattr(encoding, "CHECK_VIEWS", True)
    game, rng = new_game(None, seed), random.Random(seed)
    reused, plain = [Encoder(0), Encoder(1)], [Encoder(0), Encoder(1)]
    steps = 0
    while not game.is_over and steps < 400:
        viewer = game.pending.player
        _assert_equals_plain(reused, plain, game, viewer)
        legal = [a for a in game.legal_actions() if a.kind != "concede"]
        game.apply(rng.choice(legal))
        steps += 1
    assert steps > 50


@pytest.mark.parametrize(("first", "second", "seed"), [
    ("modern-2019-modern-challenge-merfolk", "modern-2019-modern-challenge-humans", 3),
    ("modern-2021-modern-challenge-hardened-scales", "legacy-2021-legacy-challenge-elves", 4),
])
def test_613_the_record_look_and_the_views_take_turns_and_equal_the_plain_vector(
        first: str, second: str, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """The encoder reads the records while what a row shows comes from the records alone, and the views
    (observe()) when characteristics need the layers (613: a lord, an anthem, counters that count, 604.3):
    real decks with lords and +1/+1 counters make it change paths mid-game, in both directions. At every step
    of the deciding seat (as PettingZoo asks) the vector equals the plain one and the indices the sorted
    placement; every kept row is checked against the views (LITHOFORM_CHECK_LEGAL)."""
    from pathlib import Path

    from lithoform.carddb import find_card
    from lithoform.play.decks import load_deck

    monkeypatch.setattr(observation, "CHECK_VIEWS", True)
    monkeypatch.setattr(encoding, "CHECK_VIEWS", True)
    folder = Path(__file__).resolve().parent.parent / "decks" / "real"
    decks = [[find_card(n).card.name for n in load_deck(folder / f"{stem}.txt", check_cards=False).cards()]
             for stem in (first, second)]
    game, rng = new_game(decks, seed), random.Random(seed)
    reused, plain = [Encoder(0), Encoder(1)], [Encoder(0), Encoder(1)]
    paths = set()
    steps = 0
    while not game.is_over and steps < 500:
        viewer = game.pending.player
        _assert_equals_plain(reused, plain, game, viewer)
        paths.add(reused[viewer]._look.active)  # noqa: SLF001 - which path made the table
        legal = [a for a in game.legal_actions() if a.kind != "concede"]
        game.apply(rng.choice(legal))
        steps += 1
    assert steps > 50
    assert paths == {True, False}, "both paths were taken"


@pytest.mark.parametrize("seed", [7, 8])
def test_400_2_more_permanents_than_rows_the_record_look_equals_the_plain_vector(
        seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """With more permanents than the object table has rows, the table shows the first ones (as table() does)
    and the rest still count: a land beyond the rows tapped for mana changes its controller's mana available
    (106.4), and the history counts every creature and land. The record look keeps doing the work (it no
    longer hands such boards to the views), and at every step its vector equals the plain one."""
    from lithoform.play.game import Game

    monkeypatch.setattr(observation, "CHECK_VIEWS", True)
    monkeypatch.setattr(encoding, "CHECK_VIEWS", True)
    lands = ["Mountain"] * 12 + ["Forest"] * 10
    game = Game.from_board({
        "active": "P1", "step": "main1", "seed": seed,
        "P1": {"battlefield": [*lands, "Grizzly Bears", "Llanowar Elves"], "hand": ["Shock", "Giant Growth"],
               "library": ["Forest", "Grizzly Bears"] * 10},
        "P2": {"battlefield": [*lands, "Raging Goblin"], "hand": ["Lightning Bolt"],
               "library": ["Mountain", "Raging Goblin"] * 10},
    })
    assert len(game.state.zones["battlefield"]) > encoding.SECTIONS[1][1]
    rng = random.Random(seed)
    reused, plain = [Encoder(0), Encoder(1)], [Encoder(0), Encoder(1)]
    record_look_steps = steps = 0
    while not game.is_over and steps < 150:
        viewer = game.pending.player
        _assert_equals_plain(reused, plain, game, viewer)
        record_look_steps += reused[viewer]._look.active  # noqa: SLF001 - which path made the table
        legal = [a for a in game.legal_actions() if a.kind != "concede"]
        game.apply(rng.choice(legal))
        steps += 1
    assert steps > 50
    assert record_look_steps > steps // 2


def test_400_2_one_seat_forgetting_its_look_leaves_the_other_seats_look_told_of_writes() -> None:
    """Each seat's record look is told the records written since its last look by a set of its own in the
    journal reader's followers. When one seat's look is forgotten (it declined: a lord, a search) while both
    sets are empty, only its own set may leave the followers: an equal set was taken instead, and the other
    seat then showed a land tapped after its last look as untapped (400.2: a player sees what is there).
    Found by random Esper Hero vs Mono-Black Devotion games under LITHOFORM_CHECK_LEGAL."""
    from lithoform.play.game import Game

    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Swamp", "Swamp"], "hand": ["Duress"]},
                            "P2": {"battlefield": ["Island"]}})
    reused = [Encoder(0), Encoder(1)]
    for enc in reversed(reused):  # (seat 1's set first in the followers: list.remove took the first equal one)
        enc.encode(game)
    assert not reused[0]._look.written and not reused[1]._look.written  # noqa: SLF001 - two equal, empty sets
    reused[0]._look.reset()  # noqa: SLF001 - as when seat 0's look declines
    swamp = next(a for a in game.legal_actions() if a.kind == "activate")
    game.apply(swamp)  # a Swamp tapped for mana: one record written
    vec, _mask, _actions = reused[1].encode(game)
    seen = observation.observe(game, 1)
    rows = encoding.table(seen)
    assert np.array_equal(vec, Encoder(1).vector(seen, rows))
    tapped_at = encoding._AT["tapped"]  # noqa: SLF001
    assert sum(vec[encoding._TABLE_AT:].reshape(SLOTS, OBJ_SIZE)[:, tapped_at]) == 1.0  # noqa: SLF001
