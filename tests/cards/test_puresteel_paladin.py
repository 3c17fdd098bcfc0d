"""Puresteel Paladin: "Whenever an Equipment enters the battlefield under your control, you may draw a card. /
Metalcraft — Equipment you control have equip {0} as long as you control three or more artifacts."
(702.6a; 611.3a: the condition is checked continuously)"""

from __future__ import annotations

from support import board, pass_both, pt, use_compiled

use_compiled("Puresteel Paladin", "Bonesplitter")

PALADIN = "Puresteel Paladin"


def _equips(game, oid: int) -> list[int]:
    return sorted({int(a.args[1]) for a in game.legal_actions() if a.kind == "activate" and a.args[0] == oid})


def test_ruling_equip_zero_with_three_artifacts_and_the_other_equip_still_there() -> None:
    """Ruling (2020-08-07): "You may still activate the Equipment's other equip abilities if you wish."
    With three artifacts, Bonesplitter has its own equip {1} and equip {0}; the {0} one needs no mana."""
    game = board({"battlefield": [PALADIN, "Bonesplitter", "Ornithopter", "Ornithopter", "Plains"]})
    splitter = game.find("Bonesplitter")
    assert _equips(game, splitter) == [1, 2]
    game.apply(f"activate {splitter} 2")
    game.apply(f"target {game.find(PALADIN)}")
    assert game.pending.kind == "priority"  # nothing to pay: equip {0}
    pass_both(game)
    assert pt(game, game.find(PALADIN)) == (4, 2)


def test_611_3a_fewer_than_three_artifacts_no_equip_zero() -> None:
    """Oracle: "as long as you control three or more artifacts": with two, Bonesplitter has only its own
    equip {1}."""
    game = board({"battlefield": [PALADIN, "Bonesplitter", "Ornithopter", "Plains"]})
    assert _equips(game, game.find("Bonesplitter")) == [1]
