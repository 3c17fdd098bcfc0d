"""Niv-Mizzet Reborn: 'When ~ enters the battlefield, reveal the top ten cards of your library. For each color pair,
choose a card that's exactly those colors from among them. Put the chosen cards into your hand and the rest on the
bottom of your library in a random order.' (105.1, 701.20a; mechanics/library_look's color-pair step)."""

from __future__ import annotations

from support import board, names, pass_both, resolve_stack, use_compiled

from lithoform import Game

use_compiled("Niv-Mizzet Reborn")

TOP_TEN = ["Azorius Charm", "Dovin's Veto", "Lightning Helix", "Izzet Charm", "Lightning Bolt", "Kolaghan's Command",
           "Abrupt Decay", "Boros Charm", "Island", "Forest"]


def _cast_niv(pick: str) -> Game:
    game = board({"hand": ["Niv-Mizzet Reborn"], "battlefield": ["Plains", "Island", "Swamp", "Mountain", "Forest"],
                  "library": [*TOP_TEN, "Swamp", "Swamp"]})
    game.apply(f"cast {game.find('Niv-Mizzet Reborn')}")
    while game.pending.kind != "priority":
        game.apply(str(next(a for a in game.legal_actions() if str(a) != "concede")))
    pass_both(game)  # Niv-Mizzet resolves; its trigger goes on the stack
    for _ in range(20):
        p = game.pending
        if p.kind == "choose":
            wanted = [o for o in p.options if game.chars(o).name == pick] or list(p.options)  # else the first
            game.apply(f"choose {wanted[0]}")
        elif game.state.stack:
            game.apply("pass")
        else:
            break
    resolve_stack(game)
    return game


def test_ruling_one_card_of_each_color_pair_there_is() -> None:
    """Ruling (2019-05-03): 'A "color pair" is exactly two colors.' / 'If the top ten cards of your library don't
    contain all ten color pairs, you choose as many cards as you can and put those cards into your hand.' Among the
    ten: white-blue (two: Azorius Charm chosen), red-white (two: Lightning Helix chosen, Boros Charm stays),
    blue-red, black-red, black-green; Lightning Bolt is one color, the lands none."""
    game = _cast_niv("Azorius Charm")
    assert names(game, "hand") == ["Abrupt Decay", "Azorius Charm", "Izzet Charm", "Kolaghan's Command",
                                   "Lightning Helix"]
    library = [game.chars(o).name for o in game.zone("library", 0)]
    assert library[:2] == ["Swamp", "Swamp"]
    assert sorted(library[2:]) == sorted(["Dovin's Veto", "Lightning Bolt", "Boros Charm", "Island", "Forest"])


def test_the_choice_within_a_pair_is_the_players() -> None:
    game = _cast_niv("Dovin's Veto")
    assert "Dovin's Veto" in names(game, "hand") and "Azorius Charm" not in names(game, "hand")
