"""Daxos, Blessed by the Sun ({W}{W} legendary enchantment creature, 2/*), compiled from its Oracle text: "Daxos's
toughness is equal to your devotion to white. / Whenever another creature you control enters the battlefield or dies,
you gain 1 life." (603.2: one ability with two trigger events, each once for each matching creature, 603.6a and
603.10a; mechanics/enters_or_dies). Rulings quoted from the card database."""

from __future__ import annotations

from support import board, cast, life, pass_both, resolve_stack, use_compiled

from lithoform import Game

DAXOS = "Daxos, Blessed by the Sun"
use_compiled(DAXOS)


def _game(mine: list[str], hand: list[str]) -> Game:
    return board({"battlefield": [DAXOS, *mine], "hand": hand},
                 {"battlefield": ["Mountain", "Grizzly Bears"], "hand": ["Lightning Bolt"]})


def test_another_creature_entering_under_your_control_gains_1_life() -> None:
    game = _game(["Plains", "Plains"], ["Savannah Lions"])
    cast(game, "Savannah Lions")
    pass_both(game)  # the Lions resolve: Daxos's ability triggers
    resolve_stack(game)
    assert life(game, 0) == 21


def test_another_creature_of_yours_dying_gains_1_life_and_an_opponents_does_not() -> None:
    """700.4: 'dies'; an opponent's creature dying isn't one you control. Ruling: "Similarly, if another creature
    you control dies at the same time as Daxos, you gain 1 life for that creature." (603.10a: leaves-the-battlefield
    abilities look back in time)"""
    game = _game(["Savannah Lions", "Mountain"], ["Lightning Bolt"])
    cast(game, game.find("Lightning Bolt", zone="hand", player=0), game.find("Grizzly Bears"))
    resolve_stack(game)
    assert life(game, 0) == 20
    game.apply("pass")
    cast(game, game.find("Lightning Bolt", zone="hand", player=1), game.find("Savannah Lions"))
    resolve_stack(game)
    assert life(game, 0) == 21


def test_daxos_itself_dying_does_not_trigger_it() -> None:
    """'another': Daxos's own death isn't counted (its toughness is 2: two {W} symbols, 700.5)."""
    game = _game([], [])
    assert game.chars(game.find(DAXOS)).toughness == 2
    game.apply("pass")
    cast(game, game.find("Lightning Bolt", zone="hand", player=1), game.find(DAXOS))
    resolve_stack(game)
    assert life(game, 0) == 20


def test_another_creature_dying_with_daxos_still_gains_1_life() -> None:
    """Ruling: "if another creature you control dies at the same time as Daxos, you gain 1 life for that creature."
    (603.10a) Both are destroyed by one Day of Judgment."""
    game = board({"battlefield": [DAXOS, "Savannah Lions", "Plains", "Plains", "Plains", "Plains"],
                  "hand": ["Day of Judgment"]}, {})
    cast(game, "Day of Judgment")
    resolve_stack(game)
    assert life(game, 0) == 21
