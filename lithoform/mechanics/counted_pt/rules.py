"""Counted power and toughness, the rules part (604.3, 613.4a).

'~'s power is equal to the number of ...' is a characteristic-defining ability: the layer system applies it
in layer 7a on the battlefield (rules/continuous/layers.py, PTEqualTo), and it functions in every zone
(604.3: rules/continuous/characteristics.py counts it for a card in a hand, library, graveyard or exile).
This module gives the layers the one amount of another mechanic they count here: 'the number of card types
among cards in all graveyards' (Tarmogoyf, 205.2a)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lithoform.mechanics.graveyard_counts.nodes import CardTypesAmong
from lithoform.mechanics.graveyard_counts.rules import card_types_among
from lithoform.rules.continuous.counted_amounts import EXTRA_STATIC_AMOUNTS
from lithoform.state.model import GameState


def _card_types_among(state: GameState, value: CardTypesAmong, source: int, controller: int,
                      work: Mapping[int, Any] | None) -> int:
    """205.2a, 611.3a: counted whenever the characteristics are."""
    return card_types_among(state, value, controller)


EXTRA_STATIC_AMOUNTS[CardTypesAmong] = _card_types_among
