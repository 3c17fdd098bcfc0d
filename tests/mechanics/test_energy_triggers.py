"""CR 122.1 and 603.2: 'Whenever you get one or more {E}, Territorial Gorger gets +2/+2 until end of turn.'
(compiled from its Oracle text): once for each event that gives its controller energy counters, however many."""

from __future__ import annotations

from support import board, resolve_stack

GORGER = "Territorial Gorger"


def _play(game, card: str) -> None:
    game.apply(f"play {game.find(card, zone='hand')}")
    resolve_stack(game)


def test_603_2_getting_energy_triggers_it_once_per_event() -> None:
    game = board({"battlefield": [GORGER], "hand": ["Aether Hub"]})
    _play(game, "Aether Hub")  # 'When Aether Hub enters, you get {E}.'
    assert game.chars(game.find(GORGER)).power == 2 + 2


def test_122_1_an_opponent_getting_energy_does_not_trigger_it() -> None:
    game = board({"hand": ["Aether Hub"]}, {"battlefield": [GORGER]})
    _play(game, "Aether Hub")
    assert game.chars(game.find(GORGER)).power == 2
