"""CR 207.2c: an ability word (italic, before a dash) ties cards together but has no rules meaning: the
ability it starts works as its text without the word, and the word is not a keyword ability."""

from __future__ import annotations

from support import board, cast, resolve_stack

from lithoform.carddb import get_card
from lithoform.cards.tree import TriggeredAbility
from lithoform.compiler import compile_card


def test_207_2c_a_landfall_ability_is_the_triggered_ability_its_text_says() -> None:
    """Makindi Sliderunner: 'Landfall — Whenever a land enters the battlefield under your control,
    Makindi Sliderunner gets +1/+1 until end of turn.'"""
    game = board({"battlefield": ["Makindi Sliderunner"], "hand": ["Mountain"]})
    runner = game.find("Makindi Sliderunner")
    game.apply(f"play {game.find('Mountain', zone='hand')}")
    assert len(game.state.stack) == 1
    resolve_stack(game)
    c = game.chars(runner)
    assert (c.power, c.toughness) == (3, 2)


def test_207_2c_the_ability_word_is_a_label_not_a_keyword() -> None:
    card = compile_card(get_card("Makindi Sliderunner")).card
    assert card is not None
    (landfall,) = [a for a in card.faces[0].abilities if isinstance(a, TriggeredAbility)]
    assert landfall.keyword == "Landfall" and landfall.text.startswith("Landfall — ")
    assert "Landfall" not in card.faces[0].keywords
    game = board({"battlefield": ["Makindi Sliderunner", "Soul Foundry"]})
    assert game.chars(game.find("Makindi Sliderunner")).keywords == frozenset({"trample"})
    assert "imprint" not in game.chars(game.find("Soul Foundry")).keywords


def test_207_2c_an_ability_word_on_a_spell_line_fateful_hour() -> None:
    """Spell Snuff: 'Counter target spell. / Fateful hour — If you have 5 or less life, draw a card.'"""
    for life, drawn in ((20, 0), (5, 1)):
        game = board({"battlefield": ["Island"] * 3, "hand": ["Spell Snuff"], "library": ["Forest"], "life": life},
                     {"battlefield": ["Mountain"], "hand": ["Shock"]}, active="P2")
        cast(game, game.find("Shock"), "P1")
        game.apply("pass")
        cast(game, game.find("Spell Snuff"), game.find("Shock", zone="stack"))
        resolve_stack(game)
        assert len(game.zone("hand", 0)) == drawn
        assert game.state.players[0].life == life  # the Shock was countered
