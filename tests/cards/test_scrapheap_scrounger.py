"""Scrapheap Scrounger, compiled from its Oracle text, in games.

Oracle text: Scrapheap Scrounger can't block. {1}{B}, Exile another creature card from your graveyard: Return
Scrapheap Scrounger from your graveyard to the battlefield.

113.6m: the ability moves the card out of the graveyard, so it functions there; 602.2b, 601.2h: the card to exile
is chosen as the cost is paid, 'another' one: never the Scrounger itself. (It has no rulings.)"""

from __future__ import annotations

import pytest
from support import P1, board, can_activate, names, resolve_stack, use_compiled

from lithoform import IllegalActionError

use_compiled("Scrapheap Scrounger", "Grizzly Bears", "Island")


def _board(*graveyard: str) -> object:
    return board({"battlefield": ["Swamp", "Swamp"], "graveyard": list(graveyard)})


def test_returns_from_the_graveyard_exiling_another_creature_card() -> None:
    game = _board("Scrapheap Scrounger", "Grizzly Bears", "Island")
    scrounger = game.find("Scrapheap Scrounger", zone="graveyard")
    game.apply(f"activate {scrounger} 1")
    assert game.pending.kind == "exile"
    options = {game.state.objects[o].card for o in game.pending.options}
    assert options == {"Grizzly Bears"}  # not the Island (not a creature card), not the Scrounger itself
    game.apply(f"exile {game.pending.options[0]}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert "Scrapheap Scrounger" in names(game, "battlefield", P1)
    assert names(game, "exile", P1) == ["Grizzly Bears"]
    assert names(game, "graveyard", P1) == ["Island"]


def test_cant_exile_itself_to_pay_its_own_cost() -> None:
    game = _board("Scrapheap Scrounger", "Island")
    scrounger = game.find("Scrapheap Scrounger", zone="graveyard")
    assert not can_activate(game, scrounger)  # 118.3: no other creature card to exile
    with pytest.raises(IllegalActionError):
        game.apply(f"activate {scrounger} 1")
    assert sorted(names(game, "graveyard", P1)) == ["Island", "Scrapheap Scrounger"]  # state unchanged


def test_functions_only_in_the_graveyard() -> None:
    game = board({"battlefield": ["Scrapheap Scrounger", "Swamp", "Swamp"], "graveyard": ["Grizzly Bears"]})
    assert not can_activate(game, game.find("Scrapheap Scrounger"))
