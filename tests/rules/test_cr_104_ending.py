"""CR 104: ending the game. A player wins when their opponents have left (104.2a); ways to lose (104.3a
conceding, 104.3b life, 104.3c drawing past the library, 104.3d poison); a draw when all lose at once
(104.4a). The game ends immediately (104.1): nothing is legal afterwards."""

from __future__ import annotations

from support import board, cast, pass_both, zone_names


def test_104_1_the_game_ends_immediately():
    """104.1: 'A game ends immediately when a player wins': no decision is pending and nothing is legal."""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, {"life": 3})
    cast(game, game.find("Lightning Bolt"), "P2")
    pass_both(game)
    assert game.is_over
    assert game.pending.kind == "game_over"
    assert list(game.legal_actions()) == []


def test_104_2a_the_last_player_in_the_game_wins():
    """104.2a: 'A player still in the game wins the game if that player's opponents have all left the
    game.'"""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, {"life": 3})
    cast(game, game.find("Lightning Bolt"), "P2")
    pass_both(game)
    assert game.winner == 0
    assert game.state.players[1].lost and not game.state.players[0].lost


def test_104_3a_a_player_can_concede():
    """104.3a: 'A player can concede the game at any time. ... That player loses the game.'"""
    game = board()
    game.apply("concede")
    assert game.is_over and game.winner == 1
    assert game.state.players[0].lost


def test_104_3a_a_player_can_concede_in_the_middle_of_a_decision():
    """104.3a: 'at any time' — P2, choosing cards to discard for Mind Rot, concedes instead."""
    game = board({"battlefield": ["Swamp"] * 3, "hand": ["Mind Rot"]},
                 {"hand": ["Forest", "Island", "Shock"]})
    cast(game, game.find("Mind Rot"), "P2")
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 1
    game.apply("concede")
    assert game.is_over and game.winner == 0


def test_104_3b_zero_life_loses_when_a_player_would_receive_priority():
    """104.3b: 'If a player's life total is 0 or less, that player loses the game the next time a player
    would receive priority.'"""
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, {"life": 3})
    cast(game, game.find("Lightning Bolt"), "P2")
    assert not game.is_over
    pass_both(game)
    assert game.state.players[1].life == 0 and game.state.players[1].lost


def test_104_3c_drawing_more_cards_than_the_library_holds():
    """104.3c: 'If a player is required to draw more cards than are left in their library, they draw the
    remaining cards and then lose the game the next time a player would receive priority.'"""
    game = board({"battlefield": ["Island"] * 3, "hand": ["Divination"], "library": ["Serra Angel"]})
    cast(game, game.find("Divination"))
    pass_both(game)
    assert zone_names(game, "hand") == ["Serra Angel"]
    assert game.is_over and game.winner == 1


def test_104_3d_ten_poison_counters_lose():
    """104.3d: 'If a player has ten or more poison counters, that player loses the game'."""
    game = board({"poison": 11})
    assert game.is_over and game.winner == 1


def test_104_4a_all_players_losing_at_once_is_a_draw():
    """104.4a: 'If all the players remaining in a game lose simultaneously, the game is a draw.' P1 with ten
    poison counters and P2 with 0 life lose in the same state-based action check."""
    game = board({"poison": 10}, {"life": 0})
    assert game.is_over and game.winner is None
