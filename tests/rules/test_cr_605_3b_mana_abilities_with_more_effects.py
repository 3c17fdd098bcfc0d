"""CR 605.1a: an activated ability is a mana ability if it could add mana, has no target and isn't a loyalty
ability, even if it does more; 605.3b: “An activated mana ability doesn't go on the stack, so it can't be
targeted, countered, or otherwise responded to. Rather, it resolves immediately after it is activated.”
Played with compiled cards: Adarkar Wastes ('{T}: Add {C}.' / '{T}: Add {W} or {U}. ~ deals 1 damage to
you.'), Talisman of Progress (the same on an artifact), Serra Angel ({3}{W}{W})."""

from __future__ import annotations

from support import board, life, use_compiled

use_compiled("Adarkar Wastes", "Talisman of Progress")


def _pool(game, player: int = 0) -> list[str]:
    return [m.type for m in game.state.players[player].pool]


def test_605_3b_the_damage_happens_at_once_with_the_mana() -> None:
    """605.3b: activating the colored ability adds {W} and deals 1 damage to its controller, with nothing on
    the stack."""
    game = board({"battlefield": ["Adarkar Wastes"]})
    wastes = game.find("Adarkar Wastes")
    game.apply(f"activate {wastes} 2 mana:W")
    assert _pool(game) == ["W"] and life(game, 0) == 19
    assert not game.state.stack and game.pending.kind == "priority"


def test_605_1a_the_colorless_ability_does_no_damage() -> None:
    """The first ability adds {C} only."""
    game = board({"battlefield": ["Talisman of Progress"]})
    game.apply(f"activate {game.find('Talisman of Progress')} 1")
    assert _pool(game) == ["C"] and life(game, 0) == 20


def test_605_3a_a_mana_ability_with_more_effects_pays_a_spell() -> None:
    """605.3a: it may be activated while a cost is paid: two Plains, a Talisman and Adarkar Wastes pay
    {3}{W}{W}; the auto-payer takes colorless from them where it can."""
    game = board({"hand": ["Serra Angel"], "battlefield": ["Plains", "Adarkar Wastes", "Talisman of Progress",
                                                        "Plains", "Plains"]})
    game.apply(f"cast {game.find('Serra Angel')}")
    game.apply("autopay")
    assert game.state.stack and life(game, 0) == 20


def test_605_3a_the_colored_mana_when_needed_costs_life() -> None:
    """With one Plains, Serra Angel's {W}{W} needs one of the painlike sources' {W}: 1 damage."""
    game = board({"hand": ["Serra Angel"], "battlefield": ["Plains", "Adarkar Wastes", "Talisman of Progress",
                                                        "Island", "Island"]})
    game.apply(f"cast {game.find('Serra Angel')}")
    game.apply("autopay")
    assert game.state.stack and life(game, 0) == 19
