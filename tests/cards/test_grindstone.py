"""Grindstone: "{3}, {T}: Target player mills two cards. If two cards that share a color were milled this way,
repeat this process." (701.17a, 105.2, 608.2c; mechanics/milled_this_way, mechanics/repeat_process)."""

from __future__ import annotations

from support import activate, board, names, resolve_stack

from lithoform import Game

P1, P2 = 0, 1


def _grind(library: list[str]) -> Game:
    game = board({"battlefield": ["Grindstone", "Mountain", "Mountain", "Mountain"]},
                 {"library": library})
    activate(game, game.find("Grindstone"), 1, "P2")
    resolve_stack(game)
    return game


def test_grindstone_repeats_while_the_two_milled_cards_share_a_color() -> None:
    """Ruling: "The effect repeats as many times as it takes to meet the end condition." Two red cards, then a red
    and a black card that share no color: four cards milled."""
    game = _grind(["Lightning Bolt", "Shock", "Lightning Bolt", "Duress", "Shock", "Shock"])
    assert len(game.zone("graveyard", P2)) == 4
    assert names(game, "library", P2) == ["Shock", "Shock"]


def test_grindstone_stops_on_two_colorless_cards() -> None:
    """Ruling: "If the two cards are both colorless, then the effect does not repeat. It only repeats if both
    cards have at least one color and at least one color is shared between them." """
    game = _grind(["Ornithopter", "Mountain", "Shock", "Shock"])
    assert len(game.zone("graveyard", P2)) == 2


def test_grindstone_a_multicolored_card_shares_one_of_its_colors() -> None:
    """105.2: a black-red card and a black card share black; then two cards of different colors end it."""
    game = _grind(["Kolaghan's Command", "Duress", "Shock", "Duress", "Shock", "Shock"])
    assert len(game.zone("graveyard", P2)) == 4
