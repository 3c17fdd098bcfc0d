"""107.5: 'A permanent that's already tapped can't be tapped again to pay the cost.' A land with two mana abilities
with {T} in their costs (Shivan Reef: '{T}: Add {C}.' and '{T}: Add {U} or {R}. Shivan Reef deals 1 damage to
you.'; Cavern of Souls) is one mana, not two, when the listing asks whether a cost can be paid (117.1, 601.2h)
and when the auto-payer plans; the plan names the ability that makes the mana chosen."""

from __future__ import annotations

from support import board, cast, castable

REEF = "Shivan Reef"


def test_107_5_a_painland_alone_is_one_mana() -> None:
    """Shivan Reef alone can't pay Think Twice's {1}{U}: it was counted once for each of its two abilities."""
    game = board({"hand": ["Think Twice"], "battlefield": [REEF]})
    assert not castable(game, "Think Twice")


def test_107_5_a_painland_with_another_land_pays_two_mana() -> None:
    """Shivan Reef and an Island pay {1}{U}: the auto-payer taps the Reef for {C} (its first ability, no damage)
    and the Island for {U}."""
    game = board({"hand": ["Think Twice"], "battlefield": [REEF, "Island"]})
    assert castable(game, "Think Twice")
    cast(game, "Think Twice")
    assert game.find("Think Twice", zone="stack")
    assert game.state.players[0].life == 20


def test_shivan_reef_ruling_the_colored_ability_deals_its_damage() -> None:
    """Shivan Reef's ruling: 'The damage dealt to you is part of the second mana ability. It doesn't use the stack
    and can't be responded to.' Paying Lightning Bolt's {R} with the Reef alone activates its second ability."""
    game = board({"hand": ["Lightning Bolt"], "battlefield": [REEF]})
    cast(game, "Lightning Bolt", "P2")
    assert game.find("Lightning Bolt", zone="stack")
    assert game.state.players[0].life == 19


def test_107_5_cavern_of_souls_is_one_mana_for_a_generic_cost() -> None:
    """Cavern of Souls ('{T}: Add {C}.' and '{T}: Add one mana of any color. Spend this mana only to cast a
    creature spell of the chosen type') alone can't pay Grizzly Bears' {1}{G}."""
    game = board({"hand": ["Grizzly Bears"], "battlefield": ["Cavern of Souls"]})
    assert not castable(game, "Grizzly Bears")
