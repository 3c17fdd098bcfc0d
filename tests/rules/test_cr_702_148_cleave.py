"""CR 702.148: cleave. 'Cleave [cost]' means 'You may cast this spell by paying [cost] rather than paying its
mana cost' and 'If this spell's cleave cost was paid, change its text by removing all text found within square
brackets in the spell's rules text' (702.148a, a text-changing effect: 702.148b, 612)."""

from __future__ import annotations

from support import board, legal, pass_both

RETRIBUTION = "Fierce Retribution"  # {1}{W} instant, Cleave {5}{W}: 'Destroy target [attacking] creature.'


def test_702_148a_cast_normally_the_bracketed_words_count() -> None:
    """Cast for its mana cost, it is 'Destroy target attacking creature.': no attacking creature, no target."""
    game = board({"battlefield": ["Plains"] * 6, "hand": [RETRIBUTION]}, {"battlefield": ["Grizzly Bears"]})
    card = game.find(RETRIBUTION)
    assert not legal(game, f"cast {card}")
    assert legal(game, f"cast {card} cleave")


def test_702_148a_cast_for_its_cleave_cost_without_the_bracketed_words() -> None:
    """Cast for {5}{W}, it is 'Destroy target creature.'; the card in the graveyard has its printed text."""
    game = board({"battlefield": ["Plains"] * 6, "hand": [RETRIBUTION]}, {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find(RETRIBUTION)} cleave")
    game.apply(f"target {bears}")
    assert game.pending.prompt == "pay {5}{W}"
    game.apply("autopay")
    pass_both(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    card = game.find(RETRIBUTION, zone="graveyard")
    assert game.state.objects[card].face == 0


def test_702_148a_the_cleave_cost_must_be_payable() -> None:
    game = board({"battlefield": ["Plains"] * 2, "hand": [RETRIBUTION]}, {"battlefield": ["Grizzly Bears"]})
    assert not legal(game, f"cast {game.find(RETRIBUTION)} cleave")
