"""'You may exile a nonland card from it. For as long as that card remains exiled, its owner may play it. A
spell cast this way costs {2} more to cast.', the text part: three sentences that complete the instruction
before them ('look at target opponent's hand'). Data only."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import msgspec

from lithoform.cards.tree import Filter, Sequence
from lithoform.compiler.values import SentenceMark, Unsupported
from lithoform.mechanics.hands.nodes import LookAtHand
from lithoform.mechanics.owner_may_play.nodes import ExileFromLookedHand

EXILE_FROM_IT = "exile_from_it"
OWNER_MAY_PLAY = "owner_may_play"
COSTS_MORE = "costs_more"


@dataclass(frozen=True)
class OwnerPlayMark(SentenceMark):
    """A sentence that completes the look at a hand before it; `value`: its filter or its mana."""

    value: Any = None


class OwnerMayPlayRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def omp_exile_from_it(self, c: list) -> OwnerPlayMark:
        """406.2: 'You may exile a nonland card from it.' (the hand just looked at)."""
        if c[0] != 1:
            raise Unsupported("exiling several cards from the hand looked at")
        d = self._desc_of(c[1])  # type: ignore[attr-defined]
        if d.noun != "card" or d.plural:
            raise Unsupported("exiling something other than a card from the hand looked at")
        f = d.filter()
        return OwnerPlayMark(EXILE_FROM_IT, value=None if f == Filter() else f)

    def omp_owner_may_play(self, c: list) -> OwnerPlayMark:
        """601.3, 305.1: 'For as long as that card remains exiled, its owner may play it.'"""
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return OwnerPlayMark(OWNER_MAY_PLAY)

    def omp_costs_more(self, c: list) -> OwnerPlayMark:
        """601.2f: 'A spell cast this way costs {2} more to cast.'"""
        self._only(c[0], "spell")  # type: ignore[attr-defined]
        return OwnerPlayMark(COSTS_MORE, value=str(c[1]).lower())


def _last_exile(last: Any) -> ExileFromLookedHand | None:
    if isinstance(last, Sequence) and last.effects and isinstance(last.effects[-1], ExileFromLookedHand):
        return last.effects[-1]
    return None


def mark_owner_play(mark: SentenceMark, last: Any) -> Any:
    """The three sentences, each after the one before it; None for another mark."""
    if not isinstance(mark, OwnerPlayMark):
        return None
    if mark.name == EXILE_FROM_IT:
        if not isinstance(last, LookAtHand):
            raise Unsupported("'exile a card from it' after something other than a look at a hand")
        return Sequence((last, ExileFromLookedHand(last.who, mark.value)))
    exile = _last_exile(last)
    if mark.name == OWNER_MAY_PLAY and exile is not None and not exile.owner_may_play:
        return Sequence((*last.effects[:-1], msgspec.structs.replace(exile, owner_may_play=True)))
    if mark.name == COSTS_MORE and exile is not None and exile.owner_may_play and exile.more is None:
        return Sequence((*last.effects[:-1], msgspec.structs.replace(exile, more=mark.value)))
    raise Unsupported(f"{mark.name!r} after something other than a card exiled from a hand")


TRANSFORMER = OwnerMayPlayRules
MARKS = (mark_owner_play,)
