"""CR 601.2f (after 601.2c): 'Spells your opponents cast that target Pursued Whale cost {3} more to cast' —
the total cost is determined once the targets are chosen, and includes the increase only for a spell of an
opponent that targets the Whale."""

from __future__ import annotations

from support import board

WHALE = "Pursued Whale"


def _total(game, caster_hand: int, target: str) -> str:
    game.apply(f"cast {caster_hand}")
    game.apply(f"target {target}")
    cost = game.state.objects[game.state.announcing].choices.cost
    game.apply("cancel")
    return str(cost)


def test_601_2f_an_opponents_spell_targeting_the_whale_costs_three_more():
    game = board({"battlefield": [{"card": "Mountain", "count": 4}], "hand": ["Shock"]},
                 {"battlefield": [WHALE]})
    shock = game.find("Shock")
    assert _total(game, shock, str(game.find(WHALE))) == "{3}{R}"
    assert _total(game, shock, "P2") == "{R}"


def test_601_2f_its_controllers_own_spells_cost_nothing_more():
    game = board({"battlefield": [{"card": "Mountain", "count": 4}, WHALE], "hand": ["Shock"]})
    assert _total(game, game.find("Shock"), str(game.find(WHALE))) == "{R}"
