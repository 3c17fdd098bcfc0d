"""CR 605.3b (a mana ability resolves at once, without the stack) and 605.1a: a mana ability that does more
than add mana, 'Add {W} or {B}. Caves of Koilos deals 1 damage to you.' (mechanics/mana_riders)."""

from __future__ import annotations

from support import board, cast

from lithoform.cards.tree import DealDamage
from lithoform.catalog.registry import get_def
from lithoform.mechanics.mana_riders.nodes import AddManaThen


def test_605_1a_the_painland_ability_is_one_mana_ability() -> None:
    ability = get_def("Caves of Koilos").faces[0].abilities[-1]
    assert ability.mana and isinstance(ability.effect, AddManaThen)
    assert ability.effect.options == ("{W}", "{B}") and isinstance(ability.effect.then, DealDamage)


def test_605_3b_tapping_for_colored_mana_deals_1_damage_at_once() -> None:
    game = board({"battlefield": ["Caves of Koilos"]})
    caves = game.find("Caves of Koilos")
    game.apply(f"activate {caves} 2 mana:W")
    assert game.state.players[0].life == 19 and not game.state.stack
    assert [m.type for m in game.state.players[0].pool] == ["W"]


def test_605_3b_the_colorless_ability_deals_no_damage() -> None:
    game = board({"battlefield": ["Caves of Koilos"]})
    game.apply(f"activate {game.find('Caves of Koilos')} 1")
    assert game.state.players[0].life == 20


def test_ancient_tomb_adds_two_colorless_and_deals_2_damage() -> None:
    game = board({"battlefield": ["Ancient Tomb"]})
    game.apply(f"activate {game.find('Ancient Tomb')} 1")
    assert game.state.players[0].life == 18
    assert [m.type for m in game.state.players[0].pool] == ["C", "C"]


def test_autopay_never_takes_damage_for_the_player() -> None:
    """Like paying life (119.4), taking damage is the player's choice: the auto-payer uses the painland's
    colorless ability, or leaves the payment to the player."""
    game = board({"battlefield": ["Caves of Koilos", "Plains"], "hand": ["Ornithopter", "Savannah Lions"]})
    cast(game, game.find("Savannah Lions"))  # {W}: the Plains pays
    assert game.state.players[0].life == 20 and game.find("Plains") in game.zone("battlefield")
