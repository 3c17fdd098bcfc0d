"""CR 603.2e and 603.10c: 'Whenever ~ becomes unattached from a permanent' (Grafted Wargear, compiled from its
Oracle text: 'Whenever Grafted Wargear becomes unattached from a permanent, sacrifice that permanent.') triggers
when the Equipment is attached to another creature, when it leaves the battlefield itself (the ability looks back
in time), and when the state-based action of 704.5n unattaches it."""

from __future__ import annotations

from support import activate, board, cast, lands, names, pass_both, resolve_stack

WARGEAR = "Grafted Wargear"


def _equipped(extra: list, hand: list[str] = ()):
    game = board({"battlefield": [WARGEAR, "Grizzly Bears", *extra], "hand": list(hand)})
    activate(game, WARGEAR, 1, game.find("Grizzly Bears"))
    pass_both(game)
    assert game.state.objects[game.find(WARGEAR)].attached_to == game.find("Grizzly Bears")
    return game


def test_603_2e_equipping_another_creature_unattaches_it_from_the_first() -> None:
    game = _equipped(["Llanowar Elves"])
    activate(game, WARGEAR, 1, game.find("Llanowar Elves"))
    resolve_stack(game)
    assert "Grizzly Bears" in names(game, "graveyard")
    assert game.state.objects[game.find(WARGEAR)].attached_to == game.find("Llanowar Elves")


def test_603_10c_it_leaving_the_battlefield_triggers_its_own_ability() -> None:
    """Ruling: "Grafted Wargear becomes unattached from the creature it's equipping ... if Grafted Wargear leaves
    the battlefield"."""
    game = _equipped([lands("Mountain", 2)], ["Shatter"])
    cast(game, "Shatter", game.find(WARGEAR))
    resolve_stack(game)
    assert sorted(names(game, "graveyard")) == ["Grafted Wargear", "Grizzly Bears", "Shatter"]


def test_603_2e_the_creature_leaving_triggers_it_to_no_effect() -> None:
    """Ruling: "It also becomes unattached if the equipped creature leaves the battlefield, but the triggered
    ability won't do anything in that case." The Wargear stays, unattached."""
    game = _equipped([lands("Swamp", 2)], ["Doom Blade"])
    cast(game, "Doom Blade", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert WARGEAR in [game.chars(o).name for o in game.zone("battlefield")]
    assert "Grizzly Bears" in names(game, "graveyard")
