"""CR 207.2d: flavor words appear in italics at the beginning of some abilities; they have no special rules
meaning and the rules list none. The compiler reads the ability without them, by their form (a short name
and ' — '), on an ability's line ('Acid Breath — When Black Dragon enters the battlefield, ...') and on a
mode ('• Cure Wounds — You gain 2 life.'); keywords whose line has a dash (702), chapter numbers (714.2),
choices of modes (700.2) and a results table (706.3) are not flavor words."""

from __future__ import annotations

from support import basics, board, cast, life, pass_both, use_compiled

from lithoform.cards.tree import TriggeredAbility
from lithoform.catalog.compiled import compiled
from lithoform.compiler.ability_words import strip_flavor_word

use_compiled("Dawnbringer Cleric", "Black Dragon")


def test_207_2d_an_ability_with_a_flavor_word_is_read_without_it() -> None:
    card = compiled("Black Dragon").card
    assert card is not None
    (trigger,) = [a for a in card.faces[0].abilities if isinstance(a, TriggeredAbility)]
    assert trigger.keyword == "Acid Breath"  # kept as a label only
    assert trigger.trigger.event == "enters" and trigger.targets


def test_207_2d_a_mode_with_a_flavor_word_is_read_without_it() -> None:
    """Dawnbringer Cleric: '• Cure Wounds — You gain 2 life.' (a mode's flavor word)."""
    game = board({"hand": ["Dawnbringer Cleric"], "battlefield": basics(Plains=2)})
    cast(game, "Dawnbringer Cleric")
    pass_both(game)
    assert game.pending.kind == "mode"
    game.apply("mode 1")  # Cure Wounds (the others have no legal target)
    pass_both(game)
    assert life(game, 0) == 22


def test_207_2d_keywords_chapters_and_tables_are_not_flavor_words() -> None:
    for line in ("companion — each nonland card in your starting deck shares a card type.",
                 "boast — {1}{r}: ~ deals 1 damage to any target.",
                 "forecast — {2}{w}, reveal ~ from your hand: tap target creature.",
                 "i, ii — create a 1/1 white human soldier creature token.",
                 "• khans — at the beginning of combat on your turn, draw a card.",
                 "1—9 | draw a card.", "choose one —"):
        assert strip_flavor_word(line) == ("", line), line


def test_207_2d_flavor_words_of_several_words() -> None:
    assert strip_flavor_word("dark one 's own luck — whenever you roll one or more dice, draw a card.") == (
        "dark one 's own luck", "whenever you roll one or more dice, draw a card.")
    assert strip_flavor_word("two-weapon fighting — double target creature 's power.")[0] == "two-weapon fighting"
