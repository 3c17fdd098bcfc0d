"""Issue 18, item 9: the `Game` API's optional action and turn caps. A game reaching one is stopped
unfinished: no winner, no legal action, a log line saying so (no rule of the game ends it)."""

from __future__ import annotations

import pytest

from lithoform import Game
from lithoform.play.agents import RandomAgent
from lithoform.play.decks import DEFAULT_DECKS, resolve_deck

DECKS = [resolve_deck(n).cards() for n in DEFAULT_DECKS]


def _play(game: Game, limit: int = 5000) -> None:
    agents = [RandomAgent(1), RandomAgent(2)]
    for _ in range(limit):
        if game.is_over:
            return
        game.apply(agents[game.pending.player].choose(game))


def test_an_action_cap_stops_the_game_unfinished() -> None:
    game = Game.new(DECKS, seed=3, max_actions=40)
    _play(game)
    assert game.is_over and game.winner is None and game.actions == 40
    assert game.pending.kind == "game_over" and list(game.legal_actions()) == []
    assert game.log()[-1].startswith("the game is stopped unfinished at its 40-action limit")


def test_a_turn_cap_stops_the_game_as_the_next_turn_begins() -> None:
    game = Game.new(DECKS, seed=3, max_turns=2)
    _play(game)
    assert game.is_over and game.winner is None and game.state.turn == 3
    assert "2-turn limit" in game.log()[-1]


def test_without_caps_the_same_game_goes_on() -> None:
    capped, free = Game.new(DECKS, seed=3, max_actions=40), Game.new(DECKS, seed=3)
    _play(capped)
    _play(free, 40)
    assert not free.is_over and free.actions == 40
    assert free.log()[:-1] == capped.log()[:len(free.log()) - 1]


def test_a_clone_keeps_the_caps_and_the_count() -> None:
    game = Game.new(DECKS, seed=3, max_actions=40)
    _play(game, 10)
    copy = game.clone()
    assert (copy.max_actions, copy.actions) == (40, 10)


@pytest.mark.parametrize("cap", [0, -1, 2.5, "10"])
def test_a_bad_cap_is_a_clear_error(cap: object) -> None:
    with pytest.raises(ValueError, match="max_actions must be a whole number"):
        Game.new(DECKS, max_actions=cap)  # type: ignore[arg-type]
