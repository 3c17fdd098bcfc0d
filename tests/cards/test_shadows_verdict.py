"""Shadows' Verdict ({3}{B}{B} sorcery): "Exile all creatures and planeswalkers with mana value 3 or less from the
battlefield and all creature and planeswalker cards with mana value 3 or less from all graveyards." (701.13a,
406.2; mechanics/exile_battlefield_and_graveyards). It has no rulings; the test checks the rules it cites: both
zones, every player's, only the matching objects (202.3: a card's mana value)."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled, zone_names

VERDICT = "Shadows' Verdict"
use_compiled(VERDICT)


def test_exiles_the_small_creatures_and_planeswalkers_and_the_matching_graveyard_cards() -> None:
    """701.13a, 406.2: Grizzly Bears (2) and Teferi, Time Raveler (3) on the battlefield and the Savannah Lions
    card (1) in a graveyard are exiled; Hill Giant (4), the land, the Hill Giant card and the instant card stay."""
    game = board({"hand": [VERDICT], "battlefield": [{"card": "Swamp", "count": 5}, "Grizzly Bears"],
                  "graveyard": ["Savannah Lions", "Lightning Bolt"]},
                 {"battlefield": ["Hill Giant", "Teferi, Time Raveler"], "graveyard": ["Hill Giant", "Grizzly Bears"]})
    cast(game, VERDICT)
    pass_both(game)
    assert sorted(zone_names(game, "exile")) == ["Grizzly Bears", "Grizzly Bears", "Savannah Lions",
                                                 "Teferi, Time Raveler"]  # the exile zone is shared (406.1)
    assert set(zone_names(game, "graveyard", 0)) == {"Lightning Bolt", VERDICT}
    assert zone_names(game, "graveyard", 1) == ["Hill Giant"]
    assert "Hill Giant" in zone_names(game, "battlefield", 1)
