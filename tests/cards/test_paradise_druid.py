"""Paradise Druid, compiled from its Oracle text: 'Paradise Druid has hexproof as long as it's untapped.'
(611.3a: checked continuously; 110.5: tapped is a status; 702.11 hexproof)"""

from __future__ import annotations

from support import board, pass_until

DRUID = "Paradise Druid"


def test_611_3a_tapped_for_mana_it_loses_hexproof() -> None:
    game = board({"battlefield": [DRUID]}, {"battlefield": ["Mountain"], "hand": ["Shock"]})
    druid = game.find(DRUID)
    assert "hexproof" in game.chars(druid).keywords
    game.apply(f"activate {druid} 1 mana:G")
    assert game.state.objects[druid].tapped
    assert "hexproof" not in game.chars(druid).keywords


def test_611_3a_it_regains_hexproof_as_it_untaps() -> None:
    game = board({"battlefield": [{"card": DRUID, "tapped": True}]}, active="P2", step="end")
    druid = game.find(DRUID)
    assert "hexproof" not in game.chars(druid).keywords
    pass_until(game, "upkeep")  # P1's untap step untaps it (502.3)
    assert "hexproof" in game.chars(druid).keywords
