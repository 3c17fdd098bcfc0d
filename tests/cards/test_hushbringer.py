"""Hushbringer: 'Creatures entering the battlefield or dying don't cause abilities to trigger.' (603.2, 603.6a,
603.6c; 700.4: dying is being put into a graveyard from the battlefield; mechanics/enter_trigger_bans), with its
rulings."""

from __future__ import annotations

from support import board, cast, life, names, resolve_stack

HUSH = "Hushbringer"


def test_ruling_a_creatures_own_dies_ability_and_others_dont_trigger() -> None:
    """Ruling (2019-10-04): 'Hushbringer affects a creature's own triggered abilities as well as other triggered
    abilities that trigger when that creature enters the battlefield or dies.'"""
    game = board({"battlefield": [HUSH, "Doomed Traveler", "Blood Artist", "Mountain"], "hand": ["Shock"]})
    cast(game, "Shock", game.find("Doomed Traveler"))
    resolve_stack(game)
    assert "Doomed Traveler" in names(game, "graveyard", 0)
    assert not game.state.stack and life(game, 1) == 20  # no Blood Artist trigger
    assert "Spirit Token" not in names(game, "battlefield", 0)  # no Spirit token


def test_entering_creatures_cause_no_triggers() -> None:
    game = board({"battlefield": [HUSH, "Forest", "Forest"], "hand": ["Elvish Visionary"], "library": ["Island"] * 3})
    cast(game, "Elvish Visionary")
    resolve_stack(game)
    assert game.find("Elvish Visionary", zone="battlefield")
    assert len(game.zone("hand", 0)) == 0  # 'When Elvish Visionary enters the battlefield, draw a card.' didn't


def test_ruling_put_into_a_graveyard_from_the_battlefield_abilities_dont_trigger_on_a_dying_creature() -> None:
    """Ruling (2019-10-04): 'The trigger event doesn't have to specifically refer to "creatures." ... an ability
    that triggers "whenever an artifact is put into a graveyard from the battlefield" won't trigger if an
    artifact creature dies while Hushbringer is on the battlefield.' (Blood Artist's 'another creature dies')"""
    game = board({"battlefield": [HUSH, "Blood Artist", "Memnite", "Mountain"], "hand": ["Shock"]})
    cast(game, "Shock", game.find("Memnite"))
    resolve_stack(game)
    assert "Memnite" in names(game, "graveyard", 0) and life(game, 1) == 20


def test_dying_with_hushbringer_looks_back_in_time() -> None:
    """603.10a: leaves-the-battlefield abilities look back in time: Hushbringer dying at the same time as another
    creature still stops that creature's dies abilities."""
    game = board({"battlefield": [HUSH, "Doomed Traveler", "Mountain", "Mountain"], "hand": ["Pyroclasm"]})
    cast(game, "Pyroclasm")
    resolve_stack(game)
    assert {HUSH, "Doomed Traveler"} <= set(names(game, "graveyard", 0))
    assert not game.state.stack and "Spirit Token" not in names(game, "battlefield", 0)


def test_without_hushbringer_the_dies_ability_triggers() -> None:
    game = board({"battlefield": ["Doomed Traveler", "Mountain"], "hand": ["Shock"]})
    cast(game, "Shock", game.find("Doomed Traveler"))
    resolve_stack(game)
    assert "Spirit Token" in names(game, "battlefield", 0)
