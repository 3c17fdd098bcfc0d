"""Issue 20: the seed gives away the whole game, so a game without a given seed draws one from `secrets`
(at least 64 bits), the generator is a keyed hash whose key its outputs don't reveal, agents get seeds
derived one way, and `lithoform play` shows the seed only when the game ends or when asked."""

from __future__ import annotations

import io
import re
import secrets

from lithoform import Game
from lithoform.interfaces import cli
from lithoform.interfaces.tui import play_terminal
from lithoform.play.agents import HeuristicAgent
from lithoform.play.decks import DEFAULT_DECKS, resolve_deck
from lithoform.state import rng
from lithoform.state.rng import HIDDEN_ID_BASE, derived_seed, fresh_seed, seed_key

DECKS = [resolve_deck(n).cards() for n in DEFAULT_DECKS]


def test_a_game_without_a_seed_uses_at_least_64_bits_from_secrets(monkeypatch) -> None:
    asked: list[int] = []

    def randbits(k: int) -> int:
        asked.append(k)
        return secrets.SystemRandom().getrandbits(k)

    monkeypatch.setattr(rng.secrets, "randbits", randbits)
    game = Game.new(DECKS)
    assert asked and asked[0] >= 64
    assert game.seed is not None
    assert Game.new(DECKS, seed=game.seed).to_json() == game.to_json()  # reproducible from its seed
    assert max(fresh_seed() for _ in range(8)).bit_length() > 64


def test_the_same_seed_gives_the_same_game_and_another_seed_another() -> None:
    assert Game.new(DECKS, seed=5).to_json() == Game.new(DECKS, seed=5).to_json()
    assert Game.new(DECKS, seed=5).zone("library") != Game.new(DECKS, seed=6).zone("library")


def test_agent_seeds_are_derived_one_way_and_differ_from_the_game_seed() -> None:
    a, b = derived_seed(7, "agent:P1"), derived_seed(7, "agent:P2")
    assert len({a, b, 7}) == 3 and a == derived_seed(7, "agent:P1")
    assert seed_key(7) != seed_key(8) and len(seed_key(7)) == 32


def test_hidden_ids_come_from_the_generator_and_carry_no_deck_order() -> None:
    """Library ids after the opening shuffle are fresh and in no order (issue 20: 'renumber libraries')."""
    game = Game.new(DECKS, seed=11)
    library = game.zone("library", 0)
    assert all(oid >= HIDDEN_ID_BASE for oid in library)
    assert list(library) != sorted(library)
    hand = game.zone("hand", 0)
    assert all(oid >= HIDDEN_ID_BASE for oid in hand)  # drawn cards get fresh ids too


def _play(lines: list[str], seed: int) -> str:
    out = io.StringIO()
    play_terminal(DECKS, HeuristicAgent(1), seed, io.StringIO("".join(x + "\n" for x in lines)), out,
                  width=120)
    return out.getvalue()


def test_play_shows_the_seed_only_when_the_game_ends_or_when_asked() -> None:
    seed = 123456789123456789
    text = _play(["board", "log", "quit"], seed)
    ended = text.index("P2 wins")
    assert str(seed) not in text[:ended]
    assert f"Game seed {seed}" in text[ended:]
    asked = _play(["seed", "quit"], seed)
    assert str(seed) in asked


def test_the_play_command_prints_no_seed_before_the_end(monkeypatch, capsys) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert cli.main(["play"]) == 0
    text = capsys.readouterr().out
    ended = text.index("P2 wins")
    assert "seed" not in text[:ended].lower()
    found = re.search(r"Game seed (\d+)", text[ended:])
    assert found and int(found.group(1)).bit_length() > 32
