"""CR 701.48a learn: “Learn” means “You may discard a card. If you do, draw a card. If you didn't discard a card,
you may reveal a Lesson card you own from outside the game and put it into your hand.” Without a sideboard
(400.11a) the Lesson option has no card to reveal: learning is 'you may discard a card; if you do, draw a card'
(with one: tests/rules/test_cr_400_11_cards_outside_the_game.py). Played with the compiled Cram Session ('You
gain 4 life. Learn.')."""

from __future__ import annotations

from support import board, cast, hand_size, use_compiled, zone_names

CRAM = "Cram Session"
use_compiled(CRAM)


def _cast(hand: list[str]):
    game = board({"hand": [CRAM, *hand], "battlefield": ["Swamp", "Forest"]})
    cast(game, CRAM)
    game.apply("pass")
    game.apply("pass")
    return game


def test_701_48a_discard_a_card_then_draw_a_card() -> None:
    game = _cast(["Grizzly Bears"])
    assert game.pending.kind == "may", game.pending
    game.apply("yes")
    if game.pending.kind != "priority":  # which card to discard (only one in hand)
        game.apply(game.legal_actions()[0])
    assert "Grizzly Bears" in zone_names(game, "graveyard")
    assert hand_size(game) == 1  # the card drawn


def test_701_48a_no_card_to_discard_draws_nothing() -> None:
    """'If you do, draw a card': with an empty hand nothing is discarded, so nothing is drawn; and with no cards
    outside the game there is no Lesson to reveal."""
    game = _cast([])
    if game.pending.kind == "may":
        game.apply("yes")
    assert hand_size(game) == 0
