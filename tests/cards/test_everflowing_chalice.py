"""Everflowing Chalice: "Multikicker {2} / Everflowing Chalice enters the battlefield with a charge counter on it
for each time it was kicked. / {T}: Add {C} for each charge counter on Everflowing Chalice." (702.33c)"""

from __future__ import annotations

from support import board, counters, pass_both, use_compiled

use_compiled("Everflowing Chalice")


def test_ruling_cast_without_kicking_it_makes_no_mana() -> None:
    """Ruling (2021-03-19): "You can cast Everflowing Chalice without kicking it at all if you wish. However, if
    Everflowing Chalice has no charge counters on it, activating its last ability won't produce any mana.\""""
    game = board({"hand": ["Everflowing Chalice"]})
    game.apply(f"cast {game.find('Everflowing Chalice', zone='hand')}")
    assert "additional kicker" not in [str(a) for a in game.legal_actions()]  # no mana to kick it with
    game.apply("additional none")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    chalice = game.find("Everflowing Chalice")
    assert counters(game, chalice, "charge") == 0
    game.apply(f"activate {chalice} 1")
    assert game.state.players[0].pool == ()
