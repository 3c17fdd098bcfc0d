"""The Immortal Sun, compiled from its Oracle text: a ban on planeswalkers' loyalty abilities (602.5, 606.3), an
extra draw (504.1), a cost reduction (601.2f) and an anthem (613.4c).

Oracle text: Players can't activate planeswalkers' loyalty abilities. / At the beginning of your draw step, draw
an additional card. / Spells you cast cost {1} less to cast. / Creatures you control get +1/+1."""

from __future__ import annotations

from support import basics, board, can_activate, cast, pt, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

SUN = "The Immortal Sun"
JACE = {"card": "Jace Beleren", "counters": {"loyalty": 5}}


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(SUN)).ok


def test_602_5_no_player_can_activate_a_planeswalkers_loyalty_abilities() -> None:
    """'Players can't activate planeswalkers' loyalty abilities.': the opponent's Sun bans my Jace's too."""
    game = board({"battlefield": [JACE]}, {"battlefield": [SUN]})
    assert not can_activate(game, game.find("Jace Beleren"))
    without = board({"battlefield": [JACE]})
    assert can_activate(without, without.find("Jace Beleren"))


def test_606_3_other_activated_abilities_stay_activatable() -> None:
    """Only loyalty abilities are banned: a land's mana ability and an artifact's ability still work."""
    game = board({"battlefield": [SUN, "Mind Stone", *basics(Island=1)]})
    assert can_activate(game, game.find("Mind Stone"))


def test_ruling_the_reduction_leaves_the_mana_value_unchanged() -> None:
    """Ruling (2018-01-19): "To determine the total cost of a spell, start with the mana cost or alternative cost
    you're paying, add any cost increases, then apply any cost reductions. The converted mana cost of the spell
    remains unchanged, no matter what the total cost to cast it was." Grizzly Bears ({1}{G}) costs {G}; it's a
    2/2 with +1/+1 and its mana value stays 2."""
    game = board({"battlefield": [SUN, *basics(Forest=1)], "hand": ["Grizzly Bears"]})
    spell = cast(game, "Grizzly Bears")
    assert game.chars(spell).mana_value == 2
    resolve_stack(game)
    assert pt(game, game.find("Grizzly Bears")) == (3, 3)
