"""CR 305.7: 'If an effect sets a land's subtype to one or more of the basic land types, the land no longer has its
old land type. It loses all abilities generated from its rules text ... and it gains the appropriate mana ability
for each new basic land type.' Blood Moon ('Nonbasic lands are Mountains.') and Spreading Seas ('Enchanted land is
an Island.'), layer 4 (613.1d); mechanics/land_types, rules/continuous/layers.py."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled

from lithoform import Game
from lithoform.rules.continuous.characteristics import chars

use_compiled("Blood Moon", "Spreading Seas", "Urborg, Tomb of Yawgmoth")


def _mana_options(game: Game, oid: int) -> set[str]:
    """The mana its mana abilities can make now."""
    return {o for a in chars(game.state, oid).abilities if getattr(a, "mana", False)
            for o in getattr(a.effect, "options", ())}


def test_305_7_blood_moon_makes_a_nonbasic_land_a_mountain_that_taps_for_red_only() -> None:
    """Ruling: 'Nonbasic lands will lose any other land types and abilities they had. They will gain the land
    type Mountain and gain the ability "{T}: Add {R}."'"""
    game = board({"battlefield": ["Blood Moon", "Tropical Island", "Island"]})
    trop = game.find("Tropical Island")
    c = chars(game.state, trop)
    assert set(c.subtypes) == {"Mountain"}
    assert _mana_options(game, trop) == {"{R}"}
    island = game.find("Island")  # a basic land: not affected
    assert "Island" in chars(game.state, island).subtypes and _mana_options(game, island) == {"{U}"}


def test_305_7_blood_moon_doesnt_change_names_or_supertypes() -> None:
    """Ruling: 'It won't turn any land into a basic land or remove the legendary supertype from a legendary
    land.'"""
    game = board({"battlefield": ["Blood Moon", "Urborg, Tomb of Yawgmoth"]})
    c = chars(game.state, game.find("Urborg, Tomb of Yawgmoth"))
    assert "Legendary" in c.supertypes and "Basic" not in c.supertypes
    assert set(c.subtypes) == {"Mountain"}


def test_613_8_blood_moon_removes_urborgs_ability_so_no_land_is_a_swamp() -> None:
    """Urborg's 'Each land is a Swamp in addition to its other land types' is an ability of its rules text:
    Blood Moon removes it (305.7), and Urborg's effect depends on Blood Moon's (613.8a), whatever the order
    they entered in."""
    for first, second in (("Blood Moon", "Urborg, Tomb of Yawgmoth"), ("Urborg, Tomb of Yawgmoth", "Blood Moon")):
        game = board({"battlefield": [first, second, "Forest"]})
        forest = game.find("Forest")
        assert "Swamp" not in chars(game.state, forest).subtypes
        assert _mana_options(game, forest) == {"{G}"}
        assert _mana_options(game, game.find("Urborg, Tomb of Yawgmoth")) == {"{R}"}


def test_305_7_without_blood_moon_urborg_makes_lands_swamps() -> None:
    game = board({"battlefield": ["Urborg, Tomb of Yawgmoth", "Forest"]})
    assert "Swamp" in chars(game.state, game.find("Forest")).subtypes


def test_305_7_blood_moon_a_land_that_would_enter_tapped_enters_untapped() -> None:
    """Ruling: 'If a nonbasic land has an ability that causes it to enter the battlefield tapped, it will lose
    that ability before it can apply.'"""
    game = board({"battlefield": ["Blood Moon"], "hand": ["Tranquil Cove"]})
    game.apply(f"play {game.find('Tranquil Cove', zone='hand')}")
    cove = game.find("Tranquil Cove")
    assert not game.state.objects[cove].tapped
    assert _mana_options(game, cove) == {"{R}"}


def test_305_7_spreading_seas_makes_the_enchanted_land_an_island() -> None:
    """Ruling: 'The enchanted land loses its existing land types and any abilities printed on it. It now has the
    land type Island and has the ability to tap to add {U}.'"""
    game = board({"battlefield": [{"card": "Island", "count": 2}, "Mountain"], "hand": ["Spreading Seas"]},
                 {"battlefield": ["Taiga"]})
    taiga = game.find("Taiga")
    cast(game, "Spreading Seas", taiga)
    pass_both(game)
    c = chars(game.state, taiga)
    assert set(c.subtypes) == {"Island"}
    assert _mana_options(game, taiga) == {"{U}"}
