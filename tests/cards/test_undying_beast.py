"""Undying Beast: 'When Undying Beast dies, put it on top of its owner's library.' (603.6c; 401.4)"""

from __future__ import annotations

from support import board, cast, pass_both, pass_until, zone_names


def test_401_4_undying_beast_goes_on_top_and_is_the_next_card_drawn() -> None:
    """It dies to Lightning Bolt; its trigger puts it on top of the library (position 0, 401.1), so P1's next
    draw (121.1) takes it."""
    game = board({"battlefield": ["Undying Beast", "Mountain"], "hand": ["Lightning Bolt"],
                  "library": ["Island", "Island", "Plains"]})
    cast(game, "Lightning Bolt", game.find("Undying Beast"))
    pass_both(game)  # Bolt resolves; the Beast dies and its ability triggers
    pass_both(game)  # the ability resolves
    assert zone_names(game, "library") == ["Undying Beast", "Island", "Island", "Plains"]
    assert zone_names(game, "graveyard") == ["Lightning Bolt"]
    pass_until(game, "main1", turn=5)
    assert zone_names(game, "hand") == ["Undying Beast"]
