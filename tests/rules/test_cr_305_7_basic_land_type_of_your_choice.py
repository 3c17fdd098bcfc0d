"""CR 305.7, 608.2d, 205.1b: 'Target land becomes the basic land type of your choice until end of turn.' The
controller chooses the type as the ability resolves; the land loses its other land types and the abilities of
its rules text, and has the chosen type's mana ability (305.7). 'In addition to its other types' keeps them
(205.1b). 'Choose a basic land type. Each land you control becomes that type until end of turn.' (Terraformer)"""

from __future__ import annotations

from support import activate, basics, board, cast, events, pass_both, pass_until, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Jinx", "Terraformer", "Navigator's Compass", "Reef Shaman", "Phantasmal Terrain", "Realmwright")

ISLAND = 1  # the labels are Plains, Island, Swamp, Mountain, Forest (205.3i)
SWAMP = 2


def _subtypes(game, oid: int) -> set[str]:  # type: ignore[no-untyped-def]
    return set(chars(game.state, oid).subtypes)


def test_305_7_target_land_becomes_the_chosen_type_until_end_of_turn() -> None:
    """Jinx on an opponent's Forest: it is an Island (tapping for {U}) until end of turn."""
    game = board({"hand": ["Jinx"], "battlefield": basics(Island=2)}, {"battlefield": ["Forest"]})
    forest = game.find("Forest")
    cast(game, "Jinx", forest)
    pass_both(game)
    assert game.pending.kind == "choose"
    assert game.pending.labels == ("Plains", "Island", "Swamp", "Mountain", "Forest")
    game.apply(f"choose {ISLAND}")
    assert _subtypes(game, forest) == {"Island"}
    mana = [a for a in chars(game.state, forest).activated if a.mana]
    assert len(mana) == 1 and "U" in mana[0].text  # 305.7: only the Island's mana ability
    assert events(game, "chosen_now")[-1].args["choice"] == "Island"
    pass_until(game, "upkeep", turn=4)
    assert _subtypes(game, forest) == {"Forest"}  # 514.2: the effect ended with the turn


def test_305_7_each_land_you_control_becomes_that_type() -> None:
    """Terraformer (ruling 2005-10-01): "Terraformer's effect overwrites the land type of all lands you control
    that had other types and gives a land type to all lands you control that don't normally have one." """
    game = board({"battlefield": ["Terraformer", "Forest", "Mountain", "Island"]}, {"battlefield": ["Plains"]})
    activate(game, game.find("Terraformer"), 1)
    pass_both(game)
    game.apply(f"choose {SWAMP}")
    for name in ("Forest", "Mountain", "Island"):
        assert _subtypes(game, game.find(name)) == {"Swamp"}
    assert _subtypes(game, game.find("Plains")) == {"Plains"}  # not a land its controller controls


def test_205_1b_in_addition_to_its_other_types() -> None:
    """Navigator's Compass (ruling 2018-04-27): "Gaining a basic land type causes the target land to gain the
    corresponding mana ability. Because the new basic land type is "in addition to" its other types, it keeps
    the abilities it had previously." """
    game = board({"battlefield": ["Navigator's Compass", "Forest"]})
    forest = game.find("Forest")
    activate(game, game.find("Navigator's Compass"), 1, forest)
    pass_both(game)
    game.apply(f"choose {ISLAND}")
    assert _subtypes(game, forest) == {"Forest", "Island"}
    pass_until(game, "upkeep", turn=4)
    assert _subtypes(game, forest) == {"Forest"}


def test_608_2d_each_activation_chooses_anew() -> None:
    """Reef Shaman: two activations, two choices; the later effect wins (613.7)."""
    game = board({"battlefield": ["Reef Shaman", {"card": "Reef Shaman"}, "Forest"]})
    forest = game.find("Forest")
    first, second = [o for o in game.state.zones["battlefield"] if chars(game.state, o).name == "Reef Shaman"]
    activate(game, first, 1, forest)
    pass_both(game)
    game.apply(f"choose {ISLAND}")
    activate(game, second, 1, forest)
    pass_both(game)
    game.apply(f"choose {SWAMP}")
    assert _subtypes(game, forest) == {"Swamp"}


def test_607_2d_enchanted_land_is_the_type_chosen_as_it_entered() -> None:
    """Phantasmal Terrain: 'As ~ enters, choose a basic land type. Enchanted land is the chosen type.'"""
    game = board({"hand": ["Phantasmal Terrain"], "battlefield": basics(Island=2)}, {"battlefield": ["Forest"]})
    forest = game.find("Forest")
    cast(game, "Phantasmal Terrain", forest)
    pass_both(game)
    assert game.pending.kind == "choose" and "basic land type" in game.pending.prompt
    game.apply(f"choose {SWAMP}")
    assert _subtypes(game, forest) == {"Swamp"}
    mana = [a for a in chars(game.state, forest).activated if a.mana]
    assert len(mana) == 1 and "B" in mana[0].text  # 305.7
    assert events(game, "as_enters_choice")[-1].args["choice"] == "Swamp"


def test_205_1b_lands_you_control_are_the_chosen_type_too() -> None:
    """Realmwright (ruling 2013-01-24): "Lands you control will have the ability to tap for the color of mana
    corresponding to the chosen type. They'll also retain any other abilities they have." """
    game = board({"hand": ["Realmwright"], "battlefield": basics(Island=1, Forest=1)}, {"battlefield": ["Plains"]})
    cast(game, "Realmwright")
    pass_both(game)
    game.apply(f"choose {SWAMP}")
    assert _subtypes(game, game.find("Forest")) == {"Forest", "Swamp"}
    assert _subtypes(game, game.find("Island")) == {"Island", "Swamp"}
    assert _subtypes(game, game.find("Plains")) == {"Plains"}  # not a land its controller controls
