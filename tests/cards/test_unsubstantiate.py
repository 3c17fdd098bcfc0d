"""Unsubstantiate, compiled from its Oracle text and played.

Oracle text: Return target spell or creature to its owner's hand."""

from __future__ import annotations

from support import board, cast, lands, resolve_stack

UNSUB = "Unsubstantiate"


def test_a_returned_spell_leaves_the_stack_without_being_countered() -> None:
    """Ruling: "If a spell is returned to its owner's hand, it's removed from the stack and thus will not
    resolve. The spell isn't countered; it just no longer exists.\""""
    game = board({"battlefield": [lands("Island", 2), lands("Mountain", 1)], "hand": [UNSUB, "Shock"]})
    shock = cast(game, "Shock", "P2")
    cast(game, UNSUB, shock)
    resolve_stack(game)
    assert game.find("Shock", zone="hand")
    assert game.state.players[1].life == 20
    assert not [e for e in game.state.events() if e.kind == "counter"]


def test_a_creature_goes_back_to_its_owners_hand() -> None:
    game = board({"battlefield": [lands("Island", 2)], "hand": [UNSUB]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, UNSUB, game.find("Grizzly Bears"))
    resolve_stack(game)
    assert game.zone("hand", 1) and game.chars(game.zone("hand", 1)[0]).name == "Grizzly Bears"


def test_lands_alone_are_no_legal_target() -> None:
    """601.2c: with no spell and no creature to target it can't be cast."""
    game = board({"battlefield": [lands("Island", 2)], "hand": [UNSUB]})
    unsub = game.find(UNSUB)
    assert all(a.args[:1] != (unsub,) for a in game.legal_actions() if a.kind == "cast")
