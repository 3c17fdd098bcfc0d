"""Kaheera, the Orphanguard ({1}{G/W}{G/W} 3/2 Cat Beast): "Vigilance / Each other creature you control that's a Cat,
Elemental, Nightmare, Dinosaur, or Beast gets +1/+1 and has vigilance." (611.3a, 613.4c, 613.1f; 205.3: any of the
five subtypes; mechanics/each_statics). Rulings quoted from the card database."""

from __future__ import annotations

from support import board, pt, use_compiled

from lithoform.rules.continuous.characteristics import chars

KAHEERA = "Kaheera, the Orphanguard"
use_compiled(KAHEERA)


def _vigilant(game, oid: int) -> bool:
    return "vigilance" in chars(game.state, oid).keywords


def test_each_of_the_five_types_is_pumped_and_gets_vigilance() -> None:
    """A Cat, an Elemental, a Dinosaur (and a Beast, below) of its controller get +1/+1 and vigilance; a Bear
    doesn't, nor does an opponent's Cat."""
    game = board({"battlefield": [KAHEERA, "Savannah Lions", "Air Elemental", "Colossal Dreadmaw", "Grizzly Bears"]},
                 {"battlefield": ["Savannah Lions"]})
    for name, base in (("Savannah Lions", (2, 1)), ("Air Elemental", (4, 4)), ("Colossal Dreadmaw", (6, 6))):
        oid = game.find(name, player=0)
        assert pt(game, oid) == (base[0] + 1, base[1] + 1) and _vigilant(game, oid), name
    bears = game.find("Grizzly Bears")
    assert pt(game, bears) == (2, 2) and not _vigilant(game, bears)
    theirs = game.find("Savannah Lions", player=1)
    assert pt(game, theirs) == (2, 1) and not _vigilant(game, theirs)


def test_ruling_a_creature_of_several_of_the_types_gets_the_bonus_once() -> None:
    """Ruling: "A creature that's more than one of the five types gets +1/+1 only once from Kaheera's last
    ability." (Sabertooth Nishoba, a Cat Beast Warrior)"""
    game = board({"battlefield": [KAHEERA, "Sabertooth Nishoba"]})
    assert pt(game, game.find("Sabertooth Nishoba")) == (6, 6)


def test_other_kaheera_itself_isnt_pumped_but_has_its_own_vigilance() -> None:
    """'Each other creature': Kaheera (a Cat Beast) stays 3/2; its own Vigilance keyword is its first line."""
    game = board({"battlefield": [KAHEERA]})
    kaheera = game.find(KAHEERA)
    assert pt(game, kaheera) == (3, 2) and _vigilant(game, kaheera)
