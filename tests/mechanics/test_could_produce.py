"""106.7: mana of a type that other permanents 'could produce' (Exotic Orchard, Fellwar Stone, Reflecting Pool,
Star Compass): the types their mana abilities would add now, costs and tapped status ignored, replacement
effects applied; none when no such permanent could produce mana."""

from __future__ import annotations

import msgspec
import pytest
from support import board, cast, resolve_stack, use_compiled

from lithoform.cards.mana import parse_cost
from lithoform.rules.payment import PaymentError, activate_mana_ability, autopay_plan
from lithoform.rules.zones import remove_counters

use_compiled("Exotic Orchard", "Fellwar Stone", "Reflecting Pool", "Star Compass", "Plaza of Harmony",
             "Vivid Crag", "Lightning Bolt")


def _pool(game, player: int = 0) -> list[str]:
    return sorted(m.type for m in game.state.players[player].pool)


def _mana_actions(game, oid: int, n: int = 1) -> list[str]:
    return sorted(" ".join(str(a) for a in act.args[2:]) for act in game.legal_actions()
                  if act.kind == "activate" and act.args[0] == oid and act.args[1] == n)


def test_106_7_exotic_orchard_adds_a_color_an_opponents_land_could_produce() -> None:
    game = board({"battlefield": ["Exotic Orchard"]}, {"battlefield": ["Forest", "Island"]})
    orchard = game.find("Exotic Orchard")
    assert _mana_actions(game, orchard) == ["mana:G", "mana:U"]  # 605.3a: one activation per color it can add
    game.apply(f"activate {orchard} 1 mana:U")
    assert _pool(game) == ["U"] and game.state.objects[orchard].tapped and not game.state.stack


def test_106_7_example_with_no_land_to_read_the_ability_adds_no_mana() -> None:
    """Fellwar Stone ruling: "The ability can be activated if the opponent has no lands that produce mana, but
    the effect will not be able to generate any mana." """
    game = board({"battlefield": ["Fellwar Stone", "Forest"]})
    stone = game.find("Fellwar Stone")
    assert _mana_actions(game, stone) == [""]
    game.apply(f"activate {stone} 1")
    assert _pool(game) == [] and game.state.objects[stone].tapped


def test_106_7_a_color_no_land_could_produce_is_refused() -> None:
    game = board({"battlefield": ["Exotic Orchard"]}, {"battlefield": ["Mountain"]})
    orchard = game.find("Exotic Orchard")
    with pytest.raises(PaymentError, match="106.7"):
        activate_mana_ability(game.state, 0, orchard, 1, "G", ())
    assert _pool(game) == [] and not game.state.objects[orchard].tapped  # nothing changed


def test_106_1a_any_color_excludes_colorless_but_any_type_includes_it() -> None:
    """Exotic Orchard ruling: "Exotic Orchard can't be tapped for colorless mana, even if a land an opponent
    controls could produce colorless mana." Reflecting Pool ruling: "The types of mana are white, blue, black,
    red, green, and colorless." """
    game = board({"battlefield": ["Exotic Orchard", "Reflecting Pool", "Wastes"]}, {"battlefield": ["Wastes"]})
    assert _mana_actions(game, game.find("Exotic Orchard")) == [""]
    assert _mana_actions(game, game.find("Reflecting Pool")) == ["mana:C"]


def test_106_7_costs_and_tapped_status_are_ignored() -> None:
    """Fellwar Stone rulings: "This works even if the opponent's lands are tapped." and "It doesn't matter
    whether Vivid Crag has a charge counter on it, and it doesn't matter whether it's untapped." """
    game = board({"battlefield": ["Fellwar Stone"]},
                 {"battlefield": [{"card": "Vivid Crag", "tapped": True}]})
    crag = game.find("Vivid Crag")
    remove_counters(game.state, crag, "charge", game.state.objects[crag].counter("charge"))
    assert game.state.objects[crag].tapped and not game.state.objects[crag].counter("charge")
    assert _mana_actions(game, game.find("Fellwar Stone")) == ["mana:B", "mana:G", "mana:R", "mana:U", "mana:W"]


def test_106_7_orchards_help_each_other_only_through_a_land_that_makes_mana() -> None:
    """Exotic Orchard ruling: "if you control an Exotic Orchard and your opponent controls an Exotic Orchard and
    a Reflecting Pool, none of those lands would produce mana if their mana abilities were activated. On the
    other hand, if you control a Forest and an Exotic Orchard, and your opponent controls an Exotic Orchard and
    a Reflecting Pool, then each of those lands can be tapped to produce {G}." """
    game = board({"battlefield": ["Exotic Orchard"]}, {"battlefield": ["Exotic Orchard", "Reflecting Pool"]})
    for oid in game.state.zones["battlefield"]:
        obj = game.state.objects[oid]
        activate_mana_ability(game.state, obj.controller, oid, 1, None, ())  # each adds no mana
    assert _pool(game, 0) == [] and _pool(game, 1) == []

    game = board({"battlefield": ["Exotic Orchard", "Forest"]},
                 {"battlefield": ["Exotic Orchard", "Reflecting Pool"]})
    for oid in game.state.zones["battlefield"]:
        obj = game.state.objects[oid]
        if obj.card == "Forest":
            continue
        activate_mana_ability(game.state, obj.controller, oid, 1, "G", ())
    assert _pool(game, 0) == ["G"] and _pool(game, 1) == ["G", "G"]


def test_106_7_a_description_narrows_the_permanents_read() -> None:
    """Star Compass reads basic lands you control; Plaza of Harmony reads Gates you control."""
    game = board({"battlefield": ["Star Compass", "Plaza of Harmony", "Plains", "Vivid Crag"]})
    for oid in game.state.zones["battlefield"]:  # (they enter tapped)
        game.state.set_obj(msgspec.structs.replace(game.state.objects[oid], tapped=False))
    assert _mana_actions(game, game.find("Star Compass")) == ["mana:W"]
    assert _mana_actions(game, game.find("Plaza of Harmony"), 2) == [""]  # (its first ability adds {C})


def test_106_7_the_auto_payer_pays_with_a_color_the_orchard_could_produce() -> None:
    game = board({"hand": ["Lightning Bolt"], "battlefield": ["Exotic Orchard"]}, {"battlefield": ["Mountain"]})
    assert autopay_plan(game.state, 0, parse_cost("{R}")) is not None
    assert autopay_plan(game.state, 0, parse_cost("{G}")) is None
    cast(game, "Lightning Bolt", "P2")
    resolve_stack(game)
    assert game.state.players[1].life == 17
