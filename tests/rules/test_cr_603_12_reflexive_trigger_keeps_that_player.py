"""603.12, 603.2: a reflexive triggered ability ('When you do, destroy target creature or planeswalker that player
controls') created by a 'deals combat damage to a player' trigger: 'that player' is still the player the first
trigger event named, so its targets are that player's permanents only (Dokuchi Silencer, Kappa Tech-Wrecker)."""

from __future__ import annotations

from support import board, pass_both

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

SILENCER = "Dokuchi Silencer"


def _combat_damage(p1: dict, p2: dict):  # type: ignore[no-untyped-def]
    game = board(p1, p2, step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find(SILENCER)} P2")
    game.apply("done")
    for _ in range(40):  # no blocks; on to combat damage and the trigger's 'may'
        if game.pending.kind == "blockers":
            game.apply("done")
        elif game.pending.kind == "priority":
            game.apply("pass")
        else:
            break
    return game


def test_both_compile() -> None:
    assert compile_card(get_card(SILENCER)).ok
    assert compile_card(get_card("Kappa Tech-Wrecker")).ok


def test_603_12_the_reflexive_ability_targets_only_what_the_damaged_player_controls() -> None:
    game = _combat_damage({"battlefield": [SILENCER, "Grizzly Bears"], "hand": ["Hill Giant"]},
                          {"battlefield": ["Centaur Courser"]})
    assert game.pending.kind == "may", game.pending  # 'you may discard a creature card'
    game.apply("yes")
    while game.pending.kind not in ("target",):
        assert game.pending.kind in ("priority", "choose"), game.pending
        game.apply("pass" if game.pending.kind == "priority" else f"choose {game.pending.options[0]}")
    options = game.pending.options
    assert game.find("Centaur Courser") in options
    assert game.find("Grizzly Bears") not in options and game.find(SILENCER) not in options
    game.apply(f"target {game.find('Centaur Courser')}")
    while game.state.stack:
        game.apply("pass")
    assert game.find("Centaur Courser", zone="graveyard")
    assert game.find("Hill Giant", zone="graveyard")


def test_603_12_declining_the_discard_triggers_nothing() -> None:
    """Dokuchi Silencer's ruling: 'You don't choose the target for Dokuchi Silencer's last ability until after
    you have chosen whether or not to discard a card. If you choose to discard a card, a second triggered
    ability goes on the stack and you will choose a target for it.'"""
    game = _combat_damage({"battlefield": [SILENCER], "hand": ["Hill Giant"]}, {"battlefield": ["Centaur Courser"]})
    assert game.pending.kind == "may"
    game.apply("no")
    while game.state.stack or game.pending.kind != "priority":
        assert game.pending.kind == "priority", game.pending  # no target is asked for
        game.apply("pass")
    assert game.find("Centaur Courser") in game.zone("battlefield")
    assert game.find("Hill Giant", zone="hand")
