"""Fuzzing actions (issue 18): random actions and garbage action texts on random states. A rejected action
raises IllegalActionError and leaves the state byte-identical (README: "leaves the game exactly as it
was"); an accepted one leaves a state whose invariants hold (400.1 zones, clone and JSON round trip)."""

from __future__ import annotations

import random

from fuzz_support import actions, games, mutate_text
from hypothesis import given
from hypothesis import strategies as st

from lithoform import Action, Game
from lithoform.play.game import EngineError, IllegalActionError
from lithoform.play.invariants import check_invariants


def _apply_checked(game: Game, action: Action | str | object) -> bool:
    """Applies `action`; True if accepted. Rejection must change nothing; acceptance must keep the
    invariants; an EngineError (an internal error) fails the test."""
    before = game.to_json()
    try:
        game.apply(action)  # type: ignore[arg-type]
    except IllegalActionError:
        assert game.to_json() == before, f"rejecting {action!r} changed the game"
        return False
    except EngineError as e:  # pragma: no cover - a finding
        raise AssertionError(f"{action!r}: {e}") from e
    check_invariants(game.state, round_trip=True)
    return True


@given(st.data(), games)
def test_random_actions_on_random_states(data: st.DataObject, game: Game) -> None:
    for _ in range(6):
        if game.is_over:
            break
        _apply_checked(game, data.draw(actions(game)))


@given(games, st.lists(st.text(max_size=60), min_size=1, max_size=6))
def test_garbage_action_texts_on_random_states(game: Game, texts: list[str]) -> None:
    for text in texts:
        _apply_checked(game, text)


@given(games, st.integers(0, 2 ** 32))
def test_mutated_legal_action_texts(game: Game, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(6):
        legal = list(game.legal_actions())
        if not legal:
            break
        _apply_checked(game, mutate_text(rng, str(rng.choice(legal))))


@given(games, st.one_of(st.none(), st.integers(), st.binary(max_size=20), st.lists(st.integers(), max_size=3),
                        st.builds(Action, st.one_of(st.none(), st.integers(), st.text(max_size=8)),
                                  st.one_of(st.none(), st.lists(st.integers(), max_size=2),
                                            st.tuples(st.one_of(st.floats(), st.booleans(), st.none()))))))
def test_values_that_are_not_actions_are_rejected(game: Game, value: object) -> None:
    _apply_checked(game, value)


@given(games)
def test_every_legal_action_text_round_trips_and_is_accepted(game: Game) -> None:
    """The text form of a legal action parses back to it (README: `Action.parse(str(a)) == a`)."""
    legal = list(game.legal_actions())
    for a in legal:
        assert Action.parse(str(a)) == a
    if legal:
        assert _apply_checked(game, str(legal[len(legal) // 2]))
