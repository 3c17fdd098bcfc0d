"""The Examples of CR 613.4d, 613.5 and 613.9, each as a test (cards defined here as data)."""

from __future__ import annotations

from support import pt

from lithoform import Game
from lithoform.cards.tree import (
    AddAbilities,
    ApplyContinuous,
    CardDef,
    CardFace,
    Filter,
    LoseKeywords,
    PTBoost,
    PutCounters,
    SetBasePT,
    SetColors,
    SpellAbility,
    StaticEffect,
    SwitchPT,
    Target,
    TargetSpec,
)
from lithoform.catalog.registry import register

CREATURE = (TargetSpec("creature"),)


def instant(name: str, text: str, *parts: object) -> None:
    register(CardDef(name, (CardFace(name, ("Instant",), "{0}", text=text,
                                     spell=SpellAbility(ApplyContinuous(tuple(parts), Target(0)), targets=CREATURE)),)))


instant("Ex Plus Zero One", "Target creature gets +0/+1 until end of turn.", PTBoost(0, 1))
instant("Ex Switch", "Switch target creature's power and toughness until end of turn.", SwitchPT())
instant("Ex Plus Five Zero", "Target creature gets +5/+0 until end of turn.", PTBoost(5, 0))
instant("Ex Plus Four", "Target creature gets +4/+4 until end of turn.", PTBoost(4, 4))
instant("Ex Becomes 0/1", "Target creature becomes 0/1 until end of turn.", SetBasePT(0, 1))
instant("Ex Whiten", "Target creature becomes white until end of turn.", SetColors(("W",)))
instant("Ex Redden", "Target creature becomes red until end of turn.", SetColors(("R",)))
instant("Ex Loses Flying", "Target creature loses flying until end of turn.", LoseKeywords(("Flying",)))
register(CardDef("Ex Counter", (CardFace("Ex Counter", ("Instant",), "{0}", text="Put a +1/+1 counter on target creature.",
                                          spell=SpellAbility(PutCounters("+1/+1", 1, Target(0)), targets=CREATURE)),)))
register(CardDef("Ex One Three", (CardFace("Ex One Three", ("Creature",), "{0}", power="1", toughness="3"),)))
register(CardDef("Ex Gray Ogre", (CardFace("Ex Gray Ogre", ("Creature",), "{0}", power="2", toughness="2"),)))
register(CardDef("Ex Black Bear", (CardFace("Ex Black Bear", ("Creature",), "{0}", colors=("B",), power="2",
                                            toughness="2"),)))
register(CardDef("Ex Honor", (CardFace(
    "Ex Honor", ("Enchantment",), "{0}", text="White creatures you control get +1/+1.",
    abilities=(StaticEffect((PTBoost(1, 1),), Filter(types=("Creature",), colors=("W",), controller="you")),)),)))
register(CardDef("Ex Plus Zero Two", (CardFace(
    "Ex Plus Zero Two", ("Enchantment",), "{0}", text="Creatures you control get +0/+2.",
    abilities=(StaticEffect((PTBoost(0, 2),), Filter(types=("Creature",), controller="you")),)),)))
register(CardDef("Ex Wings", (CardFace(
    "Ex Wings", ("Enchantment",), "{0}", text="Creatures you control have flying.",
    abilities=(StaticEffect((AddAbilities(keywords=("Flying",)),), Filter(types=("Creature",), controller="you")),)),)))


def game_with(creature: str, hand: list[str], battlefield: tuple[str, ...] = ()) -> tuple[Game, int]:
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": [creature, *battlefield], "hand": hand}})
    return game, game.find(creature)


def cast(game: Game, name: str, target: int) -> None:
    game.apply(f"cast {game.find(name, zone='hand')}")
    game.apply(f"target {target}")
    game.apply("pass")
    game.apply("pass")



def test_cr_613_4d_example_1_switch_then_plus_five_is_4_6() -> None:
    """'A 1/3 creature is given +0/+1 by an effect. Then another effect switches the creature's power and
    toughness. Its new power and toughness is 4/1. A new effect gives the creature +5/+0. Its "unswitched"
    power and toughness would be 6/4, so its actual power and toughness is 4/6.'"""
    game, c = game_with("Ex One Three", ["Ex Plus Zero One", "Ex Switch", "Ex Plus Five Zero"])
    cast(game, "Ex Plus Zero One", c)
    cast(game, "Ex Switch", c)
    assert pt(game, c) == (4, 1)
    cast(game, "Ex Plus Five Zero", c)
    assert pt(game, c) == (4, 6)


def test_cr_613_4d_example_3_two_switches_cancel() -> None:
    """'Then another effect switches its power and toughness again. The two switches essentially cancel
    each other, and the creature becomes 1/4.'"""
    game, c = game_with("Ex One Three", ["Ex Plus Zero One", "Ex Switch", "Ex Switch"])
    cast(game, "Ex Plus Zero One", c)
    cast(game, "Ex Switch", c)
    cast(game, "Ex Switch", c)
    assert pt(game, c) == (1, 4)


def test_cr_613_5_example_honor_of_the_pure_follows_color_changes() -> None:
    """'If an effect then turns the creature white (layer 5), it gets +1/+1 from Honor of the Pure (layer
    7c), becoming 3/3. If the creature's color is later changed to red (layer 5), Honor of the Pure's effect
    stops applying to it, and it will return to being 2/2.'"""
    game, c = game_with("Ex Black Bear", ["Ex Whiten", "Ex Redden"], ("Ex Honor",))
    assert pt(game, c) == (2, 2)
    cast(game, "Ex Whiten", c)
    assert pt(game, c) == (3, 3)
    cast(game, "Ex Redden", c)
    assert pt(game, c) == (2, 2)


def test_cr_613_5_example_gray_ogre_ends_5_8() -> None:
    """'Gray Ogre ... +1/+1 counter (layer 7c), making it 3/3 ... +4/+4 ... 7/7 ... +0/+2 ... 7/9 ... becomes
    0/1 (layer 7b), making it 5/8.'"""
    game, ogre = game_with("Ex Gray Ogre", ["Ex Counter", "Ex Plus Four", "Ex Becomes 0/1"])
    cast(game, "Ex Counter", ogre)
    assert pt(game, ogre) == (3, 3)
    cast(game, "Ex Plus Four", ogre)
    assert pt(game, ogre) == (7, 7)
    from lithoform.rules.setup import add_card

    add_card(game.state, 0, "Ex Plus Zero Two", "battlefield")
    assert pt(game, ogre) == (7, 9)
    cast(game, "Ex Becomes 0/1", ogre)
    assert pt(game, ogre) == (5, 8)


def test_cr_613_9_example_has_flying_and_loses_flying_latest_wins() -> None:
    """613.9: 'Enchanted creature has flying' and '... loses flying': neither depends on the other; applied
    in timestamp order, the one generated last wins."""
    game, bear = game_with("Grizzly Bears", ["Ex Loses Flying"], ("Ex Wings",))
    assert "flying" in game.chars(bear).keywords
    cast(game, "Ex Loses Flying", bear)
    assert "flying" not in game.chars(bear).keywords
