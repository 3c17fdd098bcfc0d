"""'Until end of turn, you don't lose this mana as steps and phases end.', the text part. Data only."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lithoform.cards.tree import AddMana, Sequence
from lithoform.compiler.values import SentenceMark, Unsupported
from lithoform.mechanics.counts.nodes import CountedMana
from lithoform.mechanics.kept_mana.nodes import AddKeptMana

KEEP_THIS_MANA = "keep_this_mana"


@dataclass(frozen=True)
class KeepManaMark(SentenceMark):
    """The sentence changes the instruction before it, which adds the mana."""


class KeptManaRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def keep_this_mana(self, c: list) -> KeepManaMark:
        return KeepManaMark(KEEP_THIS_MANA)


def mark_keep(mark: SentenceMark, last: Any) -> Any:
    """500.4: the mana the instruction before adds is kept until end of turn; None for another mark."""
    if not isinstance(mark, KeepManaMark):
        return None
    if isinstance(last, Sequence):  # 'add {W}{W}{W} and you gain 3 life': the one instruction adding mana
        adds = [i for i, e in enumerate(last.effects) if isinstance(e, AddMana | CountedMana)]
        if len(adds) == 1 and not any(_adds_other_mana(e) for e in last.effects):
            kept = _kept(last.effects[adds[0]])
            return Sequence(last.effects[: adds[0]] + (kept,) + last.effects[adds[0] + 1:])
    if not isinstance(last, AddMana | CountedMana):
        raise Unsupported("'you don't lose this mana' after something other than adding mana")
    return _kept(last)


def _kept(add: AddMana | CountedMana) -> AddKeptMana:
    """'Add {C} for each {S} spent to cast ~' (a counted amount, mechanics/counts) keeps its count."""
    if isinstance(add, CountedMana):
        return AddKeptMana(add.mana.options, add.amount)
    return AddKeptMana(add.options)


def _adds_other_mana(effect: Any) -> bool:
    """Mana added another way beside the 'Add ...' (the sentence's mana would be ambiguous)."""
    return not isinstance(effect, AddMana | CountedMana) and "Mana" in type(effect).__name__


TRANSFORMER = KeptManaRules
MARKS = (mark_keep,)
