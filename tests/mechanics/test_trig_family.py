"""Trigger phrases of issue 12's "trig" family (603.2): "a spell that's both red and white" in a cast trigger
(105.2, 601.2i)."""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Battlegate Mimic", "Woodlurker Mimic", "Lightning Helix", "Lightning Bolt", "Figure of Destiny")


def _triggers(game) -> int:
    return sum(1 for e in game.state.events() if e.kind == "trigger")


def test_105_2_a_spell_thats_both_red_and_white_triggers_the_mimic() -> None:
    """Battlegate Mimic: 'Whenever you cast a spell that's both red and white, Battlegate Mimic has base power
    and toughness 4/2 until end of turn and gains first strike until end of turn.' Ruling (2008-08-01): "The
    ability triggers whenever you cast a spell that’s both of its listed colors. It doesn’t matter whether that
    spell also happens to be any other colors." """
    game = board({"battlefield": ["Battlegate Mimic", *basics(Mountain=2, Plains=1)], "hand": ["Lightning Helix"]},
                 {"battlefield": ["Grizzly Bears"]})
    mimic = game.find("Battlegate Mimic")
    before = _triggers(game)
    cast(game, "Lightning Helix", game.find("Grizzly Bears"))
    assert _triggers(game) == before + 1
    pass_both(game)  # the trigger resolves first (405.2)
    assert pt(game, mimic) == (4, 2) and "first strike" in chars(game.state, mimic).keywords


def test_105_2_a_spell_of_only_one_of_the_colors_does_not_trigger() -> None:
    game = board({"battlefield": ["Battlegate Mimic", *basics(Mountain=1)], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Grizzly Bears"]})
    before = _triggers(game)
    cast(game, "Lightning Bolt", game.find("Grizzly Bears"))
    assert _triggers(game) == before
    assert pt(game, game.find("Battlegate Mimic")) == (2, 1)


def test_105_2_a_hybrid_spell_is_both_its_colors() -> None:
    """Figure of Destiny ({R/W}) is red and white (105.2, 202.2d), whichever mana paid for it."""
    game = board({"battlefield": ["Battlegate Mimic", *basics(Mountain=1)], "hand": ["Figure of Destiny"]})
    before = _triggers(game)
    cast(game, "Figure of Destiny")
    assert _triggers(game) == before + 1


def test_105_2_the_other_pair_does_not_trigger_woodlurker() -> None:
    """Woodlurker Mimic wants black and green: a red and white spell doesn't trigger it."""
    game = board({"battlefield": ["Woodlurker Mimic", *basics(Mountain=2, Plains=1)], "hand": ["Lightning Helix"]},
                 {"battlefield": ["Grizzly Bears"]})
    before = _triggers(game)
    cast(game, "Lightning Helix", game.find("Grizzly Bears"))
    assert _triggers(game) == before
