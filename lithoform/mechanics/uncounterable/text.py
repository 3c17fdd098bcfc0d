""""This spell can't be countered" (113.6g), its text part: the ability's name, which the rules part
(rules.py) reads, and the transformer rule for the line. Data only: imports the cards, never the rules."""

from __future__ import annotations

import re

from lithoform.cards.tree import Static
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.uncounterable.nodes import (
    CantBeCounteredIf,
    SpellsCantBeCountered,
    SpellsUncounterableThisTurn,
)

CANT_BE_COUNTERED = "Can't be countered"
_SPELLS_LINE = re.compile(r"(§\d+(?: you control)?(?: with [^.]*)?) can't be countered\.?")
_THIS_TURN = re.compile(r"(?<![~\w])(§\d+ you control) can't be countered this turn\.")


def spells_uncounterable_line(text: str, subtypes: tuple[str, ...]) -> str | None:
    """'Creature spells you control can't be countered.' read as 'uncounterable creature spells you control'
    (the grammar's own form of the line); None for any other line."""
    m = _SPELLS_LINE.fullmatch(text)
    return f"uncounterable {m.group(1)}." if m else None


def spells_uncounterable_this_turn_line(text: str, subtypes: tuple[str, ...]) -> str | None:
    """'... Spells you control can't be countered this turn. ...' read as 'uncounterable spells you control this
    turn.' (the grammar's form of the sentence); None when the line has no such sentence."""
    rewritten = _THIS_TURN.sub(r"uncounterable \1 this turn.", text)
    return rewritten if rewritten != text else None


class UncounterableRules:
    """Transformer rules of "~ can't be countered"; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_cant_be_countered(self, c: list) -> Static:
        """113.6g: a static ability that functions on the stack (the rules part reads it by name)."""
        return Static(CANT_BE_COUNTERED, text=CANT_BE_COUNTERED)

    def st_cant_be_countered_if(self, c: list) -> CantBeCounteredIf:
        """113.6g: 'If [condition], ~ can't be countered.' (spell mastery): conditional on the stack."""
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:  # type: ignore[attr-defined]
            raise Unsupported("a conditional 'can't be countered' of a permanent spell")
        return CantBeCounteredIf(c[0], text="If ..., ~ can't be countered.")

    def st_spells_cant_be_countered(self, c: list) -> SpellsCantBeCountered:
        """101.2, 701.6: 'creature spells you control can't be countered': spells matching the description, on
        the stack while the permanent is on the battlefield. 'instant and sorcery spells' are spells that are
        each an instant or a sorcery."""
        d = c[0]
        if d.noun != "spell" or d.zone != "stack" or d.controller not in (None, "you") or d.stack_kind not in (
                None, "spell"):
            raise Unsupported("'can't be countered' of something other than spells")
        return SpellsCantBeCountered(d.filter(), text="spells can't be countered")

    def spells_uncounterable_this_turn(self, c: list) -> list:
        """611.2a, 701.6: 'spells you control can't be countered this turn': an effect of the resolving spell."""
        d = c[0]
        if d.noun != "spell" or d.zone != "stack" or d.controller != "you" or d.stack_kind not in (None, "spell"):
            raise Unsupported("'can't be countered this turn' of something other than spells you control")
        return [SpellsUncounterableThisTurn(d.filter())]


TRANSFORMER = UncounterableRules
LINES = (spells_uncounterable_line, spells_uncounterable_this_turn_line)
