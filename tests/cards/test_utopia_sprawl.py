"""Utopia Sprawl: "Enchant Forest / As Utopia Sprawl enters the battlefield, choose a color. / Whenever
enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color."
(614.12, 607.2d; 106.12a and 605.1b, 605.4a: a triggered mana ability)"""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled

from lithoform.rules.payment import activate_mana_ability

use_compiled("Utopia Sprawl", "Wild Growth")


def _pool(game, player: int = 0) -> list[str]:
    return [m.type for m in game.state.players[player].pool]


def _sprawl_on_forest(color: int) -> tuple:
    game = board({"hand": ["Utopia Sprawl"], "battlefield": ["Forest", "Forest"]})
    first, second = (o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Forest")
    cast(game, "Utopia Sprawl", second)  # paid with the first Forest
    pass_both(game)
    assert game.pending.kind == "choose", game.pending  # 614.12: the color, as it enters
    game.apply(f"choose {color}")
    return game, second


def test_tapping_the_forest_adds_the_chosen_color_too() -> None:
    """605.4a: the additional mana is added at once, without the stack."""
    game, forest = _sprawl_on_forest(3)  # red
    game.apply(f"activate {forest} 1")
    assert sorted(_pool(game)) == ["G", "R"] and not game.state.stack


def test_the_forest_paying_a_cost_adds_the_mana_too() -> None:
    """106.12a: tapped for mana by the auto-payer as a cost is paid: the trigger happens as well, and the
    mana the cost didn't need stays in the pool (106.4)."""
    game = board({"hand": ["Utopia Sprawl", "Llanowar Elves"], "battlefield": ["Forest", "Forest"]})
    first, second = (o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Forest")
    cast(game, "Utopia Sprawl", second)
    pass_both(game)
    game.apply("choose 1")  # blue
    cast(game, "Llanowar Elves")
    assert _pool(game) == ["U"] and game.state.objects[second].tapped


def test_wild_growth_adds_an_additional_green() -> None:
    """Wild Growth: "Whenever enchanted land is tapped for mana, its controller adds an additional {G}." """
    game = board({"hand": ["Wild Growth"], "battlefield": ["Forest", "Plains"]})
    plains = game.find("Plains")
    cast(game, "Wild Growth", plains)
    pass_both(game)
    game.apply(f"activate {plains} 1")
    assert sorted(_pool(game)) == ["G", "W"]


def test_its_controller_gets_the_mana_not_the_auras() -> None:
    """'its controller': the enchanted land's controller adds the mana, even when the Aura is another
    player's."""
    game = board({"hand": ["Wild Growth"], "battlefield": ["Forest"]}, {"battlefield": ["Plains"]})
    plains = game.find("Plains")
    cast(game, "Wild Growth", plains)
    pass_both(game)
    activate_mana_ability(game.state, 1, plains, 1, None, ())
    assert sorted(_pool(game, 1)) == ["G", "W"] and _pool(game, 0) == []
