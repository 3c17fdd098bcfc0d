"""Dryad of the Ilysian Grove: "You may play an additional land on each of your turns. / Lands you control are
every basic land type in addition to their other types." (305.2, 305.6, 205.1b; mechanics/land_types)"""

from __future__ import annotations

from support import board, use_compiled

use_compiled("Dryad of the Ilysian Grove")

DRYAD = "Dryad of the Ilysian Grove"
BASICS = {"Plains", "Island", "Swamp", "Mountain", "Forest"}


def test_ruling_lands_have_every_basic_land_type_and_their_mana_abilities() -> None:
    """Ruling (2020-01-24): "Each land you control will have the land types Plains, Island, Swamp, Mountain, and
    Forest. They'll also have the mana ability of each basic land type (for example, Forests have "{T}: Add
    {G}.”). They'll still have their other subtypes and abilities." """
    game = board({"battlefield": [DRYAD, "Urza's Tower"]})
    tower = game.chars(game.find("Urza's Tower"))
    assert BASICS | {"Urza's", "Tower"} <= set(tower.subtypes)
    texts = [a.text for a in tower.abilities]
    assert texts[0].startswith("{T}: Add {C}.")  # its own ability stays
    assert {f"{{T}}: Add {m}." for m in ("{W}", "{U}", "{B}", "{R}", "{G}")} <= set(texts)


def test_ruling_name_legendary_and_basic_dont_change() -> None:
    """Ruling (2020-01-24): "Giving a land additional basic land types doesn't change its name or whether it's
    legendary or basic." """
    game = board({"battlefield": [DRYAD, "Forest", "Urborg, Tomb of Yawgmoth"]})
    forest = game.chars(game.find("Forest"))
    urborg = game.chars(game.find("Urborg, Tomb of Yawgmoth"))
    assert forest.name == "Forest" and "Basic" in forest.supertypes
    assert "Legendary" in urborg.supertypes and "Basic" not in urborg.supertypes
    assert len([a for a in forest.abilities if a.text == "{T}: Add {G}."]) == 1  # not twice


def test_only_lands_you_control() -> None:
    """'Lands you control': the opponent's Mountain is only a Mountain."""
    game = board({"battlefield": [DRYAD]}, {"battlefield": ["Mountain"]})
    assert set(game.chars(game.find("Mountain")).subtypes) == {"Mountain"}


def test_ruling_additional_land_play_is_cumulative() -> None:
    """Ruling (2020-01-24): "Dryad of the Ilysian Grove's first ability is cumulative if you control more than
    one." Two Dryads: three land plays this turn."""
    game = board({"battlefield": [DRYAD, DRYAD], "hand": ["Forest", "Forest", "Forest", "Forest"]})
    for _ in range(3):
        game.apply(f"play {game.find('Forest', zone='hand')}")
    assert not any(a.kind == "play" for a in game.legal_actions())
