"""CR 611-613: continuous effects, layers, timestamps and dependencies."""

from __future__ import annotations

from support import board, pt

from lithoform import Game
from lithoform.cards.tree import (
    AddTypes,
    ApplyContinuous,
    CardDef,
    CardFace,
    Filter,
    PTBoost,
    SetBasePT,
    SpellAbility,
    StaticEffect,
    SwitchPT,
    Target,
    TargetSpec,
)
from lithoform.catalog.registry import register


def test_cr_613_humility_then_opalescence_humility_is_4_4() -> None:
    """613.6, 613.7: Opalescence makes Humility a creature (layer 4); Humility removes abilities (layer 6);
    in layer 7b both set base power and toughness, in timestamp order: with Opalescence later, Humility is
    4/4 (its mana value), and other creatures are 1/1."""
    game = board({"battlefield": ["Humility", "Opalescence", "Grizzly Bears"]})
    humility, opal, bears = (game.find(n) for n in ("Humility", "Opalescence", "Grizzly Bears"))
    assert "Creature" in game.chars(humility).types
    assert pt(game, humility) == (4, 4)
    assert game.chars(humility).abilities == ()
    assert "Creature" not in game.chars(opal).types  # "each other" enchantment
    assert pt(game, bears) == (1, 1)


def test_cr_613_opalescence_then_humility_humility_is_1_1() -> None:
    """With Humility's timestamp later, its 1/1 applies last in layer 7b: Humility is a 1/1 creature."""
    game = board({"battlefield": ["Opalescence", "Humility", "Grizzly Bears"]})
    humility = game.find("Humility")
    assert "Creature" in game.chars(humility).types
    assert pt(game, humility) == (1, 1)
    assert pt(game, game.find("Grizzly Bears")) == (1, 1)


def test_cr_613_humility_removes_abilities_of_creatures_only() -> None:
    """Humility: 'All creatures lose all abilities'; Serra Angel loses flying, a land keeps its mana ability."""
    game = board({"battlefield": ["Humility", "Serra Angel", "Forest"]})
    assert game.chars(game.find("Serra Angel")).keywords == frozenset()
    assert game.chars(game.find("Forest")).has_mana_ability


def test_cr_613_anthem_and_type_change_anthem_pumps_itself() -> None:
    """Opalescence (layer 4, 7b) makes Glorious Anthem a 3/3 creature, then the Anthem's +1/+1 (layer 7c)
    applies to creatures you control, itself included: 4/4."""
    game = board({"battlefield": ["Opalescence", "Glorious Anthem", "Grizzly Bears"]})
    assert pt(game, game.find("Glorious Anthem")) == (4, 4)
    assert pt(game, game.find("Grizzly Bears")) == (3, 3)


def test_cr_613_anthem_only_for_its_controller() -> None:
    game = board({"battlefield": ["Glorious Anthem", "Grizzly Bears"]}, {"battlefield": ["Grizzly Bears"]})
    mine = game.find("Grizzly Bears", player=0)
    theirs = game.find("Grizzly Bears", player=1)
    assert pt(game, mine) == (3, 3)
    assert pt(game, theirs) == (2, 2)


register(CardDef("Test Artifact Animator", (CardFace(
    "Test Artifact Animator", ("Enchantment",), "{1}",
    text="Each noncreature artifact is a creature in addition to its other types and has base power and toughness 2/2.",
    abilities=(StaticEffect((AddTypes(("Creature",)), SetBasePT(2, 2)),
                            Filter(types=("Artifact",), not_types=("Creature",)),
                            text="Each noncreature artifact is a 2/2 creature."),),
),)))
register(CardDef("Test Land Artificer", (CardFace(
    "Test Land Artificer", ("Enchantment",), "{1}", text="Each land is an artifact in addition to its other types.",
    abilities=(StaticEffect((AddTypes(("Artifact",)),), Filter(types=("Land",)),
                            text="Each land is an artifact in addition to its other types."),),
),)))


def test_cr_613_8_dependency_found_by_the_engine_whatever_the_timestamps() -> None:
    """613.8a: the animator depends on the land-artificer (applying it changes what the animator applies
    to), both in layer 4; 613.8b: so the artificer applies first even when its timestamp is later. Lands
    are then 2/2 artifact creatures in both orders."""
    for order in (["Test Artifact Animator", "Test Land Artificer"], ["Test Land Artificer", "Test Artifact Animator"]):
        game = board({"battlefield": [*order, "Forest"]})
        forest = game.find("Forest")
        c = game.chars(forest)
        assert {"Land", "Artifact", "Creature"} <= c.types, order
        assert pt(game, forest) == (2, 2), order


register(CardDef("Test Switcheroo", (CardFace(
    "Test Switcheroo", ("Instant",), "{0}", text="Switch target creature's power and toughness until end of turn.",
    spell=SpellAbility(ApplyContinuous((SwitchPT(),), Target(0)), targets=(TargetSpec("creature"),)),
),)))
register(CardDef("Test Plus Zero One", (CardFace(
    "Test Plus Zero One", ("Instant",), "{0}", text="Target creature gets +0/+1 until end of turn.",
    spell=SpellAbility(ApplyContinuous((PTBoost(0, 1),), Target(0)), targets=(TargetSpec("creature"),)),
),)))


def _cast_on(game: Game, name: str, target: int) -> None:
    game.apply(f"cast {game.find(name, zone='hand')}")
    game.apply(f"target {target}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    game.apply("pass")
    game.apply("pass")


def test_cr_613_4d_switch_applies_after_modifications() -> None:
    """613.4d example: a 1/3 creature given +0/+1 and then switched is 4/1; +5/+0 afterwards makes it 4/6."""
    game = board({"battlefield": ["Blasting Station"], "hand": ["Test Plus Zero One", "Test Switcheroo"]},
                 {"battlefield": ["Monastery Swiftspear"]})  # a 1/2 creature
    spear = game.find("Monastery Swiftspear")
    _cast_on(game, "Test Plus Zero One", spear)
    _cast_on(game, "Test Switcheroo", spear)
    assert pt(game, spear) == (3, 1)


def test_cr_611_2c_locked_in_set_ignores_later_creatures() -> None:
    """611.2c: the objects affected by a resolved effect are determined when it begins: a creature that
    enters later isn't affected (Giant Growth affects only its target; a later copy doesn't get +3/+3)."""
    game = board({"battlefield": ["Forest", {"card": "Island", "count": 4}], "hand": ["Giant Growth", "Clone"]},
                 {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    _cast_on(game, "Giant Growth", bears)
    assert pt(game, bears) == (5, 5)
    game.apply(f"cast {game.find('Clone', zone='hand')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    game.apply(f"choose {bears}")
    clone = game.find("Grizzly Bears", player=0)
    assert pt(game, clone) == (2, 2)


def test_cr_514_2_until_end_of_turn_effects_end_in_cleanup() -> None:
    game = board({"battlefield": ["Forest"], "hand": ["Giant Growth"]}, {"battlefield": ["Grizzly Bears"]},
                 turn=1)
    bears = game.find("Grizzly Bears")
    _cast_on(game, "Giant Growth", bears)
    assert pt(game, bears) == (5, 5)
    while game.state.turn == 1:
        game.apply("pass")
    assert pt(game, bears) == (2, 2)
    assert game.state.effects == ()
