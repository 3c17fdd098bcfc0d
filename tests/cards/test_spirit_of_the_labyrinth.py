"""Spirit of the Labyrinth: "Each player can't draw more than one card each turn." (101.2, 121.1)"""

from __future__ import annotations

from support import basics, board, cast, hand_size, pass_both, use_compiled

use_compiled("Spirit of the Labyrinth", "Divination")

SPIRIT = "Spirit of the Labyrinth"


def test_ruling_a_spell_drawing_several_draws_just_one() -> None:
    """Ruling (2014-02-01): "If you haven't drawn any cards in a turn, and a spell or ability would cause you
    to draw multiple cards, you'll just draw one card." """
    game = board({"hand": ["Divination"], "battlefield": [SPIRIT, *basics(Island=3)]})
    cast(game, "Divination")
    before = hand_size(game, 0)
    pass_both(game)
    assert hand_size(game, 0) == before + 1


def test_ruling_a_card_drawn_before_it_arrived_counts() -> None:
    """Ruling (2014-02-01): "If you draw a card, and then Spirit of the Labyrinth enters the battlefield, you
    won't be able to draw more cards that turn." P1 drew in its draw step; then casts the Spirit and
    Divination: no card."""
    game = board({"hand": [SPIRIT, "Divination"], "battlefield": basics(Plains=2, Island=3)}, step="upkeep")
    pass_both(game)  # on to the draw step: P1 draws
    while game.state.step != "main1":
        game.apply("pass")
    cast(game, SPIRIT)
    pass_both(game)
    cast(game, "Divination")
    before = hand_size(game, 0)
    pass_both(game)
    assert hand_size(game, 0) == before


def test_ruling_subsequent_draws_are_ignored_even_from_an_empty_library() -> None:
    """Ruling (2014-02-01): "You can draw a maximum of one card on each player's turn. Subsequent card draws
    are ignored." An ignored draw from an empty library doesn't lose the game (704.5b needs a draw)."""
    game = board({"hand": ["Divination"], "battlefield": [SPIRIT, *basics(Island=3)], "library": ["Island"]})
    cast(game, "Divination")
    pass_both(game)
    assert not game.state.players[0].drew_from_empty and not game.is_over
