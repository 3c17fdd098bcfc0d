"""Rushed Rebirth: 'Choose target creature. When that creature dies this turn, search your library for a creature card
with lesser mana value, put it onto the battlefield tapped, then shuffle.' (603.7c: a delayed triggered ability;
608.2h: the mana value of the creature as it last existed; 701.23a)."""

from __future__ import annotations

from support import P1, board, cast, names, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def test_it_compiles_fully() -> None:
    assert compile_card(get_card("Rushed Rebirth")).ok


def test_a_creature_with_lesser_mana_value_enters_tapped_when_it_dies() -> None:
    """Hill Giant (mana value 4) dies: Grizzly Bears (2) may be found, Craw Wurm (6) and another Hill Giant (4)
    not; the Bears enter tapped."""
    game = board({"battlefield": ["Hill Giant", "Forest", "Swamp", "Mountain"],
                  "hand": ["Rushed Rebirth", "Lightning Bolt"],
                  "library": ["Craw Wurm", "Hill Giant", "Grizzly Bears", "Forest"]})
    giant = game.find("Hill Giant")
    cast(game, "Rushed Rebirth", giant)
    resolve_stack(game)
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply(f"target {giant}")
    game.apply("autopay")
    while game.pending.kind == "priority":
        game.apply("pass")
    assert game.pending.kind == "choose", game.pending
    assert [game.state.objects[o].card for o in game.pending.options] == ["Grizzly Bears"]
    game.apply(f"choose {game.pending.options[0]}")
    resolve_stack(game)
    bears = game.find("Grizzly Bears", zone="battlefield")
    assert game.state.objects[bears].tapped
    assert "Hill Giant" in names(game, "graveyard", P1)
