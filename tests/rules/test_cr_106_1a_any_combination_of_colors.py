"""106.1a: "There are five colors of mana: white, blue, black, red, and green." 'Add two mana in any combination of
colors' (Manamorphose): the player chooses, as the mana is added, the color of each (the same twice, or two
different). (mechanics/restricted_mana: `add_mana_any_combination`)"""

from __future__ import annotations

from support import board, cast, use_compiled

use_compiled("Manamorphose")


def _resolved(choice: str):
    game = board({"hand": ["Manamorphose"], "battlefield": ["Mountain", "Mountain"]})
    cast(game, "Manamorphose")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "choose" and len(game.pending.options) == 15  # 5 pairs of one color + 10 of two
    labels = [str(x) for x in (game.pending.labels or ())]
    index = next(i for i, lab in enumerate(labels) if lab.replace("{", "").replace("}", "") == choice) \
        if labels else {"GG": 14, "WU": 1}[choice]
    game.apply(f"choose {index}")
    return game


def test_106_1a_two_mana_of_different_colors() -> None:
    """'Add two mana in any combination of colors. Draw a card.': {W}{U} chosen."""
    game = _resolved("WU")
    assert sorted(m.type for m in game.state.players[0].pool) == ["U", "W"]
    assert len(game.state.zones["hand:0"]) == 1  # then it draws a card


def test_106_1a_two_mana_of_one_color() -> None:
    game = _resolved("GG")
    assert [m.type for m in game.state.players[0].pool] == ["G", "G"]
