"""Static abilities of 'each [permanent]' (611.3a, 613.4c) and the suffix "that's a [subtype] or a [subtype]"
(205.3; mechanics/each_statics)."""

from __future__ import annotations

from support import board, pt, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Howlpack Resurgence", "Sporecrown Thallid")


def test_howlpack_resurgence_pumps_only_wolves_and_werewolves_of_its_controller() -> None:
    """'Each creature you control that's a Wolf or a Werewolf gets +1/+1 and has trample.'"""
    game = board({"battlefield": ["Howlpack Resurgence", "Young Wolf", "Grizzly Bears"]},
                 {"battlefield": ["Young Wolf"]})
    mine = game.find("Young Wolf", player=0)
    theirs = game.find("Young Wolf", player=1)
    assert pt(game, mine) == (2, 2) and "trample" in chars(game.state, mine).keywords
    assert pt(game, theirs) == (1, 1)
    assert pt(game, game.find("Grizzly Bears")) == (2, 2)


def test_sporecrown_thallid_pumps_other_fungi_and_saprolings() -> None:
    """'Each other creature you control that's a Fungus or Saproling gets +1/+1.': not itself (a Fungus)."""
    game = board({"battlefield": ["Sporecrown Thallid", "Thallid", "Grizzly Bears"]})
    assert pt(game, game.find("Sporecrown Thallid")) == (2, 2)
    assert pt(game, game.find("Thallid")) == (2, 2)
    assert pt(game, game.find("Grizzly Bears")) == (2, 2)


def test_heroes_podium_is_refused_its_other_is_each_creatures_own() -> None:
    """"Each legendary creature you control gets +1/+1 for each other legendary creature you control.": 'other'
    means other than the creature getting the bonus, which a count of the source's can't say: not compiled."""
    from lithoform.carddb import get_card
    from lithoform.compiler.compiler import compile_card
    assert not compile_card(get_card("Heroes' Podium")).ok
