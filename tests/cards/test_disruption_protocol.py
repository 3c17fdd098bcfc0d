"""Disruption Protocol, compiled from its Oracle text: 'As an additional cost to cast this spell, tap an untapped
artifact you control or pay {1}. Counter target spell.' (601.2b: the player announces which additional cost
they'll pay; 601.2h: tapping a permanent is paid as the costs are)."""

from __future__ import annotations

from support import board, lands

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

PROTOCOL = "Disruption Protocol"


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(PROTOCOL)).ok


def _cast_over_a_shock(artifacts: list[str], islands: int) -> object:
    game = board({"battlefield": [lands("Island", islands), *artifacts], "hand": [PROTOCOL]},
                 {"battlefield": [lands("Mountain", 1)], "hand": ["Shock"]}, active="P2")
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    game.apply("target P1")
    if game.pending.kind == "pay":
        game.apply("autopay")
    game.apply("pass")
    return game


def _cast_actions(game) -> list[int]:  # type: ignore[no-untyped-def]
    return [a.args[0] for a in game.legal_actions() if a.kind == "cast"]


def test_without_an_artifact_it_can_be_cast_only_by_paying_one_more() -> None:
    """601.2b, 118.3: no untapped artifact to tap: the {1} must be paid, so {U}{U} alone can't cast it."""
    game = _cast_over_a_shock([], 2)
    assert game.find(PROTOCOL, zone="hand") not in _cast_actions(game)
    game = _cast_over_a_shock([], 3)
    assert game.find(PROTOCOL, zone="hand") in _cast_actions(game)


def test_tapping_an_artifact_pays_the_additional_cost() -> None:
    """601.2b: the player announces the tap rather than the {1}; 601.2h: the artifact is tapped as the costs
    are paid, and the spell counters the Shock on resolution."""
    game = _cast_over_a_shock(["Ornithopter"], 2)
    protocol = game.find(PROTOCOL, zone="hand")
    assert protocol in _cast_actions(game)
    game.apply(f"cast {protocol}")
    assert game.pending.kind == "additional"
    game.apply("additional none")
    game.apply(f"target {game.find('Shock', zone='stack')}")
    while game.pending.kind != "priority":
        acts = [str(a) for a in game.legal_actions()]
        game.apply(next(a for a in acts if a.startswith(("tap", "activate", "autopay"))))
    assert game.state.objects[game.find("Ornithopter")].tapped
    game.apply("pass")
    game.apply("pass")
    assert game.find("Shock", zone="graveyard")
    assert game.state.players[0].life == 20
