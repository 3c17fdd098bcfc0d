"""CR 107.3-107.4 (with 202.2-202.3): mana symbols in costs. Colored, generic and colorless {C} symbols,
hybrid {G/U}, monocolored hybrid {2/W}, Phyrexian {W/P} and {X}: how each is parsed, what colors and mana
value it gives, and what pays it — both through `lithoform.cards.mana` and by casting cards that use them."""

from __future__ import annotations

import pytest
from support import board, cast, castable, life, pass_both

from lithoform.cards.mana import Mana, ManaCostError, parse_cost, pay_from_pool
from lithoform.cards.tree import CardDef, CardFace, DealDamage, SpellAbility, Target, TargetSpec

TEST_CARDS: list[CardDef] = []  # registered only while this module's tests run (conftest.py)

ANY = TargetSpec("any")


def _instant(name: str, cost: str, damage: int) -> None:
    TEST_CARDS.append(CardDef(name, (CardFace(
        name, ("Instant",), cost, text=f"{name} deals {damage} damage to any target.",
        spell=SpellAbility(DealDamage(damage, Target(0)), targets=(ANY,)),
    ),)))


_instant("Test Phyrexian Bolt", "{R/P}", 3)
_instant("Test Twin Spark", "{2/R}", 2)
TEST_CARDS.append(CardDef("Test Hybrid Bear", (CardFace(
    "Test Hybrid Bear", ("Creature",), "{G/U}{G/U}", subtypes=("Bear",), power="2", toughness="2"),)))
TEST_CARDS.append(CardDef("Test Mixed Relic", (CardFace("Test Mixed Relic", ("Artifact",), "{2/W}{G/U/P}"),)))
TEST_CARDS.append(CardDef("Test Colorless Relic", (CardFace("Test Colorless Relic", ("Artifact",), "{C}"),)))


def pays(cost: str, *types: str, life_symbols: int = 0) -> bool:
    return pay_from_pool(parse_cost(cost), [Mana(t) for t in types], life_symbols) is not None



# --- parsing, colors and mana value --------------------------------------------------------------------


def test_107_4_a_cost_is_parsed_into_its_symbols():
    """107.4: '{2}{W}{U}' is two generic symbols' worth, a white and a blue symbol; 202.3: mana value 4;
    202.2: the object is white and blue."""
    cost = parse_cost("{2}{W}{U}")
    assert (cost.generic, cost.symbols, cost.x_count) == (2, ("W", "U"), 0)
    assert cost.mana_value == 4
    assert cost.colors == ("W", "U")


def test_107_4_things_that_are_not_mana_symbols_are_rejected():
    """107.4 lists the mana symbols; {T} (107.5) and {Q} (107.6) are not among them."""
    for text in ("{T}", "{Q}", "{R}{T}"):
        with pytest.raises(ManaCostError):
            parse_cost(text)


def test_107_4e_hybrid_symbol_is_both_colors_and_counts_one():
    """107.4e: 'A hybrid mana symbol is all of its component colors'; 202.3f: it counts its largest
    component, 1 for {G/U}."""
    cost = parse_cost("{G/U}")
    assert cost.colors == ("U", "G")
    assert cost.mana_value == 1


def test_202_3f_monocolored_hybrid_counts_two():
    """202.3f: 'use the largest component of each hybrid symbol': {2/W} has mana value 2, and is white."""
    cost = parse_cost("{2/W}")
    assert cost.mana_value == 2
    assert cost.colors == ("W",)


def test_107_4_colorless_hybrid_symbols_are_mana_symbols():
    """107.4: 'the monocolored hybrid symbols {2/W}, ..., {C/W}, {C/U}, {C/B}, {C/R}, and {C/G}'; 107.4e:
    one is paid with its color or with the other half ({C}: one colorless mana)."""
    cost = parse_cost("{C/W}")
    assert cost.mana_value == 1
    assert pays("{C/W}", "W") and pays("{C/W}", "C") and not pays("{C/W}", "R")


def test_107_4f_phyrexian_symbol_is_colored_and_counts_one():
    """107.4f: '{W/P} is white'; 202.3g: 'Each Phyrexian mana symbol ... contributes 1 to its mana value.'"""
    cost = parse_cost("{W/P}")
    assert cost.colors == ("W",)
    assert cost.mana_value == 1


def test_107_3_x_counts_zero_off_the_stack():
    """107.3g / 202.3e: X is 0 for an object not on the stack; 601.2f: a chosen X adds that much generic."""
    cost = parse_cost("{X}{R}")
    assert cost.x_count == 1
    assert cost.mana_value == 1
    assert cost.with_x(3) == parse_cost("{3}{R}")


def test_202_3e_x_is_the_chosen_value_on_the_stack():
    """202.3e: 'X is treated as the number chosen for it while the object is on the stack.' Fireball with
    X=3 has mana value 4 on the stack."""
    game = board({"battlefield": ["Mountain"] * 4, "hand": ["Fireball"]})
    game.apply(f"cast {game.find('Fireball')}")
    spell = game.state.announcing
    game.apply("x 3")
    assert game.chars(spell).mana_value == 4


# --- paying ----------------------------------------------------------------------------------------------


def test_107_4a_colored_symbol_needs_its_color():
    """107.4a: 'Colored mana in costs can be paid only with the appropriate color of mana.'"""
    assert pays("{R}", "R")
    assert not pays("{R}", "G")
    assert not pays("{R}", "C")


def test_107_4b_generic_is_paid_with_any_type():
    """107.4b: 'Generic mana in costs can be paid with any type of mana.'"""
    assert pays("{3}", "W", "C", "G")
    assert not pays("{3}", "W", "C")


def test_107_4c_colorless_symbol_needs_colorless_mana():
    """107.4c: '{C} ... represent[s] a cost that can be paid only with one colorless mana.'"""
    assert pays("{C}", "C")
    assert not pays("{C}", "R")


def test_107_4e_hybrid_paid_with_either_color():
    """107.4e: '{W/U} can be paid with either white or blue mana' — so {G/U} with green or blue, not red."""
    assert pays("{G/U}", "G")
    assert pays("{G/U}", "U")
    assert not pays("{G/U}", "R")


def test_107_4e_monocolored_hybrid_paid_with_its_color_or_two():
    """107.4e: '{2/B} can be paid with either one black mana or two mana of any type.'"""
    assert pays("{2/W}", "W")
    assert pays("{2/W}", "R", "G")
    assert not pays("{2/W}", "R")


def test_107_4e_two_monocolored_hybrids_paid_each_its_own_way():
    """107.4e: each {2/X} symbol is paid either way independently: {2/W}{2/U} is paid by U for {2/U} and two
    other mana (R, G) for {2/W}."""
    assert pays("{2/U}{2/W}", "U", "R", "G")
    assert pays("{2/W}{2/U}", "U", "R", "G")


def test_107_4f_phyrexian_paid_with_its_color_or_two_life():
    """107.4f: 'A Phyrexian mana symbol represents a cost that can be paid either with one mana of its color
    or by paying 2 life.'"""
    assert pays("{W/P}", "W")
    assert pays("{W/P}", life_symbols=1)
    assert not pays("{W/P}", "R")


def test_107_4f_hybrid_phyrexian_paid_with_either_color_or_life():
    """107.4f: 'A hybrid Phyrexian mana symbol represents a cost that can be paid with one mana of either of
    its component colors or by paying 2 life.'"""
    assert pays("{G/U/P}", "G") and pays("{G/U/P}", "U")
    assert pays("{G/U/P}", life_symbols=1)
    assert not pays("{G/U/P}", "R")


# --- casting cards with these symbols ------------------------------------------------------------------


@pytest.mark.parametrize(("lands", "ok"), [(["Forest", "Forest"], True), (["Island", "Island"], True),
                                           (["Forest", "Island"], True), (["Mountain", "Mountain"], False)])
def test_107_4e_hybrid_cost_cast_with_either_color(lands, ok):
    """107.4e: a {G/U}{G/U} creature is cast with any mix of green and blue mana, not with red."""
    game = board({"battlefield": lands, "hand": ["Test Hybrid Bear"]})
    assert castable(game, "Test Hybrid Bear") is ok


@pytest.mark.parametrize(("lands", "ok"), [
    (["Mountain"], True),
    (["Forest", "Island"], True),
    (["Forest"], False),
])
def test_107_4e_monocolored_hybrid_cast_with_color_or_two_generic(lands, ok):
    """107.4e: {2/R} is paid with one red mana or two mana of any type."""
    game = board({"battlefield": lands, "hand": ["Test Twin Spark"]})
    assert castable(game, "Test Twin Spark") is ok


def test_107_4f_phyrexian_cost_paid_with_life():
    """107.4f / 119.4: with no red mana, {R/P} is paid with 2 life; the spell is cast and resolves."""
    game = board({"hand": ["Test Phyrexian Bolt"]})
    cast(game, game.find("Test Phyrexian Bolt"), "P2", pay=False)
    assert game.pending.kind == "pay"
    game.apply("pay life:1")
    assert life(game, 0) == 18
    pass_both(game)
    assert life(game, 1) == 17


def test_107_4f_phyrexian_cost_paid_with_mana_costs_no_life():
    """107.4f: paying the Phyrexian symbol with one mana of its color costs no life."""
    game = board({"battlefield": ["Mountain"], "hand": ["Test Phyrexian Bolt"]})
    cast(game, game.find("Test Phyrexian Bolt"), "P2", pay=False)
    game.apply(f"activate {game.find('Mountain')} 1")
    game.apply("pay")
    assert life(game, 0) == 20
    assert game.state.players[0].pool == ()


MIXED = {"battlefield": ["Island", "Mountain", "Swamp"], "hand": ["Test Mixed Relic"]}


def test_107_4_mixed_symbols_paid_from_the_pool_without_life():
    """107.4e-f: {2/W}{G/U/P} is paid with mana alone by U for {G/U/P} and R, B for {2/W}: a 'pay' with no
    life must be possible."""
    game = board(MIXED)
    for land in ("Island", "Mountain", "Swamp"):
        game.apply(f"activate {game.find(land)} 1")
    cast(game, game.find("Test Mixed Relic"), pay=False)
    assert "pay" in [str(a) for a in game.legal_actions()]


def test_107_4_autopay_of_mixed_symbols():
    """107.4e-f: three lands making U, R, B pay {2/W}{G/U/P}; the listed 'autopay' action pays it."""
    game = board(MIXED)
    cast(game, game.find("Test Mixed Relic"))
    assert game.pending.kind == "priority"
    assert life(game, 0) == 20


def test_119_4_phyrexian_life_needs_enough_life():
    """119.4: a player may pay life 'only if their life total is greater than or equal to the amount of the
    payment': at 1 life, {R/P} can't be paid with 2 life, so with no red mana the spell can't be cast."""
    game = board({"life": 1, "hand": ["Test Phyrexian Bolt"]})
    assert not castable(game, "Test Phyrexian Bolt")


def test_107_4c_colorless_cost_needs_colorless_mana():
    """107.4c: a {C} cost can't be paid with a Mountain's red mana, but can with Ashnod's Altar's {C}."""
    game = board({"battlefield": ["Mountain"], "hand": ["Test Colorless Relic"]})
    assert not castable(game, "Test Colorless Relic")
    game = board({"battlefield": ["Ashnod's Altar", "Grizzly Bears"], "hand": ["Test Colorless Relic"]})
    altar, bears = game.find("Ashnod's Altar"), game.find("Grizzly Bears")
    game.apply(f"activate {altar} 1 sac:{bears}")
    cast(game, game.find("Test Colorless Relic"), pay=False)
    game.apply("pay")
    assert game.find("Test Colorless Relic", zone="stack")
