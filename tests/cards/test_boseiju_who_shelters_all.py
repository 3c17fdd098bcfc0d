"""Boseiju, Who Shelters All: '{T}, Pay 2 life: Add {C}. If that mana is spent on an instant or sorcery spell, that
spell can't be countered.' (106.6: what spending the mana does; 701.6: countering; 605.1a: a mana ability even with
a life cost)."""

from __future__ import annotations

from support import board, cast, life, names, resolve_stack, use_compiled

from lithoform import Game
from lithoform.rules.hooks import COUNTER_FORBIDDEN
from lithoform.rules.zones import set_tapped

BOSEIJU = "Boseiju, Who Shelters All"


def test_it_compiles() -> None:
    assert use_compiled(BOSEIJU)


def _game(spell: str) -> Game:
    use_compiled(BOSEIJU, "Counterspell")
    game = board({"battlefield": [BOSEIJU, "Mountain", "Forest"], "hand": [spell]},
                 {"battlefield": ["Island", "Island"], "hand": ["Counterspell"]})
    set_tapped(game.state, game.find(BOSEIJU), False)  # (the setup enters it tapped, as its first ability says)
    return game


def _cast_with_boseiju(game: Game, name: str, *targets: int | str) -> int:
    game.apply(f"activate {game.find(BOSEIJU)} 1")  # 605.3a: {C} in the pool first (its cost includes life)
    spell = cast(game, name, *targets)
    assert not game.state.players[0].pool  # the {C} was spent on the spell
    return game.state.zones["stack"][-1] if spell is None else spell


def _counter_it(game: Game, spell: int) -> None:
    game.apply("pass")
    cast(game, "Counterspell", spell)
    resolve_stack(game)


def test_106_6_an_instant_paid_with_its_mana_cant_be_countered() -> None:
    """701.6: Counterspell resolves and does nothing to the Bolt, which then deals its damage; 2 life paid."""
    game = _game("Searing Spear")
    spell = _cast_with_boseiju(game, "Searing Spear", "P2")
    assert life(game, 0) == 18
    _counter_it(game, spell)
    assert life(game, 1) == 17  # 3 damage
    assert "Counterspell" in names(game, "graveyard", 1)


def test_a_creature_spell_paid_with_its_mana_can_be_countered() -> None:
    """The rider names instant and sorcery spells only: Grizzly Bears paid with it is countered."""
    game = _game("Grizzly Bears")
    spell = _cast_with_boseiju(game, "Grizzly Bears")
    _counter_it(game, spell)
    assert "Grizzly Bears" in names(game, "graveyard", 0)


def test_ruling_a_copy_of_the_spell_can_be_countered() -> None:
    """Ruling (2004-12-01): 'Suppose mana produced by Boseiju is spent on a spell and an effect creates a copy of
    that spell. The copy can be countered, even though the original can't.' (707.10: no mana was spent on a copy)"""
    use_compiled(BOSEIJU, "Twincast")
    game = board({"battlefield": [BOSEIJU, "Mountain", "Island", "Island"], "hand": ["Searing Spear", "Twincast"]},
                 {})
    set_tapped(game.state, game.find(BOSEIJU), False)
    spear = _cast_with_boseiju(game, "Searing Spear", "P2")
    cast(game, "Twincast", spear)
    game.apply("pass")
    game.apply("pass")  # Twincast resolves: a copy of the Spear on the stack
    while game.pending.kind != "priority":
        game.apply(str(next(a for a in game.legal_actions() if a.kind not in ("cancel", "concede"))))
    copy = game.state.zones["stack"][-1]
    assert copy != spear and game.state.objects[copy].card == "Searing Spear"
    assert any(fn(game.state, spear) for fn in COUNTER_FORBIDDEN.fns)
    assert not any(fn(game.state, copy) for fn in COUNTER_FORBIDDEN.fns)
