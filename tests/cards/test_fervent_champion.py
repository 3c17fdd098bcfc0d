"""Fervent Champion, compiled from its Oracle text and played: a reduction of the equip abilities that target it
(702.6a, 602.2b, 601.2f, 118.7a).

Oracle text: First strike, haste / Whenever Fervent Champion attacks, another target attacking Knight you control
gets +1/+0 until end of turn. / Equip abilities you activate that target Fervent Champion cost {3} less to
activate."""

from __future__ import annotations

from support import activate, basics, board, can_activate, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

CHAMPION = "Fervent Champion"


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(CHAMPION)).ok


def test_ruling_an_equip_cost_of_three_or_less_is_free_targeting_it() -> None:
    """Ruling (2019-10-04): "Fervent Champion's last ability reduces only the generic mana in equip abilities. If
    those costs are only {3}, {2}, or {1}, that equip ability will be free to activate if it targets Fervent
    Champion." (Bonesplitter's equip {1}, with no land.)"""
    game = board({"battlefield": [CHAMPION, "Bonesplitter"]})
    splitter = game.find("Bonesplitter")
    assert can_activate(game, splitter)
    activate(game, splitter, 1, game.find(CHAMPION))
    resolve_stack(game)
    assert game.state.objects[splitter].attached_to == game.find(CHAMPION)


def test_602_2b_no_reduction_for_an_equip_ability_targeting_another_creature() -> None:
    """Only equip abilities that target the Champion: Bonesplitter's {1} onto Grizzly Bears is paid in full."""
    game = board({"battlefield": [CHAMPION, "Grizzly Bears", "Bonesplitter", *basics(Mountain=1)]})
    splitter, mountain = game.find("Bonesplitter"), game.find("Mountain")
    activate(game, splitter, 1, game.find("Grizzly Bears"))
    resolve_stack(game)
    assert game.state.objects[splitter].attached_to == game.find("Grizzly Bears")
    assert game.state.objects[mountain].tapped


def test_an_opponents_champion_reduces_nothing() -> None:
    """'Equip abilities you activate': the Champion's controller's only; with no land, the opponent's Bonesplitter
    can't be equipped."""
    game = board({"battlefield": ["Bonesplitter"]}, {"battlefield": [CHAMPION]})
    assert not can_activate(game, game.find("Bonesplitter"))
