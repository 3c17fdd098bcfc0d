"""Kenrith, the Returned King, compiled from its Oracle text and played: a creature card from any graveyard put
onto the battlefield under its owner's control (110.2, 400.7).

Oracle text: {R}: All creatures gain trample and haste until end of turn. / {1}{G}: Put a +1/+1 counter on target
creature. / {2}{W}: Target player gains 5 life. / {3}{U}: Target player draws a card. / {4}{B}: Put target
creature card from a graveyard onto the battlefield under its owner's control."""

from __future__ import annotations

from support import activate, basics, board, controlled, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

KENRITH = "Kenrith, the Returned King"


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(KENRITH)).ok


def test_ruling_a_card_from_an_opponents_graveyard_returns_under_its_owners_control() -> None:
    """Ruling (2019-10-04): "Kenrith's last ability can target a creature card in any player's graveyard. Its owner
    will control the creature, and it will remain on the battlefield even if you leave the game." """
    game = board({"battlefield": [KENRITH, *basics(Swamp=5)]}, {"graveyard": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears", zone="graveyard")
    activate(game, game.find(KENRITH), 5, bears)
    resolve_stack(game)
    assert controlled(game, "Grizzly Bears", 1) and not controlled(game, "Grizzly Bears", 0)


def test_110_2_its_own_card_returns_under_your_control() -> None:
    game = board({"battlefield": [KENRITH, *basics(Swamp=5)], "graveyard": ["Grizzly Bears"]})
    activate(game, game.find(KENRITH), 5, game.find("Grizzly Bears", zone="graveyard"))
    resolve_stack(game)
    assert controlled(game, "Grizzly Bears", 0)
