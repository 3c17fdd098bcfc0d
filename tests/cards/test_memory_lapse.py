"""Counterspells that send the countered spell elsewhere than its owner's graveyard, compiled from their Oracle
text (701.6a, 614.1a; mechanics/counter_exile): Memory Lapse ('... put it on top of its owner's library instead of
into that player's graveyard.'), Spell Crumple ('... on the bottom of ...'), Hinder ('... put that card on the top
or bottom of ...') and Remand ('... put it into its owner's hand instead ... Draw a card.')."""

from __future__ import annotations

from support import board, names, resolve_stack, use_compiled, zone_names

from lithoform import Game

use_compiled("Memory Lapse", "Spell Crumple", "Hinder", "Remand")


def _counter(counterspell: str, spell: str = "Lightning Bolt", p1: tuple[str, ...] = ("Mountain",),
             answer: str | None = None) -> Game:
    game = board({"battlefield": list(p1), "hand": [spell], "library": ["Plains", "Plains"]},
                 {"battlefield": ["Grizzly Bears"] + ["Island"] * 3, "hand": [counterspell],
                  "library": ["Island", "Island"]})
    game.apply(f"cast {game.find(spell)}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    top = game.state.stack[-1]
    game.apply("pass")
    game.apply(f"cast {game.find(counterspell)}")
    game.apply(f"target {top}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    if answer is not None:
        assert game.pending.kind == "choose" and game.pending.player == 1  # Hinder's controller chooses
        game.apply(f"choose {answer}")
    resolve_stack(game)
    return game


def test_memory_lapse_puts_the_spell_on_top_of_its_owners_library() -> None:
    """Ruling (2016-06-08): 'Memory Lapse has a self-replacement effect that replaces the spell going to the
    graveyard before any other effect can replace that event.' (614.1a, 614.15)"""
    game = _counter("Memory Lapse")
    assert zone_names(game, "library", 0)[0] == "Lightning Bolt"
    assert "Lightning Bolt" not in names(game, "graveyard", 0)
    assert "Grizzly Bears" in names(game, "battlefield", 1)


def test_spell_crumple_puts_the_spell_on_the_bottom() -> None:
    game = _counter("Spell Crumple")
    assert zone_names(game, "library", 0)[-1] == "Lightning Bolt"
    assert "Lightning Bolt" not in names(game, "graveyard", 0)


def test_ruling_hinders_controller_chooses_top_or_bottom() -> None:
    """Ruling (2020-08-07): "Hinder's controller, not necessarily the controller of the countered spell, chooses
    where the countered spell goes." """
    assert zone_names(_counter("Hinder", answer="1"), "library", 0)[-1] == "Lightning Bolt"
    assert zone_names(_counter("Hinder", answer="0"), "library", 0)[0] == "Lightning Bolt"


def test_remand_returns_the_spell_to_its_owners_hand_and_draws() -> None:
    game = _counter("Remand")
    assert "Lightning Bolt" in names(game, "hand", 0)
    assert len(names(game, "hand", 1)) == 1  # Remand's 'Draw a card.'


def test_ruling_remand_on_a_spell_that_cant_be_countered_still_draws() -> None:
    """Ruling (2021-03-19): 'Remand can target a spell that can’t be countered. That spell won’t be countered or
    returned to its owner’s hand, but you’ll draw a card.' (113.6g)"""
    game = _counter("Remand", spell="Abrupt Decay", p1=("Swamp", "Forest"))
    assert "Abrupt Decay" in names(game, "graveyard", 0) and "Abrupt Decay" not in names(game, "hand", 0)
    assert len(names(game, "hand", 1)) == 1
