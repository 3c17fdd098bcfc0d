"""The priority listing (117.1a, 307.1, 305.2, 602.5, 605.3a) is kept and reused while nothing it is worked
out from changes (issue 13): the same seeds give the same games, and each reuse equals a fresh listing (the
test suite compares every reuse: tests/conftest.py)."""

from __future__ import annotations

import pytest

from lithoform import Game
from lithoform.play.agents import RandomAgent
from lithoform.play.starter_decks import COPIES_AND_LAYERS, FOUR_COLOR, RED_ARTIFACTS, expand
from lithoform.rules import legal
from lithoform.rules.legal import IncrementalListingError, legal_actions


def _random_game(seed: int, decks: tuple, auto_mana: bool = False, limit: int = 4000) -> Game:
    game = Game.new([expand(decks[0])[::2], expand(decks[1])[::2]], seed=seed, auto_mana=auto_mana)
    agents = [RandomAgent(2 * seed), RandomAgent(2 * seed + 1)]
    for _ in range(limit):
        if game.is_over:
            break
        game.apply(agents[game.pending.player].choose(game))
        assert list(legal_actions(game.state)) == list(legal_actions(game.state.clone())), \
            "the listing differs from one worked out afresh (a clone starts with empty caches)"
    return game


@pytest.mark.parametrize("seed", range(4))
def test_reused_priority_listings_equal_fresh_ones_in_random_games(seed: int) -> None:
    assert legal.CHECK_INCREMENTAL  # (each reuse is compared with a fresh listing as well)
    decks = ((RED_ARTIFACTS, FOUR_COLOR), (COPIES_AND_LAYERS, RED_ARTIFACTS))[seed % 2]
    _random_game(seed, decks)


def test_a_stale_reuse_is_caught_by_the_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were the cache to miss something a listing depends on, the check says so rather than letting a wrong
    listing through: here every earlier listing is taken to still hold."""
    monkeypatch.setattr(legal._Depends, "holds", lambda self, state, player, sorcery_ok, step: True)
    with pytest.raises(IncrementalListingError):
        _random_game(1, (RED_ARTIFACTS, FOUR_COLOR), limit=400)


def _listings_across_upkeep_and_draw(monkeypatch: pytest.MonkeyPatch, p1_library: list[str]) -> list[tuple[str, int]]:
    """P1 passes in their first upkeep, P2 passes, and P1 has priority in their draw step (no draw on the first
    turn, 103.8a): nothing else P1's listing depends on changed, but the step did. The listings worked out
    afresh, by step and player; the listing is the same in both steps."""
    game = Game.from_board({"active": "P1", "turn": 1, "step": "upkeep",
                            "P1": {"hand": ["Shock"], "battlefield": ["Mountain"], "library": p1_library},
                            "P2": {"library": ["Plains"]}})
    fresh: list[tuple[str, int]] = []
    real = legal._priority_fresh
    monkeypatch.setattr(legal, "CHECK_INCREMENTAL", False)  # (the check would list afresh to compare)
    monkeypatch.setattr(legal, "_priority_fresh", lambda state, player: (fresh.append((state.step, player)),
                                                                         real(state, player))[1])
    first = [str(a) for a in game.legal_actions()]
    game.apply("pass")
    game.apply("pass")
    assert (game.state.step, game.pending.player) == ("draw", 0)
    assert [str(a) for a in game.legal_actions()] == first == ["pass", f"activate {game.find('Mountain')} 1",
                                                               f"cast {game.find('Shock')}", "concede"]
    return fresh


@pytest.mark.pure_only("replaces legal._priority_fresh, which compiled callers call directly")
def test_the_listing_of_another_step_is_worked_out_again_where_a_restriction_reads_the_step(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """117.3d, 117.4, 602.5b: with Colossus of Sardia in the game ('Activate only during your upkeep'; a card in
    the library is in the game, and an effect may bring it out) the step is among what the listing depends on:
    it is worked out again in the draw step."""
    fresh = _listings_across_upkeep_and_draw(monkeypatch, ["Plains", "Colossus of Sardia"])
    assert fresh == [("upkeep", 0), ("draw", 0)]  # (P2 passed without listing: passing is always legal, 117.3d)


@pytest.mark.pure_only("replaces legal._priority_fresh, which compiled callers call directly")
def test_the_listing_is_kept_across_steps_where_nothing_reads_the_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """117.3d, 307.1: with no restriction that names a step in the game (STEP_READERS), a listing reads the step
    only through the timing (a main phase, in the key) and combat (in the key): the upkeep's listing is kept in
    the draw step (issue 13) and equals a fresh one."""
    fresh = _listings_across_upkeep_and_draw(monkeypatch, ["Plains"])
    assert fresh == [("upkeep", 0)]
