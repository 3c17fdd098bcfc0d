"""609.4b: 'If an effect allows a player to spend mana "as though it were mana of any type" ... to pay a cost, the
player may spend that mana as though it were mana of any type ...' A cost paid that way: each symbol but {S} takes
one mana of any type (cards/mana.py ManaCost.as_any_type); the spell's mana value doesn't change (202.3)."""

from __future__ import annotations

from lithoform.cards.mana import parse_cost, pay_from_pool
from lithoform.state.model import Mana


def test_colored_hybrid_phyrexian_and_colorless_symbols_take_any_mana() -> None:
    cost = parse_cost("{2}{U}{U}{W/B}{R/P}{C}{2/G}")
    assert str(cost.as_any_type()) == "{8}"
    assert cost.mana_value == 9 and cost.as_any_type().mana_value == 8  # {2/G}: one mana of any type pays it


def test_snow_still_needs_snow_mana_and_x_stays_x() -> None:
    cost = parse_cost("{X}{S}{G}")
    assert str(cost.as_any_type()) == "{X}{1}{S}"


def test_red_mana_pays_a_blue_spell_so_converted() -> None:
    pool = [Mana("R", 0), Mana("R", 0)]
    assert pay_from_pool(parse_cost("{U}{U}"), pool) is None
    assert pay_from_pool(parse_cost("{U}{U}").as_any_type(), pool) is not None
