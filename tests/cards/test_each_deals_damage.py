"""Several objects each dealing damage (mechanics/each_deals_damage; 120.1, 120.2b, 608.2c, 608.2h): every object of
the group is a separate source dealing its own amount, and 'that creature' after the group is the object named
before it, not the group. Moonlight Hunt, Nissa's Judgment, The Bears of Littjara, Sarkhan the Masterless, Solar
Blaze, Wave of Reckoning and Master of the Wild Hunt, compiled from their Oracle text and played."""

from __future__ import annotations

import pytest
from support import (
    activate,
    attack,
    board,
    cast,
    events,
    lands,
    life,
    pass_both,
    resolve_stack,
    triggers,
)

from lithoform.carddb import get_card
from lithoform.cards.tree import EachDealsDamage, Target, Triggering
from lithoform.compiler import compile_card
from lithoform.rules.replacement.events import put_counters

CARDS = ("Moonlight Hunt", "Nissa's Judgment", "The Bears of Littjara", "Sarkhan the Masterless", "Solar Blaze",
         "Wave of Reckoning", "Master of the Wild Hunt")


@pytest.mark.parametrize("name", CARDS)
def test_it_compiles_fully(name: str) -> None:
    assert compile_card(get_card(name)).ok


def _each_deals(name: str) -> list[EachDealsDamage]:
    card = compile_card(get_card(name)).card
    assert card is not None
    found: list[EachDealsDamage] = []

    def walk(node: object) -> None:
        if isinstance(node, EachDealsDamage):
            found.append(node)
        if isinstance(node, tuple):
            for n in node:
                walk(n)
        for f in getattr(node, "__struct_fields__", ()):
            walk(getattr(node, f))

    walk(card)
    return found


def test_608_2c_that_creature_is_the_target_not_the_group() -> None:
    """'Choose target creature you don't control. Each creature you control that's a Wolf or a Werewolf deals damage
    equal to its power to that creature.': the recipient is the target, each Wolf's own power the amount."""
    (node,) = _each_deals("Moonlight Hunt")
    assert node.to == Target(0) and node.equal_to == "power" and not node.to_itself
    (node,) = _each_deals("Nissa's Judgment")
    assert node.to == Target(1)  # slot 0 is support's 'up to two target creatures'
    (node,) = _each_deals("The Bears of Littjara")  # 'that permanent': chapter III's target
    assert node.to == Target(0)
    (node,) = _each_deals("Sarkhan the Masterless")  # 'that creature': the attacking creature (603.2)
    assert node.to == Triggering() and node.amount == 1 and node.equal_to == ""


def test_120_1_moonlight_hunt_each_wolf_is_a_source_of_its_own_damage() -> None:
    """Two Wolves (1/1 and 3/3) deal 1 and 3 damage to the 6/4 target, each its own damage event; the Bear, not a
    Wolf, deals none, and no Wolf is dealt damage."""
    game = board({"battlefield": ["Forest", "Forest", "Young Wolf", "Wolfir Avenger", "Grizzly Bears"],
                  "hand": ["Moonlight Hunt"]},
                 {"battlefield": ["Craw Wurm"]})
    wurm = game.find("Craw Wurm")
    cast(game, "Moonlight Hunt", wurm)
    pass_both(game)
    damage = [(e.args["card"], e.args["amount"]) for e in events(game, "damage")]
    assert sorted(damage) == [("Wolfir Avenger", 3), ("Young Wolf", 1)]
    assert all(e.args["target"].startswith("Craw Wurm") for e in events(game, "damage"))
    assert "Craw Wurm" not in [game.state.objects[o].card for o in game.state.zones["battlefield"]]


def test_ruling_nissas_judgment_support_first_then_damage() -> None:
    """Nissa's Judgment ruling (2016-01-22): "You finish the support action before any creatures deal damage.
    Creatures that get a +1/+1 counter will deal damage to the creature an opponent controls, if applicable." Two
    2-power creatures get a counter and each deals 3."""
    game = board({"battlefield": ["Forest"] * 5 + ["Grizzly Bears", "Savannah Lions", "Hill Giant"],
                  "hand": ["Nissa's Judgment"]},
                 {"battlefield": ["Craw Wurm"]})
    bears, lions, wurm = game.find("Grizzly Bears"), game.find("Savannah Lions"), game.find("Craw Wurm")
    cast(game, "Nissa's Judgment", bears, lions, wurm)
    pass_both(game)
    damage = sorted((e.args["card"], e.args["amount"]) for e in events(game, "damage"))
    assert damage == [("Grizzly Bears", 3), ("Savannah Lions", 3)]  # Hill Giant has no counter: no damage


def test_120_3f_solar_blaze_each_creature_deals_damage_to_itself() -> None:
    """Solar Blaze: 'Each creature deals damage to itself equal to its power.' Each is the source of the damage it
    is dealt: Vampire Nighthawk's lifelink gains its controller 2 and its deathtouch destroys it (702.2b); a 2/4
    survives with 2 damage; a 6/4 is destroyed."""
    game = board({"battlefield": ["Mountain", "Mountain", "Plains", "Plains", "Giant Spider"],
                  "hand": ["Solar Blaze"]},
                 {"battlefield": ["Vampire Nighthawk", "Craw Wurm"]})
    spider = game.find("Giant Spider")
    cast(game, "Solar Blaze")
    pass_both(game)
    assert sorted((e.args["card"], e.args["amount"]) for e in events(game, "damage")) == [
        ("Craw Wurm", 6), ("Giant Spider", 2), ("Vampire Nighthawk", 2)]
    assert all(e.args["target"].startswith(e.args["card"]) for e in events(game, "damage"))
    assert life(game, 1) == 22
    on_battlefield = [game.state.objects[o].card for o in game.state.zones["battlefield"]]
    assert "Giant Spider" in on_battlefield and game.state.objects[spider].damage == 2
    assert "Vampire Nighthawk" not in on_battlefield and "Craw Wurm" not in on_battlefield


def test_120_1_sarkhan_each_dragon_deals_one_damage_to_the_attacker() -> None:
    """Sarkhan the Masterless: 'Whenever a creature attacks you or a planeswalker you control, each Dragon you
    control deals 1 damage to that creature.' Two Dragons: two 1-damage events to the attacking Bears, which die."""
    game = board({"battlefield": [{"card": "Sarkhan the Masterless", "counters": {"loyalty": 5}},
                                  "Shivan Dragon", "Shivan Dragon"]},
                 {"battlefield": ["Grizzly Bears"]}, active="P2", step="beginning_of_combat")
    bears = game.find("Grizzly Bears")
    pass_both(game)
    attack(game, bears, at="P1")
    resolve_stack(game)
    damage = [(e.args["card"], e.args["amount"]) for e in events(game, "damage")]
    assert damage == [("Shivan Dragon", 1), ("Shivan Dragon", 1)]
    assert bears not in game.state.zones["battlefield"]


def _wild_hunt() -> tuple:
    game = board({"battlefield": ["Master of the Wild Hunt", "Young Wolf", "Wolfir Avenger",
                                  {"card": "Timberpack Wolf", "tapped": True}]},
                 {"battlefield": ["Craw Wurm"]})
    return game, game.find("Master of the Wild Hunt"), game.find("Craw Wurm")


def test_ruling_master_of_the_wild_hunt_wolves_tapped_this_way_and_division_by_the_targets_controller() -> None:
    """Master of the Wild Hunt rulings (2018-03-16): "All Wolves you control are tapped as part of the activated
    ability's effect, not as a cost." "Only a Wolf creature tapped as part of the ability's effect can be dealt
    damage by the target creature." "The controller of the target creature doesn't divide that creature's damage
    as the ability is activated ... so that player does so as the ability resolves." The already tapped Wolf deals
    none and can't be dealt any; P2 divides the Wurm's 6 as 2 and 4."""
    game, master, wurm = _wild_hunt()
    young, avenger, timber = game.find("Young Wolf"), game.find("Wolfir Avenger"), game.find("Timberpack Wolf")
    activate(game, master, 1, wurm)
    assert not game.state.objects[young].tapped  # not a cost: tapped as the ability resolves
    pass_both(game)
    q = game.pending
    assert q.kind == "choose" and q.player == 1, q  # the target's controller divides (608.2c)
    game.apply(f"choose {2}", "P2")
    resolve_stack(game)
    dealt = sorted((e.args["card"], e.args["amount"], e.args["target"].split(" #")[0]) for e in events(game, "damage"))
    assert dealt == [("Craw Wurm", 2, "Young Wolf"), ("Craw Wurm", 4, "Wolfir Avenger"),
                     ("Wolfir Avenger", 3, "Craw Wurm"), ("Young Wolf", 1, "Craw Wurm")]
    assert all(e.args["card"] != "Timberpack Wolf" for e in events(game, "damage"))
    assert game.state.objects[timber].damage == 0
    for gone in (young, avenger, wurm):
        assert gone not in game.state.zones["battlefield"]


def test_ruling_master_of_the_wild_hunt_illegal_target_taps_nothing() -> None:
    """Ruling (2018-03-16): "If the target creature is an illegal target by the time Master of the Wild Hunt's
    ability tries to resolve, the ability doesn't resolve. You won't tap your Wolves, and nothing will deal or be
    dealt damage." (608.2b) The Wurm is destroyed in response."""
    game = board({"battlefield": ["Master of the Wild Hunt", "Young Wolf", lands("Swamp", 3)], "hand": ["Murder"]},
                 {"battlefield": ["Craw Wurm"]})
    master, wurm, young = game.find("Master of the Wild Hunt"), game.find("Craw Wurm"), game.find("Young Wolf")
    activate(game, master, 1, wurm)
    cast(game, "Murder", wurm)
    resolve_stack(game)
    assert wurm not in game.state.zones["battlefield"]
    assert not game.state.objects[young].tapped
    assert events(game, "damage") == []


def test_the_bears_of_littjara_chapter_three_each_big_creature_deals_its_power() -> None:
    """The Bears of Littjara, III: 'Choose up to one target creature or planeswalker. Each creature with power 4 or
    greater you control deals damage equal to its power to that permanent.' A 4/4 and a 6/4 deal 4 and 6 to the
    target; the 2/2 (power less than 4) deals none."""
    game = board({"battlefield": [{"card": "The Bears of Littjara", "counters": {"lore": 2}}, "Craw Wurm",
                                  "Grizzly Bears", {"card": "Hill Giant", "counters": {"+1/+1": 1}}]},
                 {"battlefield": ["Serra Angel"]})
    angel = game.find("Serra Angel")
    put_counters(game.state, game.find("The Bears of Littjara"), "lore", 1)
    game.apply("pass")
    while game.pending.kind == "target":
        game.apply(f"target {angel}")
        if game.pending.kind == "target":
            game.apply("done")
    resolve_stack(game)
    damage = sorted((e.args["card"], e.args["amount"]) for e in events(game, "damage"))
    assert damage == [("Craw Wurm", 6), ("Hill Giant", 4)]
    assert all(e.args["target"].startswith("Serra Angel") for e in events(game, "damage"))
    assert angel not in game.state.zones["battlefield"]


def test_ruling_polukranos_deals_damage_first_then_each_target_deals_its_power() -> None:
    """Polukranos, World Eater: 'When Polukranos, World Eater becomes monstrous, it deals X damage divided as you
    choose among any number of target creatures your opponents control. Each of those creatures deals damage equal
    to its power to Polukranos.' Ruling (2013-09-15): "As Polukranos's triggered ability resolves, Polukranos deals
    damage first, then the target creatures do. Although no creature will die until after the ability finishes
    resolving ..." The Lions (2/1) dealt 1 still deal their 2."""
    game = board({"battlefield": ["Polukranos, World Eater", lands("Forest", 5)]},
                 {"battlefield": ["Savannah Lions", "Hill Giant"]})
    poly, lions, giant = game.find("Polukranos, World Eater"), game.find("Savannah Lions"), game.find("Hill Giant")
    game.apply(f"activate {poly} 1")
    game.apply("x 2")
    game.apply("autopay")
    pass_both(game)  # monstrosity 2: the trigger
    game.apply(f"target {lions}")
    game.apply(f"target {giant}")
    game.apply("done")
    game.apply("divide 1 1")
    resolve_stack(game)
    dealt = [(e.args["card"], e.args["amount"]) for e in events(game, "damage")]
    assert dealt[:2] == [("Polukranos, World Eater", 1), ("Polukranos, World Eater", 1)]
    assert sorted(dealt[2:]) == [("Hill Giant", 3), ("Savannah Lions", 2)]
    assert game.state.objects[poly].damage == 5 and lions not in game.state.battlefield


def test_603_2c_damage_dealt_together_triggers_is_dealt_damage_once() -> None:
    """120.10: damage several sources deal at the same time is dealt 'together'; 603.2c: an ability triggers only once
    each time its trigger event occurs. Two Wolves (1 and 3 power) deal their damage to Spitemare ('Whenever
    Spitemare is dealt damage, it deals that much damage to any target.') at once: it triggers once, for 4 (its
    ruling: "Even if the amount of damage dealt to Spitemare is enough to destroy it, Spitemare's ability will
    trigger and it will deal the full amount of damage to the target.")."""
    game = board({"battlefield": ["Forest", "Forest", "Young Wolf", "Wolfir Avenger"], "hand": ["Moonlight Hunt"]},
                 {"battlefield": ["Spitemare"]})
    cast(game, "Moonlight Hunt", game.find("Spitemare"))
    pass_both(game)
    assert triggers(game, "Spitemare") == 1
    if game.pending.kind == "target":
        game.apply("target P1")
    resolve_stack(game)
    assert life(game, 0) == 16
