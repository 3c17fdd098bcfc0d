"""CR 303.4f-g: an Aura put onto the battlefield other than by resolving as an Aura spell is attached, as it
enters, to something its controller chooses that it could enchant; with nothing it could enchant, it
remains in its current zone (from the stack: its owner's graveyard)."""

from __future__ import annotations

from support import board, cast, resolve_stack


def test_303_4g_pacifism_with_nothing_to_enchant_remains_the_same_card_in_the_graveyard():
    """Obzedat's Aid returns Pacifism with no creature on the battlefield: Pacifism doesn't move; it is
    the same object, in the same place in the graveyard (no zone change, 400.7)."""
    game = board({"battlefield": ["Plains"] * 3 + ["Swamp"] * 2, "hand": ["Obzedat's Aid"],
                  "graveyard": ["Pacifism", "Grizzly Bears"]})
    pacifism = game.find("Pacifism", zone="graveyard")
    before = game.zone("graveyard", 0)
    cast(game, "Obzedat's Aid", pacifism)
    resolve_stack(game)
    assert game.zone("graveyard", 0)[: len(before)] == before
    assert game.state.objects[pacifism].zone == "graveyard"


def test_303_4f_the_returned_aura_is_attached_to_the_chosen_creature():
    game = board({"battlefield": ["Plains"] * 3 + ["Swamp"] * 2, "hand": ["Obzedat's Aid"],
                  "graveyard": ["Pacifism"]}, {"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    cast(game, "Obzedat's Aid", game.find("Pacifism", zone="graveyard"))
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "choose" and "303.4f" in game.pending.prompt
    elves = game.find("Llanowar Elves")
    game.apply(f"choose {elves}")
    resolve_stack(game)
    assert game.state.objects[game.find("Pacifism", zone="battlefield")].attached_to == elves
