"""CR 702.89a: "Umbra armor is a static ability that appears on some Auras. 'Umbra armor' means 'If enchanted
permanent would be destroyed, instead remove all damage marked on it and destroy this Aura.'" 702.89b: older
cards printed it as "totem armor". A destruction-replacement effect (614.8); several that apply are chosen
among by the affected object's controller (616.1). Played with Hyena Umbra ("Enchanted creature gets +1/+1
and has first strike. Totem armor") and Spider Umbra on Grizzly Bears."""

from __future__ import annotations

from support import activate, basics, battlefield_names, board, cast, events, names, pass_both, use_compiled

use_compiled("Hyena Umbra", "Spider Umbra", "Drudge Skeletons")

BEARS, HYENA, SPIDER = "Grizzly Bears", "Hyena Umbra", "Spider Umbra"


def _enchanted(*auras: str, spell: str = "Murder", lands: dict[str, int] | None = None, creature: str = BEARS):  # noqa: ANN202
    battlefield = [{"card": creature, "label": "host"}, *({"card": a, "attached_to": "host"} for a in auras)]
    return board({"battlefield": battlefield},
                 {"hand": [spell], "battlefield": basics(**(lands or {"Swamp": 3}))}, active="P2")


def test_702_89a_destroy_destroys_the_aura_instead() -> None:
    game = _enchanted(HYENA)
    bears = game.find(BEARS)
    cast(game, "Murder", bears)
    pass_both(game)
    assert battlefield_names(game, 0) == [BEARS] and names(game, "graveyard", 0) == [HYENA]
    assert events(game, "umbra_armor")


def test_702_89a_lethal_damage_is_removed_and_the_aura_destroyed() -> None:
    """704.5g: lethal damage destroys; umbra armor replaces it and removes all damage marked on it."""
    game = _enchanted(HYENA, spell="Lightning Bolt", lands={"Mountain": 1})
    bears = game.find(BEARS)
    cast(game, "Lightning Bolt", bears)  # 3 damage to a 3/3
    pass_both(game)
    assert battlefield_names(game, 0) == [BEARS]
    assert game.state.objects[bears].damage == 0
    assert names(game, "graveyard", 0) == [HYENA]


def test_702_89a_it_isnt_regeneration_cant_be_regenerated_doesnt_stop_it() -> None:
    """701.19c 'can't be regenerated' (Wrath of God) stops regeneration shields, not umbra armor; the creature
    isn't tapped as a regenerated one is (614.8)."""
    game = _enchanted(HYENA, spell="Wrath of God", lands={"Plains": 4})
    cast(game, "Wrath of God")
    pass_both(game)
    bears = game.find(BEARS)
    assert battlefield_names(game, 0) == [BEARS] and not game.state.objects[bears].tapped


def test_702_89a_destroyed_together_with_its_aura_the_creature_survives() -> None:
    """Planar Cleansing destroys both at once: the Aura is destroyed (once), the creature isn't."""
    game = _enchanted(HYENA, spell="Planar Cleansing", lands={"Plains": 6})
    cast(game, "Planar Cleansing")
    pass_both(game)
    assert battlefield_names(game, 0) == [BEARS] and names(game, "graveyard", 0) == [HYENA]


def test_616_1_with_two_umbras_the_creatures_controller_chooses_which_is_destroyed() -> None:
    game = _enchanted(HYENA, SPIDER)
    cast(game, "Murder", game.find(BEARS))
    pass_both(game)
    q = game.state.question
    assert q is not None and q.player == 0 and len(q.options) == 2
    spider = game.find(SPIDER)
    game.apply(f"choose {spider}")
    assert names(game, "graveyard", 0) == [SPIDER] and HYENA in battlefield_names(game, 0)


def test_616_1_an_umbra_or_a_regeneration_shield_the_controller_chooses() -> None:
    game = board({"battlefield": [{"card": "Drudge Skeletons", "label": "host"},
                                  {"card": HYENA, "attached_to": "host"}, *basics(Swamp=1)]},
                 {"hand": ["Murder"], "battlefield": basics(Swamp=3)})
    skeletons = game.find("Drudge Skeletons")
    activate(game, skeletons, 1)
    pass_both(game)  # a regeneration shield
    game.apply("pass")
    cast(game, "Murder", skeletons)
    pass_both(game)
    q = game.state.question
    assert q is not None and q.player == 0 and 0 in q.options
    game.apply("choose 0")  # regenerate it: the umbra stays
    assert HYENA in battlefield_names(game, 0) and game.state.objects[skeletons].tapped
    assert events(game, "regenerate")


def test_702_89a_no_effect_on_a_sacrifice() -> None:
    """Only destruction is replaced: the 0-toughness rule (704.5f) isn't destruction."""
    game = _enchanted(HYENA, spell="Last Gasp", lands={"Swamp": 2})
    cast(game, "Last Gasp", game.find(BEARS))  # -3/-3 on a 3/3
    pass_both(game)
    assert BEARS in names(game, "graveyard", 0)
