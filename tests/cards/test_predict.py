"""Predict ({1}{U} instant): 'Choose a card name, then target player mills a card. If a card with the chosen name
was milled this way, you draw two cards. Otherwise, you draw a card.' (201.3 naming a card, 701.17a mill, 607.2d:
the name the spell chose, 608.2c: the cards milled this way)."""

from __future__ import annotations

from support import board, hand_size, resolve_stack, use_compiled, zone_names

PREDICT = "Predict"

use_compiled(PREDICT)


def _predicting(name: str, top: str):
    """P1 casts Predict targeting P2, whose library's top card is `top`, and names `name`."""
    game = board({"hand": [PREDICT], "battlefield": [{"card": "Island", "count": 2}]},
                 {"library": [top, "Island", "Island"]})
    game.apply(f"cast {game.find(PREDICT)}")
    game.apply("target P2")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass", "P2")
    p = game.pending
    assert p.kind == "choose" and "card name" in p.prompt
    game.apply(f"choose {p.options[p.labels.index(name)]}")
    resolve_stack(game)
    return game


def test_the_named_card_milled_draws_two() -> None:
    """The top card of the target player's library is the chosen name: 'you draw two cards'."""
    game = _predicting("Lightning Bolt", "Lightning Bolt")
    assert zone_names(game, "graveyard", 1) == ["Lightning Bolt"]
    assert hand_size(game) == 2


def test_another_name_draws_one() -> None:
    """'Otherwise, you draw a card.'"""
    game = _predicting("Counterspell", "Lightning Bolt")
    assert zone_names(game, "graveyard", 1) == ["Lightning Bolt"]
    assert hand_size(game) == 1
