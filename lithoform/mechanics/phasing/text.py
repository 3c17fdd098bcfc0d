"""Phasing (702.26), its text part: '[objects] phase out' and 'until the end of your next turn, they can't
phase in', transformer rules mixed into `OracleTransformer` (compiler/transform.py), and the sentence mark
that changes the phasing out before it. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import IfThen, PhaseOut, SourceOnBattlefield
from lithoform.compiler.values import VP, SentenceMark, Unsupported


class PhasingRules:
    """Transformer rules of phasing."""

    def phase_out(self, c: list) -> VP:
        """702.26b: '[objects] phase(s) out'."""
        return VP(lambda what: PhaseOut(what), "object", "phase out")

    def phase_out_until_leaves(self, c: list) -> VP:
        """610.4: '[objects] phase(s) out until ~ leaves the battlefield' (Oubliette): nothing phases out if ~
        has already left (610.3a-b, the ruling: 'If Oubliette leaves the battlefield before its triggered ability
        resolves, the target creature won't be phased out')."""
        if "Instant" in self.face_types or "Sorcery" in self.face_types:  # type: ignore[attr-defined]
            raise Unsupported("'until ~ leaves the battlefield' on a card that isn't a permanent")
        return VP(lambda what: IfThen(SourceOnBattlefield(), PhaseOut(what, until_leaves=True)), "object",
                  "phase out")

    def tapped_phase_in_sentence(self, c: list) -> SentenceMark:
        """'Tap that creature as it phases in this way.' after a phasing out until ~ leaves (Oubliette)."""
        return SentenceMark("tapped_phase_in")

    def cant_phase_in_sentence(self, c: list) -> SentenceMark:
        """'Until the end of your next turn, they can't phase in.' after a phasing out."""
        return SentenceMark("cant_phase_in")


def mark_phase_in(mark: SentenceMark, last: Any) -> Any:
    """'they can't phase in' changes the phasing out before it, or nothing (None)."""
    if mark.name == "cant_phase_in" and isinstance(last, PhaseOut) and not last.locked:
        return PhaseOut(last.what, locked=True)
    if mark.name == "tapped_phase_in" and isinstance(last, IfThen) and isinstance(last.then, PhaseOut) \
            and last.then.until_leaves and not last.then.tapped:
        return IfThen(last.condition, PhaseOut(last.then.what, until_leaves=True, tapped=True))
    return None


TRANSFORMER = PhasingRules
MARKS = (mark_phase_in,)  # sentence marks (compiler/sentences.py): each changes the instruction before it
