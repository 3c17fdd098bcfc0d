"""Manlands that become a creature with a quoted ability, compiled from their Oracle text: Raging Ravine ('{2}{R}{G}:
Until end of turn, Raging Ravine becomes a 3/3 red and green Elemental creature with "Whenever this creature
attacks, put a +1/+1 counter on it." It's still a land.') and Den of the Bugbear (613.1f: the quoted ability is
granted in layer 6; 205.1b; 611.2c)."""

from __future__ import annotations

from support import (
    activate,
    attack,
    board,
    counters,
    pass_both,
    pass_until,
    pay_with,
    pt,
    resolve_stack,
    to_attackers,
)
from support.reading import tokens


def _animated(name: str, cost: list[str], times: int = 1):
    lands = cost * times
    game = board({"battlefield": [name, *lands]})
    land = game.find(name)
    pass_until(game, "main1", turn=game.state.turn + 2)  # it entered tapped: untapped in P1's next untap step
    ids = [i for i in game.state.battlefield if game.chars(i).name != name]
    for n in range(times):
        activate(game, land, 2, pay=False)
        pay_with(game, *ids[n * len(cost):(n + 1) * len(cost)])
        pass_both(game)
    return game, land


def test_raging_ravine_becomes_a_3_3_red_and_green_land_creature() -> None:
    """205.1b, 105.3: a 3/3 red and green Elemental creature that is still a land."""
    game, ravine = _animated("Raging Ravine", ["Mountain", "Forest", "Mountain", "Forest"])
    c = game.chars(ravine)
    assert {"Land", "Creature"} <= set(c.types) and "Elemental" in c.subtypes
    assert set(c.colors) == {"R", "G"} and pt(game, ravine) == (3, 3)


def test_ruling_each_activation_grants_another_instance() -> None:
    """Ruling (2018-12-07): 'Each time you activate Raging Ravine's last ability, it gains an instance of the
    triggered ability. For example, if you activate the last ability twice and then attack with Raging Ravine,
    both of the triggered abilities it gained will trigger. It will get a total of two +1/+1 counters.'"""
    game, ravine = _animated("Raging Ravine", ["Mountain", "Forest", "Mountain", "Forest"], times=2)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, ravine)
    resolve_stack(game)
    assert counters(game, ravine) == 2 and pt(game, ravine) == (5, 5)


def test_ruling_counters_stay_after_it_stops_being_a_creature() -> None:
    """Ruling (2018-12-07): 'Any +1/+1 counters put on Raging Ravine remain on it even after it stops being a
    creature.' The granted ability ends with the turn too (514.2)."""
    game, ravine = _animated("Raging Ravine", ["Mountain", "Forest", "Mountain", "Forest"])
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, ravine)
    resolve_stack(game)
    assert counters(game, ravine) == 1
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert counters(game, ravine) == 1 and "Creature" not in game.chars(ravine).types
    assert len(game.chars(ravine).abilities) == 3  # its printed three: the granted trigger is gone


def test_den_of_the_bugbear_attacks_with_a_goblin_token() -> None:
    """Den of the Bugbear: 'Whenever this creature attacks, create a 1/1 red Goblin creature token that's tapped
    and attacking.'"""
    game, den = _animated("Den of the Bugbear", ["Mountain"] * 4)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, den)
    resolve_stack(game)
    made = tokens(game, 0)
    assert len(made) == 1 and game.chars(made[0]).name.startswith("Goblin")
    assert game.state.objects[made[0]].tapped
