"""CR 508.1m: abilities that trigger on attackers being declared, with a number of attackers: 'whenever ~ and
at least two other creatures attack' and 'whenever you attack with two or more creatures with flying'
(once per declaration)."""

from __future__ import annotations

from support import triggers

from lithoform import Game


def _attack(mine: list, attackers: list[str]) -> Game:
    game = Game.from_board({"active": "P1", "turn": 3, "step": "beginning_of_combat",
                            "P1": {"battlefield": mine, "library": ["Forest"] * 3}, "P2": {}})
    game.apply("pass")
    game.apply("pass")
    for name in attackers:
        game.apply(f"attack {game.find(name)} P2")
    game.apply("done")
    return game


def test_508_1m_makeshift_battalion_needs_two_other_attackers():
    """Makeshift Battalion: 'Whenever Makeshift Battalion and at least two other creatures attack, put a
    +1/+1 counter on Makeshift Battalion.'"""
    board = ["Makeshift Battalion", "Grizzly Bears", "Llanowar Elves"]
    assert triggers(_attack(board, board), "Makeshift Battalion") == 1
    assert triggers(_attack(board, board[:2]), "Makeshift Battalion") == 0


def test_508_1m_tide_skimmer_triggers_once_for_two_flyers():
    """Tide Skimmer: 'Whenever you attack with two or more creatures with flying, draw a card.'"""
    board = ["Tide Skimmer", "Serra Angel", "Grizzly Bears"]
    assert triggers(_attack(board, board), "Tide Skimmer") == 1
    assert triggers(_attack(board, [board[0], board[2]]), "Tide Skimmer") == 0
