"""Hydroid Krasis, compiled from its Oracle text and played: 'half X', rounded down (107.1a), in a cast trigger
(603.2, 601.2i).

Oracle text: When you cast this spell, you gain half X life and draw half X cards. Round down each time. / Flying,
trample / Hydroid Krasis enters the battlefield with X +1/+1 counters on it."""

from __future__ import annotations

from support import basics, board, cast, hand_size, life, pass_both, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

KRASIS = "Hydroid Krasis"


def _cast(x: int, counter: bool = False) -> object:
    game = board({"battlefield": basics(Forest=3, Island=3), "hand": [KRASIS], "library": ["Opt"] * 5},
                 {"battlefield": basics(Island=2), "hand": ["Counterspell"]})
    cast(game, KRASIS, x=x)
    return game


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(KRASIS)).ok


def test_107_1a_half_of_an_odd_x_is_rounded_down() -> None:
    """X = 3: half X is 1 (1.5 rounded down): 1 life and 1 card; it enters with three +1/+1 counters."""
    game = _cast(3)
    resolve_stack(game)
    assert life(game, 0) == 21
    assert hand_size(game, 0) == 1
    krasis = game.find(KRASIS)
    assert game.state.objects[krasis].counter("+1/+1") == 3


def test_half_of_an_even_x() -> None:
    game = _cast(4)
    resolve_stack(game)
    assert life(game, 0) == 22 and hand_size(game, 0) == 2


def test_ruling_the_cast_trigger_resolves_even_if_the_krasis_is_countered() -> None:
    """Ruling (2019-01-25): "Hydroid Krasis's first ability triggers as you cast it, and that ability resolves
    before the spell itself. It resolves even if Hydroid Krasis is countered." (X = 2: 1 life, 1 card.)"""
    game = _cast(2)
    krasis = game.state.stack[0]
    pass_both(game)  # the trigger resolves first
    assert life(game, 0) == 21 and hand_size(game, 0) == 1
    game.apply("pass")
    game.apply(f"cast {game.find('Counterspell', zone='hand')}")
    game.apply(f"target {krasis}")
    game.apply("autopay")
    resolve_stack(game)
    assert game.find(KRASIS, zone="graveyard")
    assert life(game, 0) == 21
