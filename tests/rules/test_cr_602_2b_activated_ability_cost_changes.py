"""602.2b, 601.2f, 118.7: static abilities that change the cost of activated abilities: 'Activated abilities of
creatures cost {1} less to activate' (Heartstone), 'Enchanted artifact's activated abilities cost {2} less to
activate' (Power Artifact), 'This effect can't reduce the mana in that cost to less than one mana', 'Activated
abilities cost {2} more to activate unless they're mana abilities' (Suppression Field), 'cost up to {2} less'
(Training Grounds). A mana ability is an activated ability (605.1a), so those that don't exclude it change its cost
as it is activated (605.3a)."""

from __future__ import annotations

from support import board, counters, use_compiled

from lithoform import Game

use_compiled("Heartstone", "Power Artifact", "Suppression Field", "Training Grounds", "Celestial Prism",
             "Walking Ballista")

BALLISTA = {"card": "Walking Ballista", "counters": {"+1/+1": 1}}


def _acts(game: Game, oid: int) -> list[str]:
    return [str(a) for a in game.legal_actions() if a.kind == "activate" and a.args and a.args[0] == oid]


def test_605_3a_power_artifact_reduces_a_mana_abilitys_cost_not_below_one_mana() -> None:
    """Power Artifact on Celestial Prism ('{2}, {T}: Add one mana of any color.'): the mana ability costs {1} (not
    {0}: 'This effect can't reduce the mana in that cost to less than one mana')."""
    game = board({"battlefield": ["Celestial Prism", {"card": "Power Artifact", "attached_to": "Celestial Prism"},
                                  {"card": "Wastes", "count": 2}]})
    prism = game.find("Celestial Prism")
    assert not _acts(game, prism)  # nothing in the pool: even {1} can't be paid
    game.apply(f"activate {game.state.zones['battlefield'][2]} 1")  # one Wastes: {C}
    assert f"activate {prism} 1 mana:G" in _acts(game, prism)
    game.apply(f"activate {prism} 1 mana:G")
    assert [m.type for m in game.state.players[0].pool] == ["G"]  # the {C} paid {1}


def test_605_1a_suppression_field_leaves_mana_abilities_alone() -> None:
    """Ruling: 'Suppression Field's ability doesn't affect static abilities, triggered abilities, or mana
    abilities.' Celestial Prism still costs {2}: two {C} in the pool pay it."""
    game = board({"battlefield": ["Celestial Prism", "Suppression Field", {"card": "Wastes", "count": 2}]})
    prism = game.find("Celestial Prism")
    for land in [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Wastes"]:
        game.apply(f"activate {land} 1")
    game.apply(f"activate {prism} 1 mana:R")
    assert [m.type for m in game.state.players[0].pool] == ["R"]


def test_602_2b_suppression_field_adds_two_to_other_activated_abilities() -> None:
    """Walking Ballista's 'Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.' costs {2}
    more: with one land it can't be activated, with two it can."""
    game = board({"battlefield": [BALLISTA, "Suppression Field", {"card": "Wastes", "count": 1}]})
    ballista = game.find("Walking Ballista")
    assert f"activate {ballista} 2" not in _acts(game, ballista)
    game = board({"battlefield": [BALLISTA, "Suppression Field", {"card": "Wastes", "count": 2}]})
    assert f"activate {game.find('Walking Ballista')} 2" in _acts(game, game.find("Walking Ballista"))


def test_602_2b_heartstone_reduces_a_creatures_ability() -> None:
    """Heartstone: Walking Ballista's '{4}: Put a +1/+1 counter on Walking Ballista.' costs {3}."""
    game = board({"battlefield": [BALLISTA, "Heartstone", {"card": "Wastes", "count": 3}]})
    ballista = game.find("Walking Ballista")
    game.apply(f"activate {ballista} 1")
    if game.pending.kind == "pay":
        game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    assert counters(game, ballista) == 2
    assert all(game.state.objects[o].tapped for o in game.state.zones["battlefield"]
               if game.state.objects[o].card == "Wastes")


def test_ruling_training_grounds_takes_the_total_cost_suppression_field_first() -> None:
    """Training Grounds's ruling: 'Training Grounds takes the total cost to activate a creature's activated ability
    into account, not just the cost printed on it' (Suppression Field's {2} more, then {2} less, not below one
    mana): Walking Ballista's counter-removing ability costs {1}, payable with one land."""
    game = board({"battlefield": [BALLISTA, "Suppression Field", "Training Grounds", {"card": "Wastes", "count": 1}]})
    ballista = game.find("Walking Ballista")
    assert f"activate {ballista} 2" in _acts(game, ballista)
    game = board({"battlefield": [BALLISTA, "Suppression Field", "Training Grounds"]})
    assert f"activate {game.find('Walking Ballista')} 2" not in _acts(game, game.find("Walking Ballista"))
