"""Anax, Hardened in the Forge, compiled from its Oracle text and played: a dies trigger whose 'instead' reads the
creature's power as it last existed (603.6c, 603.10a, 608.2h).

Oracle text: Anax's power is equal to your devotion to red. / Whenever Anax or another nontoken creature you
control dies, create a 1/1 red Satyr creature token with "This creature can't block." If the creature had power 4
or greater, create two of those tokens instead."""

from __future__ import annotations

from support import basics, board, cast, resolve_stack, tokens

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

ANAX = "Anax, Hardened in the Forge"


def _murder(victim: str) -> object:
    game = board({"battlefield": [ANAX, victim, *basics(Swamp=3)], "hand": ["Murder"]})
    cast(game, "Murder", game.find(victim))
    resolve_stack(game)
    return game


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(ANAX)).ok


def test_a_creature_with_power_less_than_4_makes_one_satyr() -> None:
    game = _murder("Grizzly Bears")
    assert len(tokens(game, 0)) == 1


def test_ruling_the_power_is_checked_immediately_before_it_died() -> None:
    """Ruling (2020-01-24): "To determine whether you create two tokens, check the power of the creature that died
    immediately before it died." (Craw Wurm, a 6/4, as it last existed on the battlefield: two Satyrs.)"""
    game = _murder("Craw Wurm")
    satyrs = tokens(game, 0)
    assert len(satyrs) == 2
    assert all(game.chars(t).name == "Satyr Token" for t in satyrs)
