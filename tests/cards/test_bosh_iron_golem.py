"""Bosh, Iron Golem: every official ruling, checked in a game.

Oracle text: Trample / {3}{R}, Sacrifice an artifact: Bosh, Iron Golem deals damage equal to the sacrificed
artifact's mana value to any target."""

from __future__ import annotations

from support import activate, attack, block, board, cast, counters, lands, life, pass_both, to_attackers

from lithoform import Action

BOSH = "Bosh, Iron Golem"


def test_bosh_can_be_sacrificed_to_pay_for_its_own_ability() -> None:
    """Ruling: "Bosh can be sacrificed to pay the cost of its last ability."

    Bosh sacrificed to its own ability deals 8 damage, its mana value."""
    game = board({"battlefield": [lands("Mountain", 4), BOSH]})
    bosh = game.find(BOSH)
    game.apply(f"activate {bosh} 1")
    game.apply("target P2")
    assert game.pending.kind == "sacrifice" and bosh in game.pending.options
    game.apply(f"sacrifice {bosh}")
    game.apply("autopay")
    assert game.find(BOSH, zone="graveyard")
    pass_both(game)
    assert life(game, 1) == 12


def test_x_in_a_sacrificed_artifacts_mana_cost_is_zero() -> None:
    """Ruling: "If an artifact on the battlefield has {X} in its mana cost, X is considered to be 0."

    A Walking Ballista cast with X = 2 (it paid {4}) has mana value 0 on the battlefield: sacrificed to
    Bosh's ability, it makes Bosh deal 0 damage."""
    game = board({"battlefield": [lands("Mountain", 8), BOSH], "hand": ["Walking Ballista"]})
    cast(game, "Walking Ballista", x=2)
    pass_both(game)
    ballista = game.find("Walking Ballista")
    assert counters(game, ballista) == 2
    assert game.chars(ballista).mana_value == 0
    activate(game, BOSH, 1, "P2", sacrifice=[ballista])
    pass_both(game)
    assert life(game, 1) == 20
    assert not [line for line in game.log() if "deals" in line and "damage to P2" in line]


def test_damage_equals_the_sacrificed_artifacts_mana_value() -> None:
    """Oracle: "deals damage equal to the sacrificed artifact's mana value to any target": Triskelion (mana
    value 6) sacrificed; 6 damage to a creature kills it."""
    game = board({"battlefield": [lands("Mountain", 4), BOSH, "Triskelion"]}, {"battlefield": ["Serra Angel"]})
    activate(game, BOSH, 1, game.find("Serra Angel"), sacrifice=[game.find("Triskelion")])
    pass_both(game)
    assert game.find("Serra Angel", zone="graveyard")


def test_trample() -> None:
    """Oracle: "Trample": blocked by Serra Angel (4/4), Bosh (6/7) assigns 4 to it and 2 to P2."""
    game = board({"battlefield": [BOSH]}, {"battlefield": ["Serra Angel"]}, step="beginning_of_combat")
    bosh, angel = game.find(BOSH), game.find("Serra Angel")
    to_attackers(game)
    attack(game, bosh)
    pass_both(game)
    block(game, (angel, bosh))
    pass_both(game)
    assert Action("damage", (3, 3)) not in game.legal_actions()
    game.apply("damage 4 2")
    assert life(game, 1) == 18
