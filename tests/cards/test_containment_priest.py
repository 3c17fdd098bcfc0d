"""Containment Priest, compiled from its Oracle text, and its rulings in games.

Oracle text: Flash / If a nontoken creature would enter the battlefield and it wasn't cast, exile it
instead."""

from __future__ import annotations

from support import board, cast, pass_both

PRIEST = "Containment Priest"


def test_a_creature_returned_from_a_graveyard_is_exiled_instead() -> None:
    """614.1a, 614.6: the event is replaced; the creature never enters the battlefield."""
    game = board({"battlefield": [PRIEST, "Swamp", "Swamp", "Swamp", "Swamp"], "hand": ["Zombify"],
                  "graveyard": ["Grizzly Bears"]})
    cast(game, "Zombify", game.find("Grizzly Bears", zone="graveyard"))
    pass_both(game)
    assert game.find("Grizzly Bears", zone="exile")
    assert not any(e.kind == "zone_change" and e.args["dst"] == "battlefield" for e in game.state.events())


def test_it_affects_every_players_creatures() -> None:
    game = board({"battlefield": ["Swamp"] * 4, "hand": ["Zombify"], "graveyard": ["Grizzly Bears"]},
                 {"battlefield": [PRIEST]})
    cast(game, "Zombify", game.find("Grizzly Bears", zone="graveyard"))
    pass_both(game)
    assert game.find("Grizzly Bears", zone="exile")


def test_a_creature_spell_that_was_cast_enters() -> None:
    """Ruling: "Containment Priest's last ability won't affect any creatures that were cast." """
    game = board({"battlefield": [PRIEST, "Forest", "Forest"], "hand": ["Grizzly Bears"]})
    cast(game, "Grizzly Bears")
    pass_both(game)
    assert game.find("Grizzly Bears", zone="battlefield")


def test_tokens_are_not_affected() -> None:
    game = board({"battlefield": [PRIEST, "Plains", "Plains"], "hand": ["Raise the Alarm"]})
    cast(game, "Raise the Alarm")
    pass_both(game)
    assert len(game.zone("battlefield")) == 5


def test_a_priest_entering_without_being_cast_does_not_exile_itself() -> None:
    """Ruling: "If Containment Priest enters the battlefield without being cast, its ability won't exile
    itself." (614.12: only permanents already on the battlefield have their replacement effects apply.)"""
    game = board({"battlefield": ["Swamp"] * 4, "hand": ["Zombify"], "graveyard": [PRIEST]})
    cast(game, "Zombify", game.find(PRIEST, zone="graveyard"))
    pass_both(game)
    assert game.find(PRIEST, zone="battlefield")


def test_a_noncreature_card_is_not_affected() -> None:
    """Only creatures, as they would exist on the battlefield (614.12): a land put onto the battlefield by
    an effect enters."""
    game = board({"battlefield": [PRIEST, "Forest", "Forest", "Forest"], "hand": ["Rampant Growth"],
                  "library": ["Forest", "Island"]})
    cast(game, "Rampant Growth")
    pass_both(game)
    game.apply(f"choose {game.find('Forest', zone='library')}")
    assert len(game.zone("battlefield")) == 5
