"""Spellstutter Sprite, compiled from its Oracle text, and its ruling in games.

Oracle text: Flash / Flying / When Spellstutter Sprite enters the battlefield, counter target spell with mana
value X or less, where X is the number of Faeries you control."""

from __future__ import annotations

from support import board, pass_both, use_compiled

from lithoform.rules.zones import move

use_compiled("Spellstutter Sprite")

SPRITE = "Spellstutter Sprite"


def _sprite_over(spell: str, battlefield: list, target: str = "P2"):
    game = board({"hand": [spell, SPRITE], "battlefield": battlefield})
    game.apply(f"cast {game.find(spell)}")
    if target:
        game.apply(f"target {target}")
    game.apply("autopay")
    game.apply(f"cast {game.find(SPRITE)}")
    game.apply("autopay")
    pass_both(game)  # the Sprite resolves; its ability triggers
    return game


def test_x_counts_the_faeries_you_control() -> None:
    """With only the Sprite, X is 1: Shock (mana value 1) can be targeted."""
    game = _sprite_over("Shock", [{"card": "Island", "count": 2}, "Mountain"])
    shock = next(o for o in game.state.stack if game.state.objects[o].card == "Shock")
    assert game.pending.kind == "target" and shock in game.pending.options
    game.apply(f"target {shock}")
    pass_both(game)
    assert game.find("Shock", zone="graveyard") and game.state.players[1].life == 20


def test_a_spell_with_greater_mana_value_cant_be_targeted() -> None:
    """Grizzly Bears (mana value 2) with one Faerie: no legal target; the ability is removed (603.3d)."""
    game = _sprite_over("Grizzly Bears", [{"card": "Island", "count": 2}, {"card": "Forest", "count": 2}], "")
    assert game.pending.kind == "priority"
    pass_both(game)
    assert game.find("Grizzly Bears", zone="battlefield")


def test_ruling_x_is_checked_again_on_resolution() -> None:
    """Ruling: "The value of X needs to be determined both when the ability triggers (so you can choose a
    target) and again when the ability resolves (to check if that target is still legal). If the number of
    Faeries you control has decreased enough in that time to make the target illegal, Spellstutter Sprite's
    ability will be removed from the stack and have no effect.\""""
    game = _sprite_over("Shock", [{"card": "Island", "count": 2}, "Mountain"])
    shock = next(o for o in game.state.stack if game.state.objects[o].card == "Shock")
    game.apply(f"target {shock}")
    move(game.state, game.find(SPRITE, zone="battlefield"), "graveyard")  # no Faerie left: X is 0
    pass_both(game)
    pass_both(game)
    assert game.state.players[1].life == 18  # Shock wasn't countered
