"""Counted power and toughness, the rules part (604.3, 613.4a).

'~'s power is equal to the number of ...' is a characteristic-defining ability: the layer system applies it
in layer 7a on the battlefield (rules/continuous/layers.py, PTEqualTo), and it functions in every zone
(604.3: rules/continuous/characteristics.py counts it for a card in a hand, library, graveyard or exile).
This module gives the layers the amounts they count here: 'the number of card types among cards in all
graveyards' (Tarmogoyf, 205.2a), and a difference that keeps its sign (107.1b, Scourge of the Skyclaves)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.mechanics.counted_pt.nodes import SignedMinus
from lithoform.mechanics.graveyard_counts.nodes import CardTypesAmong
from lithoform.mechanics.graveyard_counts.rules import card_types_among
from lithoform.rules.continuous.counted_amounts import EXTRA_STATIC_AMOUNTS, static_amount
from lithoform.state.model import GameState


def _card_types_among(state: GameState, value: CardTypesAmong, source: int, controller: int,
                      work: Mapping[int, Any] | None) -> int:
    """205.2a, 611.3a: counted whenever the characteristics are."""
    return card_types_among(state, value, controller)


def _signed_minus(state: GameState, value: SignedMinus, source: int, controller: int,
                  work: Mapping[int, Any] | None) -> int:
    """107.1b: a power or toughness set to 'N minus ...' may be below 0 (Scourge of the Skyclaves' ruling: "If
    the highest life total among players is greater than 20, Scourge of the Skyclaves has negative power and
    toughness equal to the difference.")."""
    return static_amount(state, value.left, source, controller, work) \
        - static_amount(state, value.right, source, controller, work)


EXTRA_STATIC_AMOUNTS[CardTypesAmong] = _card_types_among
EXTRA_STATIC_AMOUNTS[SignedMinus] = _signed_minus
