"""Fact or Fiction: "Reveal the top five cards of your library. An opponent separates those cards into two piles.
Put one pile into your hand and the other into your graveyard." (701.20a; 608.2d: the opponent's and then the
controller's choices as it resolves; mechanics/library_look.) Its rulings, quoted from the card database."""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, resolve_stack, use_compiled

use_compiled("Fact or Fiction")

LIBRARY = ["Shock", "Grizzly Bears", "Hill Giant", "Island", "Forest", "Plains"]


def test_ruling_you_choose_which_pile_goes_into_your_hand() -> None:
    """Ruling (2019-06-14): "You choose which pile to put into your hand." P2 separates Shock and Island from the
    other three; P1 takes the first pile, the second goes to the graveyard."""
    game = board({"battlefield": basics(Island=4), "hand": ["Fact or Fiction"], "library": LIBRARY})
    cast(game, "Fact or Fiction")
    pass_both(game)
    assert game.pending.player == 1  # the opponent separates the revealed cards
    game.apply(f"choose {game.find('Shock', zone='library')} {game.find('Island', zone='library')}")
    assert game.pending.player == 0
    game.apply("choose 1")
    resolve_stack(game)
    assert names(game, "hand", 0) == ["Island", "Shock"]
    assert names(game, "graveyard", 0) == ["Fact or Fiction", "Forest", "Grizzly Bears", "Hill Giant"]


def test_ruling_piles_need_not_be_even() -> None:
    """Ruling (2019-06-14): "Each pile may contain from zero to five cards; they don't have to be split
    "evenly."" All five in the first pile: P1 takes the empty second pile, and all five go to the graveyard."""
    game = board({"battlefield": basics(Island=4), "hand": ["Fact or Fiction"], "library": LIBRARY})
    cast(game, "Fact or Fiction")
    pass_both(game)
    game.apply("choose " + " ".join(str(o) for o in game.pending.options))
    game.apply("choose 2")
    resolve_stack(game)
    assert names(game, "hand", 0) == []
    assert len(names(game, "graveyard", 0)) == 6
