"""Falkenrath Aristocrat: 'Flying, haste / Sacrifice a creature: Falkenrath Aristocrat gains indestructible until end
of turn. If the sacrificed creature was a Human, put a +1/+1 counter on Falkenrath Aristocrat.' (602.2b, 608.2h:
what was sacrificed to pay the cost is read as it last existed on the battlefield)."""

from __future__ import annotations

from support import activate, board, counters, names, resolve_stack, use_compiled

ARISTOCRAT = "Falkenrath Aristocrat"
use_compiled(ARISTOCRAT)


def test_ruling_a_human_gives_indestructible_and_a_counter() -> None:
    """Ruling: 'If the sacrificed creature was a Human, Falkenrath Aristocrat gains indestructible and also gets a
    +1/+1 counter.'"""
    game = board({"battlefield": [ARISTOCRAT, "Elite Vanguard"]})
    me = game.find(ARISTOCRAT)
    activate(game, me, 1, sacrifice=[game.find("Elite Vanguard")])
    resolve_stack(game)
    assert counters(game, me) == 1
    assert "indestructible" in {k.lower() for k in game.chars(me).keywords}


def test_a_creature_that_isnt_human_gives_only_indestructible() -> None:
    game = board({"battlefield": [ARISTOCRAT, "Grizzly Bears"]})
    me = game.find(ARISTOCRAT)
    activate(game, me, 1, sacrifice=[game.find("Grizzly Bears")])
    resolve_stack(game)
    assert counters(game, me) == 0
    assert "indestructible" in {k.lower() for k in game.chars(me).keywords}


def test_ruling_it_can_sacrifice_itself() -> None:
    """Ruling: 'You can sacrifice Falkenrath Aristocrat to pay the cost of its own ability. It won't receive a
    counter or gain indestructible ...'"""
    game = board({"battlefield": [ARISTOCRAT]})
    activate(game, game.find(ARISTOCRAT), 1, sacrifice=[game.find(ARISTOCRAT)])
    resolve_stack(game)
    assert ARISTOCRAT in names(game, "graveyard")
