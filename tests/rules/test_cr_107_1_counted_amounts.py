"""CR 107.1 and 608.2h: the numbers an effect counts as it applies, and 611.3a: the ones a static ability
counts continuously. One count vocabulary (mechanics/counts) serves every instruction that takes a number:
'N for each ...' (the count times N), 'N minus ...' (107.1b: never below 0), the basic land types among
lands you control (305.6), the greatest value among permanents (208, 202.3), the opponents you have (102.2),
the creatures blocking an object (509.1), cards in all graveyards (404.1), and counted 'enters with X
counters' (614.1c)."""

from __future__ import annotations

from support import (
    attack,
    block,
    board,
    cast,
    counters,
    events_since,
    life,
    mark,
    pass_both,
    pt,
    use_compiled,
)

from lithoform.cards.tree import CardsInGraveyard, EachPlayer, GreatestAmong, Minus, Times
from lithoform.catalog.compiled import compiled
from lithoform.mechanics.counts.nodes import BasicLandTypesAmong, EntersWithCountedCounters

use_compiled("Dragon Whisperer", "Wayfaring Giant", "Wandering Stream", "Custodi Soulbinders", "Elvish Berserker", "Chittering Witch",
             "Essence Harvest", "Tundra")


def _abilities(name: str) -> tuple:
    c = compiled(name)
    assert c.ok, c.unparsed
    return c.card.faces[0].abilities


def test_305_6_domain_counts_basic_land_types_not_lands() -> None:
    """305.6: Plains, Island, Swamp, Mountain and Forest; three Forests are one type, a Tundra is two
    (Plains and Island). Wayfaring Giant (1/3) gets +1/+1 for each: +3/+3 in layer 7c (611.3a)."""
    game = board({"battlefield": ["Wayfaring Giant", "Forest", "Forest", "Forest", "Tundra"]})
    assert pt(game, game.find("Wayfaring Giant")) == (4, 6)


def test_611_3a_domain_is_counted_continuously() -> None:
    """The static bonus changes as soon as the lands do: a Swamp played adds a type."""
    game = board({"battlefield": ["Wayfaring Giant", "Forest"], "hand": ["Swamp"]})
    assert pt(game, game.find("Wayfaring Giant")) == (2, 4)
    game.apply(f"play {game.find('Swamp')}")
    assert pt(game, game.find("Wayfaring Giant")) == (3, 5)


def test_107_1_n_for_each_is_the_count_times_n() -> None:
    """'You gain 2 life for each basic land type among lands you control' (Wandering Stream): two types,
    4 life. The amount is one Times node over the general count."""
    spell = compiled("Wandering Stream").card.faces[0].spell
    assert spell is not None and spell.effect.amount == Times(BasicLandTypesAmong(spell.effect.amount.amount.filter), 2)
    game = board({"hand": ["Wandering Stream"], "battlefield": ["Forest", "Forest", "Plains"]})
    cast(game, "Wandering Stream")
    pass_both(game)
    assert life(game, 0) == 24


def test_614_1c_enters_with_x_counters_counted_as_it_enters() -> None:
    """Custodi Soulbinders 'enters with X +1/+1 counters on it, where X is the number of other creatures on
    the battlefield': counted as it enters (608.2h), every player's creatures, not itself."""
    assert any(isinstance(a, EntersWithCountedCounters) for a in _abilities("Custodi Soulbinders"))
    game = board({"hand": ["Custodi Soulbinders"], "battlefield": ["Grizzly Bears", "Plains", "Plains", "Plains",
                                                                   "Plains"]},
                 {"battlefield": ["Grizzly Bears", "Grizzly Bears"]})
    start = mark(game)
    cast(game, "Custodi Soulbinders")
    pass_both(game)
    soulbinders = game.find("Custodi Soulbinders")
    assert counters(game, soulbinders) == 3
    assert pt(game, soulbinders) == (3, 3)
    assert any(e.kind == "enters_with_counted_counters" and "614.1c" in e.rules for e in events_since(game, start))


def test_614_1c_no_other_creature_means_no_counters() -> None:
    """With no other creature X is 0: a 0/0 with no counters, put into the graveyard (704.5f)."""
    game = board({"hand": ["Custodi Soulbinders"], "battlefield": ["Plains", "Plains", "Plains", "Plains"]})
    cast(game, "Custodi Soulbinders")
    pass_both(game)
    assert "Custodi Soulbinders" in [game.chars(o).name for o in game.zone("graveyard", 0)]


def test_509_1_for_each_creature_blocking_it() -> None:
    """Elvish Berserker: 'Whenever ~ becomes blocked, it gets +1/+1 until end of turn for each creature
    blocking it.' Blocked by two creatures, it is 3/3."""
    game = board({"battlefield": ["Elvish Berserker"]}, {"battlefield": ["Grizzly Bears", "Llanowar Elves"]},
                 step="beginning_of_combat")
    pass_both(game)
    berserker = game.find("Elvish Berserker")
    attack(game, berserker)
    pass_both(game)
    block(game, (game.find("Grizzly Bears"), berserker), (game.find("Llanowar Elves"), berserker))
    while game.state.stack or game.pending.kind != "priority":
        game.apply("pass")
    assert pt(game, berserker) == (3, 3)


def test_102_2_the_number_of_opponents_you_have() -> None:
    """In a two-player game a player has one opponent (102.2): Chittering Witch creates one Rat."""
    game = board({"hand": ["Chittering Witch"], "battlefield": ["Swamp"] * 4})
    cast(game, "Chittering Witch")
    pass_both(game)  # the creature spell
    pass_both(game)  # its enters trigger
    assert sum(1 for o in game.zone("battlefield", 0) if game.chars(o).name == "Rat Token") == 1


def test_208_greatest_power_among_creatures_you_control() -> None:
    """Essence Harvest: 'Target player loses X life and you gain X life, where X is the greatest power among
    creatures you control.' The greatest of 2 and 3 is 3."""
    spell = compiled("Essence Harvest").card.faces[0].spell
    assert spell is not None and "GreatestAmong" in repr(spell.effect)
    game = board({"hand": ["Essence Harvest"], "battlefield": ["Grizzly Bears", "Hill Giant", "Swamp", "Swamp",
                                                              "Swamp"]})
    cast(game, "Essence Harvest", "P2")
    pass_both(game)
    assert (life(game, 0), life(game, 1)) == (23, 17)


def test_404_1_cards_in_all_graveyards() -> None:
    """'the number of creature cards in all graveyards' counts every player's graveyard (404.1)."""
    (static,) = [a for a in _abilities("Exoskeletal Armor") if "PTBoostBy" in repr(a)]
    assert "EachPlayer" in repr(static)
    assert CardsInGraveyard(who=EachPlayer()).who == EachPlayer()


def test_107_1b_a_difference_is_never_negative() -> None:
    """'where X is the number of cards in your hand minus 4' (Ivory Tower) is a Minus node; 107.1b: a
    negative result of an effect is 0 (rules of mechanics/counts)."""
    (trigger,) = [a for a in _abilities("Ivory Tower") if "GainLife" in repr(a)]
    assert isinstance(trigger.effect.amount, Minus)


def _third_ability_legal(game) -> bool:
    oid = game.find("Dragon Whisperer")
    return any(a.kind == "activate" and tuple(a.args[:2]) == (oid, 3) for a in game.legal_actions())


def test_602_5b_formidable_total_power_condition() -> None:
    """Dragon Whisperer: 'Activate only if creatures you control have total power 8 or greater.' (602.5b)
    With 2 + 4 = 6 power it can't be activated; with a 2/2 more (8) it can."""
    mana = ["Mountain"] * 6
    low = board({"battlefield": ["Dragon Whisperer", "Hill Giant", "Grizzly Bears", *mana]})
    assert not _third_ability_legal(low)
    high = board({"battlefield": ["Dragon Whisperer", "Hill Giant", "Hill Giant", *mana]})
    assert _third_ability_legal(high)


def test_greatest_among_is_general() -> None:
    assert GreatestAmong("power").stat == "power"


def test_303_4_for_each_aura_attached_to_it_is_counted_continuously() -> None:
    """Rabid Wombat (0/1): '~ gets +2/+2 for each Aura attached to it.' (611.3a, layer 7c) An Aura the
    board puts on it counts; one on another creature doesn't."""
    from lithoform.mechanics.counts.nodes import AttachedCount

    assert any("AttachedCount" in repr(a) for a in _abilities("Rabid Wombat"))
    assert AttachedCount().to == "this"
    game = board({"battlefield": ["Rabid Wombat", "Grizzly Bears",
                                  {"card": "Holy Strength", "attached_to": "Rabid Wombat"},
                                  {"card": "Holy Strength", "attached_to": "Rabid Wombat"},
                                  {"card": "Holy Strength", "attached_to": "Grizzly Bears"}]})
    # two Auras: +4/+4 from its own ability, +2/+4 from the two Holy Strengths (+1/+2 each)
    assert pt(game, game.find("Rabid Wombat")) == (6, 9)
