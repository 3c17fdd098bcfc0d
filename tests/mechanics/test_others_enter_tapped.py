"""Permanents of a kind an opponent controls entering tapped (614.1c, 614.12): 'Creatures your opponents control
enter the battlefield tapped.' (Authority of the Consuls), 'Nonbasic lands your opponents control enter the
battlefield tapped.' (Archon of Emeria)."""

from __future__ import annotations

from support import board, cast, lands, pass_both

from lithoform.catalog.compiled import compiled
from lithoform.mechanics.others_enter_tapped.nodes import OthersEnterTapped


def _tapped(game, name: str) -> bool:
    return game.state.objects[game.find(name)].tapped


def test_614_1c_an_opponents_creature_enters_tapped_and_yours_doesnt() -> None:
    """614.1c: 'Creatures your opponents control enter tapped' changes how an opponent's creature enters;
    its controller's own creatures enter untapped."""
    game = board({"battlefield": ["Authority of the Consuls", lands("Forest", 2)], "hand": ["Grizzly Bears"]},
                 {"battlefield": [lands("Forest", 2)], "hand": ["Grizzly Bears"]}, active="P2")
    cast(game, game.find("Grizzly Bears", zone="hand", player=1))
    pass_both(game)
    assert _tapped(game, "Grizzly Bears")
    assert any("614.1c" in line for line in game.log())


def test_614_12_read_as_the_permanent_would_exist_nonbasic_only() -> None:
    """614.12: Archon of Emeria's 'nonbasic lands your opponents control enter tapped': a basic land enters
    untapped, a nonbasic one tapped."""
    game = board({"battlefield": ["Archon of Emeria"]}, {"hand": ["Forest", "Mutavault"]}, active="P2")
    game.apply(f"play {game.find('Mutavault', zone='hand', player=1)}")
    assert _tapped(game, "Mutavault")
    game = board({"battlefield": ["Archon of Emeria"]}, {"hand": ["Forest"]}, active="P2")
    game.apply(f"play {game.find('Forest', zone='hand', player=1)}")
    assert not _tapped(game, "Forest")


def test_the_description_compiles_to_a_filter_with_the_opponents_as_controller() -> None:
    """'Artifacts, creatures, and lands your opponents control enter tapped.' (Frozen Aether): any of the
    types, controlled by an opponent of the ability's controller."""
    (ability,) = [a for a in compiled("Frozen Aether").card.faces[0].abilities if isinstance(a, OthersEnterTapped)]
    assert set(ability.filter.types) == {"Artifact", "Creature", "Land"}
    assert ability.filter.controller == "opponent"
