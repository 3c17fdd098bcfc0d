"""118.12 and 107.14: an "unless [a player] pays ..." cost is offered as a mana payment; energy ({E}) is paid with
energy counters, not mana, so a card asking for energy there is refused, naming the phrase, rather than played
with its cost misread (the pool's seeded games raised an engine error on Lathnu Hellion before)."""

from __future__ import annotations

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def test_118_12_sacrifice_unless_you_pay_energy_is_refused_with_its_phrase() -> None:
    result = compile_card(get_card("Lathnu Hellion"))
    assert not result.ok
    assert [u.phrase for u in result.unparsed] == ["sacrifice ~ unless you pay {e}{e}."]


def test_118_12_unless_you_pay_mana_still_compiles() -> None:
    assert compile_card(get_card("Mana Leak")).ok
