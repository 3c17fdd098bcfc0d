"""CR 109.2: an 'and' between whole plural descriptions ('Creatures and nonbasic lands your opponents control',
Thalia, Heretic Cathar; 'Red creatures and white creatures you control gain first strike', Rise of the
Hobgoblins; 'White creatures and blue creatures can't block', Magistrate's Veto) means the objects of either
description. Words said first of a list of single types ('untapped artifacts, creatures, and lands', Maraxus of
Keld) are said of every type, so that shape isn't read as a union (it stays refused)."""

from __future__ import annotations

import pytest
from support import activate, board, pass_both, use_compiled

from lithoform.cards.tree import Filter
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.rules.continuous.characteristics import chars

use_compiled("Rise of the Hobgoblins")


def test_109_2_and_between_whole_plural_descriptions_is_either() -> None:
    f = describe(["creatures", "and", "nonbasic", "lands"], ["opponent_controls"]).filter()
    assert f.controller == "opponent"
    assert f.any_of == (Filter(types=("Creature",)), Filter(types=("Land",), not_supertypes=("Basic",)))
    f = describe(["red", "creatures", "and", "white", "creatures"], ["you_control"]).filter()
    assert f.any_of == (Filter(types=("Creature",), colors=("R",)), Filter(types=("Creature",), colors=("W",)))


def test_109_2_words_before_a_list_of_single_types_are_not_read_as_one_part() -> None:
    with pytest.raises(DescriptionError):
        describe(["untapped", "artifacts", ",", "creatures", ",", "and", "lands"], ["you_control"])


def test_109_2_a_list_of_plural_types_is_still_any_of_the_types() -> None:
    f = describe(["artifacts", "and", "creatures"], ["opponent_controls"]).filter()
    assert set(f.types) == {"Artifact", "Creature"} and f.any_of == ()


def test_109_2_rise_of_the_hobgoblins_gives_first_strike_to_red_and_to_white_creatures_only() -> None:
    game = board({"battlefield": ["Rise of the Hobgoblins", "Goblin Piker", "Elite Vanguard", "Grizzly Bears",
                                  "Plains"]})
    activate(game, "Rise of the Hobgoblins", 1)
    pass_both(game)
    keywords = {n: chars(game.state, game.find(n)).keywords
                for n in ("Goblin Piker", "Elite Vanguard", "Grizzly Bears")}
    assert "first strike" in keywords["Goblin Piker"] and "first strike" in keywords["Elite Vanguard"]
    assert "first strike" not in keywords["Grizzly Bears"]
