"""Prohibit, compiled from its Oracle text and played.

Oracle text: Kicker {2} / Counter target spell if its mana value is 2 or less. If this spell was kicked, counter
that spell if its mana value is 4 or less instead. (702.33d, 608.2c: the condition is checked as it resolves)"""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Prohibit")


def _prohibit(spell: str, kicker: bool) -> Game:
    game = board({"hand": [spell, "Prohibit"], "battlefield": basics(Island=5, Forest=5, Mountain=1)})
    target = cast(game, spell)
    cast(game, "Prohibit", target, kicker=kicker)  # P1 holds priority and answers its own spell
    pass_both(game)  # Prohibit resolves
    return game


def test_unkicked_counters_a_spell_of_mana_value_two() -> None:
    game = _prohibit("Grizzly Bears", kicker=False)
    assert "Grizzly Bears" in names(game, "graveyard")


def test_unkicked_leaves_a_spell_of_mana_value_three() -> None:
    game = _prohibit("Centaur Courser", kicker=False)
    assert "Centaur Courser" not in names(game, "graveyard")
    pass_both(game)
    assert "Centaur Courser" in names(game, "battlefield")


def test_kicked_counters_a_spell_of_mana_value_four_instead() -> None:
    game = _prohibit("Hill Giant", kicker=True)
    assert "Hill Giant" in names(game, "graveyard")


def test_kicked_still_counters_a_cheap_spell() -> None:
    """Kicked, the spell of mana value 2 is also 4 or less: it is countered."""
    game = _prohibit("Grizzly Bears", kicker=True)
    assert "Grizzly Bears" in names(game, "graveyard")


def test_kicked_leaves_a_spell_of_mana_value_five() -> None:
    game = _prohibit("Craw Wurm", kicker=True)
    assert "Craw Wurm" not in names(game, "graveyard") and "Prohibit" in names(game, "graveyard")
