"""CR 701.42 (Meld) and 712.4, 712.21: a melded permanent is one object represented by two cards; leaving the
battlefield it is two cards (mechanics/meld)."""

from __future__ import annotations

from support import activate, board, resolve_top, use_compiled

from lithoform.rules.turn.restart import restart_game
from lithoform.rules.zones import move

use_compiled("Hanweir Battlements", "Hanweir Garrison")

TOWNSHIP = "Hanweir, the Writhing Township"


def _melded_game():
    game = board({"battlefield": ["Hanweir Battlements", "Hanweir Garrison"] + ["Mountain"] * 5,
                  "hand": ["Unsummon"]})
    activate(game, game.find("Hanweir Battlements"), 3)
    resolve_top(game)
    township = next(o for o in game.state.zones["battlefield"] if game.chars(o).name == TOWNSHIP)
    return game, township


def test_712_21_returned_to_the_hand_it_is_two_cards() -> None:
    """712.21: one permanent leaves, two cards are put into the new zone (its owner's hand)."""
    game, township = _melded_game()
    move(game.state, township, "hand")
    hand = sorted(game.state.objects[o].card for o in game.state.zones["hand:0"])
    assert hand == ["Hanweir Battlements", "Hanweir Garrison", "Unsummon"]


def test_712_21b_exiled_it_is_two_cards_in_exile() -> None:
    """712.21b: exiled, the melded permanent is two cards in exile."""
    game, township = _melded_game()
    move(game.state, township, "exile")
    assert sorted(game.state.objects[o].card for o in game.state.zones["exile"]) == [
        "Hanweir Battlements", "Hanweir Garrison"]


def test_727_2_a_restart_puts_both_cards_into_the_library() -> None:
    """727.2 with 712.4a: a game restarted with a melded permanent on the battlefield has both its cards in the
    owner's new library or hand."""
    game, _ = _melded_game()
    owned = sorted(o.card for o in game.state.objects.values() if getattr(o, "owner", -1) == 0)
    restart_game(game.state, 0)
    after = sorted(o.card for o in game.state.objects.values() if getattr(o, "owner", -1) == 0)
    assert after == sorted([c for c in owned if c != "Hanweir Battlements"] + ["Hanweir Battlements",
                                                                               "Hanweir Garrison"])
