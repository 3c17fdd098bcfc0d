"""Body Double: 'You may have Body Double enter the battlefield as a copy of any creature card in a graveyard.' The
enters-as-copy replacement (707.5, 614.12) offers permanents on the battlefield only, so the card is refused
rather than compiled into a copy of a permanent (the 'in a graveyard' description suffix made it parse)."""

from __future__ import annotations

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def test_body_double_is_refused_naming_the_graveyard_copy() -> None:
    result = compile_card(get_card("Body Double"))
    assert not result.ok
    assert any("copy" in u.reason for u in result.unparsed)


def test_clone_still_compiles() -> None:
    assert compile_card(get_card("Clone")).ok
