"""Stinkweed Imp: "Flying / Whenever Stinkweed Imp deals combat damage to a creature, destroy that creature. /
Dredge 5 (If you would draw a card, you may mill five cards instead. If you do, return this card from your
graveyard to your hand.)" (702.52a)"""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

use_compiled("Stinkweed Imp", "Golgari Thug")

LIB = ["Swamp", "Forest", "Island", "Mountain", "Plains", "Swamp", "Forest", "Island", "Mountain", "Plains"]


def _divination(graveyard: list[str]):  # noqa: ANN202
    game = board({"hand": ["Divination"], "graveyard": graveyard, "library": LIB,
                  "battlefield": basics(Island=3)})
    cast(game, "Divination")
    pass_both(game)
    return game


def test_ruling_dredge_replaces_any_draw_not_only_the_draw_steps() -> None:
    """Ruling (2021-03-19): "Dredge can replace any card draw, not only the one during your draw step."
    Divination's first draw is dredged; the second is a normal draw."""
    game = _divination(["Stinkweed Imp"])
    imp = game.find("Stinkweed Imp", zone="graveyard")
    game.apply(f"choose {imp}")
    assert names(game, "hand") == ["Stinkweed Imp", "Swamp"]  # the second draw: the sixth card, now on top
    assert sorted(names(game, "graveyard")) == sorted(["Divination", *LIB[:5]])


def test_ruling_each_draw_may_be_replaced_by_another_dredge_card_even_one_just_milled() -> None:
    """Ruling (2021-03-19): "If you're drawing multiple cards, each draw is performed one at a time. For
    example, if you're instructed to draw two cards and you replace the first draw with a dredge ability,
    another card with a dredge ability (including one that was milled by the first dredge ability) may be used
    to replace the second draw." The Thug milled by the Imp's dredge replaces the second draw."""
    game = board({"hand": ["Divination"], "graveyard": ["Stinkweed Imp"],
                  "library": ["Swamp", "Golgari Thug", *LIB], "battlefield": basics(Island=3)})
    cast(game, "Divination")
    pass_both(game)
    game.apply(f"choose {game.find('Stinkweed Imp', zone='graveyard')}")
    q = game.state.question  # (the Thug milled in the procedure being re-run: state/procedure.py)
    assert q is not None and q.labels == ("Golgari Thug (dredge 4)",)
    game.apply(f"choose {q.options[0]}")
    assert sorted(names(game, "hand")) == ["Golgari Thug", "Stinkweed Imp"]
