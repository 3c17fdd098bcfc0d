"""Fierce Retribution (compiled from its Oracle text), played through the engine.

Oracle text: Cleave {5}{W} (You may cast this spell for its cleave cost. If you do, remove the words in square
brackets.) / Destroy target [attacking] creature."""

from __future__ import annotations

from support import board, pass_both

CARD = "Fierce Retribution"


def test_cleaved_it_has_no_bracketed_text_on_the_stack_and_keeps_its_mana_value() -> None:
    """Rulings: "If you cast a spell for its cleave cost, that spell doesn’t have any of the text in square
    brackets while it’s on the stack." and "A cleave cost is an alternative cost that’s paid instead of the
    spell’s mana cost. Casting a spell for its cleave cost doesn’t change the spell’s mana value.\""""
    game = board({"battlefield": ["Plains"] * 6, "hand": [CARD]}, {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find(CARD)} cleave")
    game.apply(f"target {bears}")  # not attacking: a legal target only without the bracketed word
    game.apply("autopay")
    spell = game.state.stack[-1]
    assert game.chars(spell).mana_value == 2
    pass_both(game)
    assert game.find("Grizzly Bears", zone="graveyard")


def test_cast_normally_it_needs_an_attacking_creature() -> None:
    """Cast for {1}{W}, the bracketed word stays: 'Destroy target attacking creature.'"""
    game = board({"battlefield": ["Plains"] * 2, "hand": [CARD]}, {"battlefield": ["Grizzly Bears"]})
    assert f"cast {game.find(CARD)}" not in [str(a) for a in game.legal_actions()]
