"""Budoka Gardener // Dokai, Weaver of Life — flip card rulings as games (710).

Oracle text: Budoka Gardener {1}{G} Creature — Human Monk 2/1: "{T}: You may put a land card from your hand
onto the battlefield. If you control ten or more lands, flip Budoka Gardener." // Dokai, Weaver of Life,
Legendary Creature — Human Monk 3/3: "{4}{G}{G}, {T}: Create an X/X green Elemental creature token, where X is
the number of lands you control."
"""

from __future__ import annotations

from support import activate, board, pass_both

GARDENER = "Budoka Gardener"


def _resolve_with_no_land(game) -> None:  # type: ignore[no-untyped-def]
    activate(game, game.find(GARDENER), 1)
    pass_both(game)
    if game.pending.kind != "priority":  # the 'you may put a land card' choice: put none
        game.apply("no" if any(str(a) == "no" for a in game.legal_actions()) else "done")


def test_ruling_it_flips_with_ten_lands_even_without_putting_one() -> None:
    """2004-12-01: 'Budoka Gardener flips if you control ten or more lands when its ability resolves, even if
    you don't use its ability to put a land onto the battlefield.'"""
    game = board({"battlefield": [GARDENER] + ["Forest"] * 10})
    gardener = game.find(GARDENER)
    _resolve_with_no_land(game)
    c = game.chars(gardener)
    assert c.name == "Dokai, Weaver of Life" and (c.power, c.toughness) == (3, 3) and "Legendary" in c.supertypes


def test_with_nine_lands_it_doesnt_flip() -> None:
    """710.2: the condition is checked as the ability resolves; with nine lands it stays Budoka Gardener."""
    game = board({"battlefield": [GARDENER] + ["Forest"] * 9})
    gardener = game.find(GARDENER)
    _resolve_with_no_land(game)
    assert game.chars(gardener).name == GARDENER
