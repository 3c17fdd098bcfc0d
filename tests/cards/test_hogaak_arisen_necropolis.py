"""Hogaak, Arisen Necropolis: "You can't spend mana to cast this spell. Convoke, delve. You may cast Hogaak, Arisen
Necropolis from your graveyard." (mechanics/no_mana_spent: 601.2g-h, 101.2; convoke 702.51a, delve 702.66a)"""

from __future__ import annotations

from support import board, lands, use_compiled

use_compiled("Hogaak, Arisen Necropolis", "Grizzly Bears")

HOGAAK = "Hogaak, Arisen Necropolis"


def _actions(game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def test_cast_from_the_graveyard_with_convoke_and_delve_only() -> None:
    """Two green creatures convoke the two hybrid symbols and five cards exiled from the graveyard pay {5}; no mana
    ability nor the auto-payer is offered while it is paid; once nothing is left the cost is paid (601.2h)."""
    game = board({"graveyard": [HOGAAK] + ["Grizzly Bears"] * 5,
                  "battlefield": ["Grizzly Bears", "Grizzly Bears", lands("Forest", 5)]})
    game.apply(f"cast {game.find(HOGAAK, zone='graveyard:0')} graveyard")
    assert game.pending.kind == "pay"
    assert "autopay" not in _actions(game) and not any(a.startswith("activate") for a in _actions(game))
    assert "pay" not in _actions(game)
    while game.pending.kind == "pay":  # the creatures pay the hybrid symbols, the graveyard the generic mana
        options = _actions(game)
        game.apply(next((a for a in options if a.startswith("convoke") and a.endswith(" G")), None)
                   or next(a for a in options if a.startswith("delve")))
    assert game.find(HOGAAK, zone="stack")
    assert all(not game.state.objects[f].tapped for f in game.state.zones["battlefield"]
               if game.state.objects[f].card == "Forest")


def test_lands_alone_cant_cast_it() -> None:
    """101.2: 'can't spend mana' wins: with lands and no creature or graveyard cards, it isn't castable."""
    game = board({"hand": [HOGAAK], "battlefield": [lands("Forest", 7)]})
    assert f"cast {game.find(HOGAAK, zone='hand')}" not in _actions(game)


def test_ruling_delve_pays_only_generic() -> None:
    """Ruling (2021-03-19): "You can exile cards to pay only for generic mana": seven cards in the graveyard and no
    creature to convoke leave the hybrid symbols unpaid, so it can't be cast."""
    game = board({"hand": [HOGAAK], "graveyard": ["Grizzly Bears"] * 7, "battlefield": [lands("Forest", 2)]})
    assert f"cast {game.find(HOGAAK, zone='hand')}" not in _actions(game)
