"""Jegantha, the Wellspring ({4}{R/G} 5/5): "{T}: Add {W}{U}{B}{R}{G}. This mana can't be spent to pay generic mana
costs." (106.6, 107.4c; cards/mana.py NONGENERIC, rules/payment.py). Rulings quoted from the card database."""

from __future__ import annotations

from support import board, cast, use_compiled

from lithoform.cards.mana import Mana, parse_cost, pay_from_pool
from lithoform.rules.payment import autopay_plan

JEGANTHA = "Jegantha, the Wellspring"
use_compiled(JEGANTHA)


def _jegantha_mana() -> list[Mana]:
    return [Mana(c, 1, only="nongeneric") for c in "WUBRG"]


def test_ruling_it_pays_colored_symbols_never_generic() -> None:
    """Ruling: "A generic mana cost is usually represented by numeric mana symbols ({1}, {2}, and so on) and also
    {X}. It is any cost requiring mana where that cost isn't {C}, {W}, {U}, {B}, {R}, or {G}." {W}{U}{B}{R}{G} is
    paid by its five mana; {1}{R} isn't (its {1} is generic), nor {2}."""
    pool = _jegantha_mana()
    assert pay_from_pool(parse_cost("{W}{U}{B}{R}{G}"), pool) is not None
    assert pay_from_pool(parse_cost("{R}{G}"), pool) is not None
    assert pay_from_pool(parse_cost("{1}{R}"), pool) is None
    assert pay_from_pool(parse_cost("{2}"), pool) is None
    # hybrid symbols of its colors are colored mana costs (paid with one mana of a color, 107.4e)
    assert pay_from_pool(parse_cost("{R/G}{W/U}"), pool) is not None
    # a {2/W} paid with two mana is generic, with {W} it isn't (107.4e)
    assert pay_from_pool(parse_cost("{2/B}"), [Mana("R", 1, only="nongeneric"), Mana("G", 1, only="nongeneric")]) is None
    assert pay_from_pool(parse_cost("{2/W}"), pool) is not None


def test_other_mana_pays_the_generic_part_beside_it() -> None:
    """{1}{R}: Jegantha's {R} pays the {R}, an unrestricted {C} the {1}."""
    pool = _jegantha_mana() + [Mana("C", 2)]
    picked = pay_from_pool(parse_cost("{1}{R}"), pool)
    assert picked is not None and 5 in picked


def test_autopay_doesnt_count_it_for_generic_costs() -> None:
    """The auto-payer plans Jegantha's mana for colored symbols only: {R}{G} with Jegantha alone, but not {2}
    (Lightning Bolt's {R} yes, Divination's {2}{U} no)."""
    game = board({"battlefield": [{"card": JEGANTHA, "sick": False}]})
    assert autopay_plan(game.state, 0, parse_cost("{R}{G}")) is not None
    assert autopay_plan(game.state, 0, parse_cost("{2}{U}")) is None
    assert autopay_plan(game.state, 0, parse_cost("{W}{U}{B}{R}{G}")) is not None


def test_casting_with_it_leaves_no_generic_paid() -> None:
    """In a game: with Jegantha and no other mana, Lightning Bolt ({R}) can be cast, Shock too, but not Divination
    ({2}{U})."""
    game = board({"battlefield": [{"card": JEGANTHA, "sick": False}], "hand": ["Lightning Bolt", "Divination"]})
    casts = [str(a) for a in game.legal_actions() if a.kind == "cast"]
    assert f"cast {game.find('Lightning Bolt')}" in casts
    assert f"cast {game.find('Divination')}" not in casts


def test_the_mana_left_after_a_colored_spell_stays_restricted() -> None:
    """Lightning Bolt cast with Jegantha's mana (autopay): the {R} pays it, {W}{U}{B}{G} stay in the pool, still
    unable to pay Divination's {2} (106.6: the restriction is the mana's)."""
    game = board({"battlefield": [{"card": JEGANTHA, "sick": False}], "hand": ["Lightning Bolt", "Divination"]})
    cast(game, "Lightning Bolt", "P2")
    pool = game.state.players[0].pool
    assert sorted(m.type for m in pool) == ["B", "G", "U", "W"] and all(m.only == "nongeneric" for m in pool)
    assert f"cast {game.find('Divination')}" not in [str(a) for a in game.legal_actions()]
