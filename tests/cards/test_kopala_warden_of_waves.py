"""Kopala, Warden of Waves, compiled from its Oracle text and played (601.2c before 601.2f; 602.2b; 118.7).

Oracle text: Spells your opponents cast that target a Merfolk you control cost {2} more to cast. / Abilities your
opponents activate that target a Merfolk you control cost {2} more to activate."""

from __future__ import annotations

from support import board, cast, lands

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card

KOPALA = "Kopala, Warden of Waves"


def _tapped(game: Game, player: int) -> int:
    return sum(1 for o in game.state.battlefield
               if game.state.objects[o].controller == player and game.state.objects[o].tapped)


def _cast_shock_at(game: Game, target: str) -> None:
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    game.apply(f"target {game.find(target)}")
    game.apply("autopay")


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(KOPALA)).ok


def test_601_2f_an_opponents_spell_targeting_a_merfolk_costs_two_more() -> None:
    """Ruling (2017-09-29): "To determine the total cost of an opponent's spell that targets a Merfolk you control,
    start with the mana cost or alternative cost that player is paying, add any cost increases, then apply any cost
    reductions." Shock at Silvergill Adept costs {2}{R}: three Mountains tapped."""
    game = board({"battlefield": [KOPALA, "Silvergill Adept"]},
                 {"battlefield": [lands("Mountain", 3)], "hand": ["Shock"]}, active="P2")
    _cast_shock_at(game, "Silvergill Adept")
    assert _tapped(game, 1) == 3
    assert game.state.stack


def test_a_spell_targeting_something_else_costs_its_mana_cost() -> None:
    game = board({"battlefield": [KOPALA, "Grizzly Bears"]},
                 {"battlefield": [lands("Mountain", 3)], "hand": ["Shock"]}, active="P2")
    _cast_shock_at(game, "Grizzly Bears")
    assert _tapped(game, 1) == 1


def test_kopalas_controller_pays_no_more_for_their_own_spells() -> None:
    game = board({"battlefield": [KOPALA, "Silvergill Adept", lands("Mountain", 3)], "hand": ["Shock"]})
    _cast_shock_at(game, "Silvergill Adept")
    assert _tapped(game, 0) == 1


def test_602_2b_an_opponents_ability_targeting_a_merfolk_costs_two_more() -> None:
    """Prodigal Sorcerer's '{T}: ~ deals 1 damage to any target' at Kopala's Merfolk costs {2} more: two Islands
    tapped with it; at Kopala's controller, nothing more."""
    game = board({"battlefield": [KOPALA, "Silvergill Adept"]},
                 {"battlefield": ["Prodigal Sorcerer", lands("Island", 2)]}, active="P2")
    game.apply(f"activate {game.find('Prodigal Sorcerer')} 1")
    game.apply(f"target {game.find('Silvergill Adept')}")
    game.apply("autopay")
    assert _tapped(game, 1) == 3  # the Sorcerer and two Islands

    game = board({"battlefield": [KOPALA, "Silvergill Adept"]},
                 {"battlefield": ["Prodigal Sorcerer", lands("Island", 2)]}, active="P2")
    game.apply(f"activate {game.find('Prodigal Sorcerer')} 1")
    game.apply("target P1")
    assert game.pending.kind == "priority"  # {T} paid, no mana to pay
    assert _tapped(game, 1) == 1


def test_ruling_a_spell_targeting_two_merfolk_costs_two_more_only_once() -> None:
    """Ruling (2017-09-29): "Spells and abilities that target more than one Merfolk you control cost only {2} more
    to cast or activate." Fire (Fire // Ice: 2 damage divided among one or two targets) at two Merfolk costs
    {1}{R} plus {2}: four Mountains tapped."""
    game = board({"battlefield": [KOPALA, "Silvergill Adept", "Cursecatcher"]},
                 {"battlefield": [lands("Mountain", 5)], "hand": ["Fire // Ice"]}, active="P2")
    cast(game, "Fire // Ice", game.find("Silvergill Adept"), game.find("Cursecatcher"), face=0, divide=(1, 1))
    assert _tapped(game, 1) == 4


def test_a_merfolk_the_caster_controls_is_not_one_you_control() -> None:
    """'a Merfolk you control' is Kopala's controller's: P2's Shock at P2's own Cursecatcher costs {R} only."""
    game = board({"battlefield": [KOPALA]},
                 {"battlefield": [lands("Mountain", 3), "Cursecatcher"], "hand": ["Shock"]}, active="P2")
    _cast_shock_at(game, "Cursecatcher")
    assert _tapped(game, 1) == 1
