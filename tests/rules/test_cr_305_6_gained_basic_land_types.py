"""CR 305.6 and 205.1b: a land that gains a basic land type in addition to its other types (layer 4, 613.1d) has
that type's intrinsic mana ability (305.6: 'a land with a basic land type has the intrinsic ability "{T}: Add
[mana symbol]"'). mechanics/land_types; rules/continuous/layers.py."""

from __future__ import annotations

from support import board, use_compiled

from lithoform.rules.zones import move

use_compiled("Urborg, Tomb of Yawgmoth", "Prismatic Omen", "Nylea's Presence", "Yavimaya, Cradle of Growth")


def _texts(game, oid: int) -> list[str]:
    return [a.text for a in game.chars(oid).abilities]


def test_305_6_each_land_is_a_swamp_and_taps_for_black() -> None:
    """Urborg, Tomb of Yawgmoth: 'Each land is a Swamp in addition to its other land types.': every land, the
    opponent's too, is a Swamp and has '{T}: Add {B}.' (305.6); a Mountain keeps its own type and ability."""
    game = board({"battlefield": ["Urborg, Tomb of Yawgmoth"]}, {"battlefield": ["Mountain"]})
    mountain = game.find("Mountain")
    assert set(game.chars(mountain).subtypes) == {"Mountain", "Swamp"}
    assert _texts(game, mountain) == ["{T}: Add {R}.", "{T}: Add {B}."]
    urborg = game.find("Urborg, Tomb of Yawgmoth")
    assert "{T}: Add {B}." in _texts(game, urborg)  # 'each land' includes itself


def test_305_6_a_land_already_a_forest_gets_no_second_forest_ability() -> None:
    """Yavimaya, Cradle of Growth makes each land a Forest: a Forest has its '{T}: Add {G}.' once."""
    game = board({"battlefield": ["Yavimaya, Cradle of Growth", "Forest"]})
    assert _texts(game, game.find("Forest")) == ["{T}: Add {G}."]


def test_305_6_gained_mana_ability_can_be_activated() -> None:
    """The gained ability is a mana ability (605.1a) like a printed one: a Mountain under Prismatic Omen pays {U}."""
    game = board({"battlefield": ["Prismatic Omen", "Mountain"], "hand": ["Opt"]})
    assert "cast" in {a.kind for a in game.legal_actions()}  # Opt ({U}) is castable with the Mountain


def test_305_6_enchanted_land_is_every_basic_land_type() -> None:
    """Nylea's Presence: 'Enchanted land is every basic land type in addition to its other types.' Only the
    enchanted land (303.4)."""
    game = board({"battlefield": ["Mountain", {"card": "Nylea's Presence", "attached_to": "Mountain"}, "Plains"]})
    assert set(game.chars(game.find("Mountain")).subtypes) == {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    assert set(game.chars(game.find("Plains")).subtypes) == {"Plains"}


def test_613_1d_type_gained_from_the_layer_leaves_with_its_source() -> None:
    """611.3a: a static ability's effect applies only while its source is on the battlefield."""
    game = board({"battlefield": ["Urborg, Tomb of Yawgmoth", "Mountain"]})
    urborg = game.find("Urborg, Tomb of Yawgmoth")
    move(game.state, urborg, "graveyard")
    assert _texts(game, game.find("Mountain")) == ["{T}: Add {R}."]
