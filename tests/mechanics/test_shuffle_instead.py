"""'If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's library instead.'
(614.1a, 701.20a, 701.24a; mechanics/shuffle_instead): from the battlefield, the stack and the hand alike."""

from __future__ import annotations

from support import board, cast, lands, resolve_stack

from lithoform import Game


def _zone(game: Game, zone: str, player: int = 0) -> list[str]:
    return [game.state.objects[o].card for o in game.state.zones[f"{zone}:{player}"]]


def _kinds(game: Game) -> list[str]:
    return [e.kind for e in game.state.events()]


def test_darksteel_colossus_ruling_sacrificed_it_is_shuffled_into_the_library() -> None:
    """Darksteel Colossus ruling (2013-07-01): 'a creature with indestructible can be put into the graveyard for a
    number of reasons. The most likely reasons are if it's sacrificed ... (In these cases, of course, Darksteel
    Colossus would be shuffled into its owner's library instead of being put into its owner's graveyard.)'"""
    game = board({"battlefield": ["Darksteel Colossus", "Ashnod's Altar"]})
    game.apply(next(a for a in map(str, game.legal_actions()) if a.startswith("activate")))  # sacrifice it
    assert "Darksteel Colossus" not in _zone(game, "graveyard")
    assert "Darksteel Colossus" in _zone(game, "library")
    assert "shuffle" in _kinds(game) and "replaced" in _kinds(game)


def test_progenitus_ruling_day_of_judgment_shuffles_it_into_the_library() -> None:
    """Progenitus ruling (2009-02-01): 'Progenitus can still be affected by effects that don't target it or deal
    damage to it (such as Day of Judgment).' It is destroyed, and shuffled into its owner's library instead."""
    game = board({"battlefield": [lands("Plains", 4)], "hand": ["Day of Judgment"]},
                 {"battlefield": ["Progenitus", "Grizzly Bears"]})
    cast(game, "Day of Judgment")
    resolve_stack(game)
    assert _zone(game, "graveyard", 1) == ["Grizzly Bears"]
    assert "Progenitus" in _zone(game, "library", 1)


def test_nexus_of_fate_ruling_applies_while_it_is_resolving() -> None:
    """Nexus of Fate ruling (2018-07-13): 'Nexus of Fate's last ability applies if it would be put into a graveyard
    in any way, including while it's resolving.'"""
    game = board({"battlefield": [lands("Island", 7)], "hand": ["Nexus of Fate"]})
    cast(game, "Nexus of Fate")
    resolve_stack(game)
    assert "Nexus of Fate" not in _zone(game, "graveyard")
    assert "Nexus of Fate" in _zone(game, "library")


def test_discarded_it_goes_to_the_library() -> None:
    """From the hand: discarded (701.9a), it is shuffled into the library instead (614.1a)."""
    game = board({"battlefield": [lands("Swamp", 3)], "hand": ["Mind Rot", "Darksteel Colossus", "Nexus of Fate"]})
    cast(game, "Mind Rot", "P1")
    resolve_stack(game)
    assert _zone(game, "graveyard") == ["Mind Rot"]
    assert {"Darksteel Colossus", "Nexus of Fate"} <= set(_zone(game, "library"))


def test_another_card_put_into_the_library_is_not_shuffled() -> None:
    """The shuffle is the replacement's own instruction: nothing else shuffles (Brainstorm's put-back keeps the
    order, 401.4)."""
    game = board({"battlefield": [lands("Island", 1)], "hand": ["Brainstorm", "Darksteel Colossus"],
                  "library": ["Forest", "Plains", "Mountain", "Swamp"]})
    colossus = game.find("Darksteel Colossus", zone="hand")
    cast(game, "Brainstorm")
    while game.pending.kind != "priority" or game.state.stack:
        p = game.pending
        if p.kind == "priority":
            game.apply("pass")
        else:  # put Darksteel Colossus back first, then any card
            game.apply(f"choose {colossus if colossus in p.options else p.options[0]}")
    assert "shuffle" not in _kinds(game)
    assert _zone(game, "library")[0] == "Darksteel Colossus"
