"""Dissipate ({1}{U}{U} instant), compiled from its Oracle text: "Counter target spell. If that spell is
countered this way, exile it instead of putting it into its owner's graveyard." (701.6a; mechanics/
counter_exile). Its rulings, quoted from the card database."""

from __future__ import annotations

from support import board, names, resolve_stack, use_compiled

from lithoform import Game

use_compiled("Dissipate")


def _dissipate(spell: str, p1: list[str]) -> Game:
    game = board({"battlefield": p1, "hand": [spell]},
                 {"battlefield": ["Grizzly Bears"] + ["Island"] * 3, "hand": ["Dissipate"]})
    game.apply(f"cast {game.find(spell)}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    top = game.state.stack[-1]
    game.apply("pass")
    game.apply(f"cast {game.find('Dissipate')}")
    game.apply(f"target {top}")
    game.apply("autopay")
    resolve_stack(game)
    return game


def test_ruling_the_card_does_not_go_to_the_graveyard_before_being_exiled() -> None:
    """Ruling (2004-10-04): "The card does not go to the graveyard before being exiled." """
    game = _dissipate("Lightning Bolt", ["Mountain"])
    assert "Lightning Bolt" in names(game, "exile", 0)
    bolt_moves = [e.args.get("dst") for e in game.state.events()
                  if e.kind == "zone_change" and e.args.get("card") == "Lightning Bolt"]
    assert "graveyard" not in bolt_moves


def test_ruling_a_spell_that_cant_be_countered_is_not_exiled() -> None:
    """Ruling (2004-10-04): "If the spell is not countered (because the spell it targets can't be countered),
    then it does not get exiled." """
    game = _dissipate("Abrupt Decay", ["Swamp", "Forest"])
    assert "Abrupt Decay" in names(game, "graveyard", 0)
    assert "Abrupt Decay" not in names(game, "exile", 0)
