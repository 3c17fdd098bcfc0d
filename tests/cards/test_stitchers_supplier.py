"""Stitcher's Supplier, compiled from its Oracle text: 'When Stitcher's Supplier enters the battlefield or
dies, mill three cards.' (603.2: one ability with two trigger events; 603.6a, 603.10a). The card database
has no rulings for it."""

from __future__ import annotations

from support import board, cast, pass_both


def test_603_2_it_mills_three_as_it_enters_and_three_more_as_it_dies() -> None:
    game = board({"hand": ["Stitcher's Supplier", "Shock"], "battlefield": ["Swamp", "Mountain"]})
    cast(game, "Stitcher's Supplier")
    pass_both(game)
    pass_both(game)  # the enters trigger
    assert len(game.zone("graveyard", 0)) == 3
    cast(game, "Shock", game.find("Stitcher's Supplier"))
    pass_both(game)  # Shock resolves, the Supplier dies (704.5g): the dies trigger (603.10a)
    pass_both(game)
    # Shock, the Supplier and six milled cards
    assert len(game.zone("graveyard", 0)) == 8
