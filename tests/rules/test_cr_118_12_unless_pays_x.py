"""CR 118.12, 107.3: 'Counter target spell unless its controller pays {X}' (Syncopate) asks for the X announced
as the counterspell was cast; the payment was free before (the {X} read as zero). A payment of '{X}, where X is
...' (Rethink: 'where X is its mana value') is refused by the compiler rather than played as a free payment."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled, zone_names

from lithoform.carddb import find_card
from lithoform.compiler.compiler import compile_card

use_compiled("Syncopate", "Grizzly Bears")


def _syncopate_on_bears(x: int, forests: int = 5):
    game = board({"hand": ["Syncopate"], "battlefield": ["Island"] * 4},
                 {"hand": ["Grizzly Bears"], "battlefield": ["Forest"] * forests}, active="P2")
    cast(game, game.find("Grizzly Bears"))
    game.apply("pass")
    cast(game, game.find("Syncopate"), game.find("Grizzly Bears"), x=x)
    pass_both(game)
    return game


def _untapped_forests(game) -> int:
    return sum(1 for o in game.zone("battlefield", 1)
               if game.chars(o).name == "Forest" and not game.state.objects[o].tapped)


def test_118_12_paying_x_costs_the_announced_x() -> None:
    game = _syncopate_on_bears(2)
    assert "{2}" in game.pending.prompt
    game.apply("yes")
    assert _untapped_forests(game) == 1  # five Forests: two for the Bears, two for Syncopate's X
    assert game.state.stack  # the Bears still wait to resolve


def test_118_12_unable_to_pay_x_the_spell_is_exiled() -> None:
    """X = 3 with two untapped Forests: it can't be paid, so the Bears are countered and exiled."""
    game = _syncopate_on_bears(3, forests=4)
    assert zone_names(game, "exile", 1) == ["Grizzly Bears"]


def test_118_12_rethink_is_refused_not_free() -> None:
    result = compile_card(find_card("Rethink").card)
    assert result.card is None
    assert any("where X is" in u.reason for u in result.unparsed)
