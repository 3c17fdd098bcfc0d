"""Eldrazi Mimic: "Whenever another colorless creature enters the battlefield under your control, you may change
Eldrazi Mimic's base power and toughness to that creature's power and toughness until end of turn."
(mechanics/change_base_pt: layer 7b, 613.4b; 611.2c; 608.2h)"""

from __future__ import annotations

from support import board, cast, lands, pass_both, use_compiled
from support.reading import pt

use_compiled("Eldrazi Mimic", "Matter Reshaper", "Grizzly Bears", "Giant Growth", "Ornithopter")

MIMIC = "Eldrazi Mimic"


def _pt(game, name: str) -> tuple[int | None, int | None]:
    return pt(game, game.find(name, zone="battlefield"))


def _accept(game) -> None:
    while game.pending.kind != "priority":
        options = [str(a) for a in game.legal_actions()]
        game.apply("yes" if "yes" in options else options[0])


def test_becomes_the_entering_colorless_creatures_size() -> None:
    """A colorless Matter Reshaper (3/2) enters: the Mimic (2/1) may become 3/2 until end of turn (514.2)."""
    game = board({"hand": ["Matter Reshaper"], "battlefield": [MIMIC, lands("Wastes", 3)]})
    cast(game, "Matter Reshaper")
    pass_both(game)  # the spell resolves; the trigger goes on the stack
    pass_both(game)
    _accept(game)
    assert _pt(game, MIMIC) == (3, 2)


def test_a_colored_creature_doesnt_trigger_it() -> None:
    game = board({"hand": ["Grizzly Bears"], "battlefield": [MIMIC, lands("Forest", 2)]})
    cast(game, "Grizzly Bears")
    pass_both(game)
    assert not game.state.stack
    assert _pt(game, MIMIC) == (2, 1)


def test_ruling_later_modifications_still_apply() -> None:
    """Ruling (2016-01-22): "Effects that modify Eldrazi Mimic's power and/or toughness but don't set its base
    power and/or toughness to specific values will apply no matter when they started to apply." Giant Growth
    (+3/+3, layer 7c) on the Mimic that copied an Ornithopter's 0/2 makes it 3/5."""
    game = board({"hand": ["Ornithopter", "Giant Growth"], "battlefield": [MIMIC, lands("Forest", 1)]})
    cast(game, "Giant Growth", game.find(MIMIC))
    pass_both(game)
    cast(game, "Ornithopter")
    pass_both(game)
    pass_both(game)
    _accept(game)
    assert _pt(game, MIMIC) == (3, 5)
