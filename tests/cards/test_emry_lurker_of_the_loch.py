"""Emry, Lurker of the Loch (compiled from its Oracle text), played through the engine.

Oracle text: {T}: Choose target artifact card in your graveyard. You may cast that card this turn. (601.2c:
the target; 601.3: the permission, mechanics/graveyard_cast_turn.)"""

from __future__ import annotations

from support import activate, board, cast_actions, resolve_stack, use_compiled

use_compiled("Emry, Lurker of the Loch")


def test_601_3_cast_the_target_artifact_card_from_the_graveyard() -> None:
    """Ruling (2019-10-04): 'Casting the target card causes it to leave your graveyard and become a new object.
    You can't cast it again if it returns to your graveyard this turn.'"""
    game = board({"battlefield": ["Emry, Lurker of the Loch"], "graveyard": ["Ornithopter"]})
    thopter = game.find("Ornithopter", zone="graveyard")
    assert not [a for a in cast_actions(game) if a.startswith(f"cast {thopter}")]
    activate(game, "Emry, Lurker of the Loch", 1, thopter)
    resolve_stack(game)
    (action,) = [a for a in cast_actions(game) if a.startswith(f"cast {thopter}")]
    game.apply(action)
    resolve_stack(game)
    new = game.find("Ornithopter")
    assert game.state.objects[new].zone == "battlefield"
    assert not [a for a in cast_actions(game) if "graveyard_this_turn" in a]


def test_ruling_an_artifact_land_card_cant_be_played() -> None:
    """Ruling (2019-10-04): 'If Emry's last ability targets an artifact land card, you can't play it. Effects
    that allow you to "cast" a card don't allow you to play a land card.' (305.1)"""
    game = board({"battlefield": ["Emry, Lurker of the Loch"], "graveyard": ["Darksteel Citadel"]})
    citadel = game.find("Darksteel Citadel", zone="graveyard")
    activate(game, "Emry, Lurker of the Loch", 1, citadel)
    resolve_stack(game)
    assert not any(str(a).split()[1:2] == [str(citadel)] for a in game.legal_actions()
                   if a.kind in ("cast", "play"))
