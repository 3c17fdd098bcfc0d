"""614.1c, 614.12: 'enters tapped unless [condition]' and 'as ~ enters, you may pay N life; if you don't, it
enters tapped' are replacement effects that modify how a permanent enters. The condition is checked, and
the choice made, as it enters, before it is on the battlefield; 119.4: life can be paid only by a player
whose life total is at least that amount. (The lands themselves: tests/cards/test_*_lands.py.)"""

from __future__ import annotations

from support import board, events, life, names

from lithoform import Game


def _play(game: Game, name: str) -> None:
    game.apply(f"play {game.find(name, zone='hand')}")


def _tapped(game: Game, name: str) -> bool:
    return bool(game.state.objects[game.find(name)].tapped)


def test_614_1c_condition_met_enters_untapped() -> None:
    game = board({"battlefield": ["Island"], "hand": ["Glacial Fortress"]})
    _play(game, "Glacial Fortress")
    assert not _tapped(game, "Glacial Fortress")
    assert not events(game, "enters_tapped")


def test_614_1c_condition_not_met_enters_tapped_and_says_why() -> None:
    game = board({"battlefield": ["Forest"], "hand": ["Glacial Fortress"]})
    _play(game, "Glacial Fortress")
    assert _tapped(game, "Glacial Fortress")
    assert any("enters tapped" in line and "614.1c" in line for line in game.log())


def test_614_1c_the_condition_counts_permanents_of_its_controller_only() -> None:
    """'you control': an opponent's Island doesn't count."""
    game = board({"battlefield": ["Forest"], "hand": ["Glacial Fortress"]}, {"battlefield": ["Island"]})
    _play(game, "Glacial Fortress")
    assert _tapped(game, "Glacial Fortress")


def test_614_1c_or_fewer_counts_the_others_at_most() -> None:
    """'two or fewer other lands': two others, untapped; three, tapped."""
    for others, tapped in ((0, False), (2, False), (3, True)):
        game = board({"battlefield": [{"card": "Forest", "count": others}] if others else [],
                      "hand": ["Seachrome Coast"]})
        _play(game, "Seachrome Coast")
        assert _tapped(game, "Seachrome Coast") is tapped, others


def test_614_1c_or_more_counts_the_others_at_least() -> None:
    for others, tapped in ((0, True), (1, True), (2, False)):
        game = board({"battlefield": [{"card": "Forest", "count": others}] if others else [],
                      "hand": ["Deserted Beach"]})
        _play(game, "Deserted Beach")
        assert _tapped(game, "Deserted Beach") is tapped, others


def test_614_12_the_choice_to_pay_life_is_asked_as_it_enters() -> None:
    game = board({"hand": ["Hallowed Fountain"]})
    _play(game, "Hallowed Fountain")
    assert game.pending.kind == "may" and game.pending.player == 0
    assert "Hallowed Fountain" in names(game, "hand")  # not yet on the battlefield while asked (614.12)
    game.apply("yes")
    assert not _tapped(game, "Hallowed Fountain")
    assert life(game, 0) == 18
    assert game.state.players[0].lands_played == 1
    assert game.pending.kind == "priority" and game.pending.player == 0  # 116.3c / 117.3c: priority again


def test_614_12_declining_enters_tapped_and_costs_no_life() -> None:
    game = board({"hand": ["Hallowed Fountain"]})
    _play(game, "Hallowed Fountain")
    game.apply("no")
    assert _tapped(game, "Hallowed Fountain")
    assert life(game, 0) == 20


def test_119_4_too_little_life_to_pay_no_choice_and_enters_tapped() -> None:
    game = board({"life": 1, "hand": ["Hallowed Fountain"]})
    _play(game, "Hallowed Fountain")
    assert game.pending.kind == "priority"
    assert _tapped(game, "Hallowed Fountain")
    assert life(game, 0) == 1


def test_614_12_a_land_that_asks_leaves_the_game_as_it_was_until_answered() -> None:
    """The question is posed with the game as before the land was played (the procedure reruns)."""
    game = board({"hand": ["Hallowed Fountain"]})
    before = game.state.players[0].lands_played
    _play(game, "Hallowed Fountain")
    assert game.state.players[0].lands_played == before
    assert not events(game, "play_land")


def test_a_set_up_board_is_as_listed() -> None:
    """Set-up permanents entered before the game's first decision: their `tapped` says whether they are
    tapped (SCENARIO-FORMAT, set-up), so no condition is read and no life is asked for."""
    game = board({"battlefield": ["Hallowed Fountain", "Glacial Fortress", {"card": "Seachrome Coast",
                                                                            "tapped": True}]})
    assert not _tapped(game, "Hallowed Fountain") and not _tapped(game, "Glacial Fortress")
    assert _tapped(game, "Seachrome Coast")
    assert life(game, 0) == 20


def test_614_1c_if_two_or_more_other_lands_it_enters_tapped() -> None:
    """'If you control two or more other lands, Cave of the Frost Dragon enters the battlefield tapped.'"""
    game = board({"battlefield": ["Plains"], "hand": ["Cave of the Frost Dragon"]})
    _play(game, "Cave of the Frost Dragon")
    assert not _tapped(game, "Cave of the Frost Dragon")
    game = board({"battlefield": ["Plains", "Plains"], "hand": ["Cave of the Frost Dragon"]})
    _play(game, "Cave of the Frost Dragon")
    assert _tapped(game, "Cave of the Frost Dragon")
