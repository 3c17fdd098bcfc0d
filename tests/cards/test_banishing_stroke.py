"""Banishing Stroke ({5}{W} instant): 'Put target artifact, creature, or enchantment on the bottom of its
owner's library. / Miracle {W}' (702.94a)."""

from __future__ import annotations

from support import board, names, pass_both, resolve_stack, use_compiled, zone_names

use_compiled("Banishing Stroke", "Think Twice")

STROKE = "Banishing Stroke"


def test_ruling_any_turn_if_first_card_drawn_that_turn() -> None:
    """Ruling (2018-07-13): "You can reveal and cast a card with miracle on any turn, not just your own, if it's
    the first card you've drawn that turn." P1 draws it with Think Twice on P2's turn."""
    game = board({"library": [STROKE, "Plains"], "hand": ["Think Twice"],
                  "battlefield": [{"card": "Island", "count": 2}, "Plains"]},
                 {"battlefield": ["Grizzly Bears"]}, active="P2")
    game.apply("pass", "P2")
    game.apply(f"cast {game.find('Think Twice')}", "P1")
    game.apply("autopay")
    pass_both(game)  # Think Twice resolves: the first card P1 draws this turn is the Stroke
    assert game.pending.kind == "may" and game.pending.player == 0
    game.apply("yes")
    pass_both(game)  # the miracle trigger resolves
    game.apply("yes")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    resolve_stack(game)
    assert "Grizzly Bears" not in names(game, "battlefield", 1)
    assert STROKE in zone_names(game, "graveyard")


def test_ruling_if_not_cast_it_remains_in_hand() -> None:
    """Ruling (2018-07-13): "You still draw the card, whether you use the miracle ability or not. [...] If you
    don't cast the card using its miracle ability, it will remain in your hand.\""""
    game = board({"library": [STROKE], "battlefield": ["Plains"]}, {"battlefield": ["Grizzly Bears"]},
                 step="upkeep")
    game.apply("pass")
    game.apply("pass")
    game.apply("yes")
    game.apply("pass")
    game.apply("pass")
    game.apply("no")
    assert STROKE in zone_names(game, "hand")
