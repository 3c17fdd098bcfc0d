"""Phasing (702.26), its text part: '[objects] phase out' and 'until the end of your next turn, they can't
phase in', transformer rules mixed into `OracleTransformer` (compiler/transform.py), and the sentence mark
that changes the phasing out before it. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import PhaseOut
from lithoform.compiler.values import VP, SentenceMark


class PhasingRules:
    """Transformer rules of phasing."""

    def phase_out(self, c: list) -> VP:
        """702.26b: '[objects] phase(s) out'."""
        return VP(lambda what: PhaseOut(what), "object", "phase out")

    def cant_phase_in_sentence(self, c: list) -> SentenceMark:
        """'Until the end of your next turn, they can't phase in.' after a phasing out."""
        return SentenceMark("cant_phase_in")


def mark_phase_in(mark: SentenceMark, last: Any) -> Any:
    """'they can't phase in' changes the phasing out before it, or nothing (None)."""
    if mark.name == "cant_phase_in" and isinstance(last, PhaseOut) and not last.locked:
        return PhaseOut(last.what, locked=True)
    return None


TRANSFORMER = PhasingRules
MARKS = (mark_phase_in,)  # sentence marks (compiler/sentences.py): each changes the instruction before it
