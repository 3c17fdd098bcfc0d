"""Subtlety ({2}{U}{U} 3/3, flash, flying; Evoke—Exile a blue card from your hand): "When Subtlety enters the
battlefield, choose up to one target creature spell or planeswalker spell. Its owner puts it on the top or
bottom of their library." (115.1; 401.4; mechanics/top_or_bottom). Its rulings, quoted from the card
database."""

from __future__ import annotations

from support import board, pass_both, resolve_stack, use_compiled, zone_names

from lithoform import Game

use_compiled("Subtlety")


def _subtlety_at(spell: str, mana: int) -> tuple[Game, int]:
    """P2 casts `spell` in its turn; P1 flashes Subtlety in; the trigger asks for its target."""
    game = board({"hand": ["Subtlety"], "battlefield": ["Island"] * 4},
                 {"hand": [spell], "battlefield": ["Forest"] * mana + ["Grizzly Bears"],
                  "library": ["Plains", "Plains"]}, active="P2")
    game.apply(f"cast {game.find(spell)}")
    game.apply("autopay")
    top = game.state.stack[-1]
    game.apply("pass")
    game.apply(f"cast {game.find('Subtlety')}")
    if game.pending.kind == "alternative":
        game.apply("alternative none")
    game.apply("autopay")
    pass_both(game)  # Subtlety resolves; its trigger asks for a target
    assert game.pending.kind == "target"
    return game, top


def test_ruling_it_targets_a_spell_not_a_creature_on_the_battlefield() -> None:
    """Ruling (2021-06-18): "Subtlety's triggered ability targets a spell on the stack. It can't target
    creatures or planeswalkers on the battlefield." """
    game, top = _subtlety_at("Colossal Dreadmaw", 6)
    assert top in game.pending.options
    assert game.find("Grizzly Bears", zone="battlefield") not in game.pending.options


def test_ruling_the_owner_chooses_top_or_bottom() -> None:
    """Ruling (2021-06-18): "The owner of the spell is the one who chooses whether it goes on the top or bottom
    of their library. All players will know this information." """
    game, top = _subtlety_at("Colossal Dreadmaw", 6)
    game.apply(f"target {top}")
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 1
    game.apply("choose 1")  # the bottom
    resolve_stack(game)
    assert zone_names(game, "library", 1)[-1] == "Colossal Dreadmaw"
    assert "Colossal Dreadmaw" not in zone_names(game, "graveyard", 1)


def test_ruling_it_works_on_a_spell_that_cant_be_countered() -> None:
    """Ruling (2021-06-18): "A spell that's put into its owner's library doesn't resolve, but it isn't
    countered. This will work on spells that say they can't be countered." (Carnage Tyrant)"""
    game, top = _subtlety_at("Carnage Tyrant", 6)
    game.apply(f"target {top}")
    pass_both(game)
    game.apply("choose 0")  # the top
    resolve_stack(game)
    assert zone_names(game, "library", 1)[0] == "Carnage Tyrant"
    assert not any(e.kind == "countered" for e in game.state.events())
