"""CR 603.6c and 603.10a: 'is put into exile from the battlefield' is a leaves-the-battlefield trigger event of
its own: 'When ~ dies or is put into exile from the battlefield' (God-Eternal Rhonas), 'When enchanted permanent
dies or is put into exile' (Kaya's Ghostform), 'Whenever a creature is exiled from the battlefield'
(Soulherder). Cards compiled from their Oracle text."""

from __future__ import annotations

from support import board, cast, lands, names, resolve_stack, zone_names

RHONAS = "God-Eternal Rhonas"


def _answer_yes(game) -> None:
    for _ in range(20):
        if game.pending.kind == "priority":
            if not game.state.stack:
                return
            game.apply("pass")
        elif game.pending.kind == "choose":
            game.apply("choose")  # Path to Exile's search: no land
        else:
            game.apply("yes")


def test_603_6c_exiled_from_the_battlefield_it_goes_third_from_the_top() -> None:
    game = board({"battlefield": [lands("Plains", 1)], "hand": ["Path to Exile"], "library": ["Forest"] * 5},
                 {"battlefield": [RHONAS], "library": ["Island"] * 5})
    cast(game, "Path to Exile", game.find(RHONAS))
    _answer_yes(game)
    assert zone_names(game, "library", 1)[2] == RHONAS
    assert RHONAS not in names(game, "exile")


def test_700_4_dying_it_goes_third_from_the_top() -> None:
    game = board({"battlefield": [lands("Swamp", 2)], "hand": ["Doom Blade"]},
                 {"battlefield": [RHONAS], "library": ["Island"] * 5})
    cast(game, "Doom Blade", game.find(RHONAS))
    _answer_yes(game)
    assert zone_names(game, "library", 1)[2] == RHONAS


def test_603_10a_enchanted_permanent_exiled_returns_under_the_auras_controller() -> None:
    game = board({"battlefield": [lands("Plains", 1), "Grizzly Bears",
                                  {"card": "Kaya's Ghostform", "attached_to": "Grizzly Bears"}], "hand": ["Path to Exile"]})
    cast(game, "Path to Exile", game.find("Grizzly Bears"))
    _answer_yes(game)
    assert "Grizzly Bears" in [game.chars(o).name for o in game.zone("battlefield")]
    assert "Kaya's Ghostform" in names(game, "graveyard")


def test_603_6c_soulherder_counts_each_creature_exiled_from_the_battlefield() -> None:
    game = board({"battlefield": [lands("Plains", 1), "Soulherder"], "hand": ["Path to Exile"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Path to Exile", game.find("Grizzly Bears"))
    _answer_yes(game)
    assert game.state.objects[game.find("Soulherder")].counter("+1/+1") == 1


def test_603_6c_a_creature_dying_is_not_exiled() -> None:
    game = board({"battlefield": [lands("Swamp", 2), "Soulherder"], "hand": ["Doom Blade"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Doom Blade", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert game.state.objects[game.find("Soulherder")].counter("+1/+1") == 0
