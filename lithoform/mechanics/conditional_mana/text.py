"""Conditional mana abilities, the text part: the condition 'you control an A and a B', and the mana
ability 'Add {C}. If [condition], add {C}{C} instead.' made one instruction (`conditional_mana`, asked by the
compiler's activated abilities). Data only."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import AddMana, IfThen
from lithoform.compiler.descriptions import Desc, DescriptionError
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.conditional_mana.nodes import ConditionalMana, ControlsEach


def conditional_mana(effect: Any) -> ConditionalMana | None:
    """'Add {C}. If you control ..., add {C}{C} instead.' (605.1a): the compiler's 'if ..., instead' reading
    (IfThen) of a mana ability whose two branches each add mana and do nothing else; None otherwise."""
    if isinstance(effect, IfThen) and isinstance(effect.then, AddMana) and isinstance(effect.otherwise, AddMana):
        return ConditionalMana(effect.otherwise, effect.condition, effect.then)
    return None


class ConditionalManaRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def cond_control_each(self, c: list) -> ControlsEach:
        """'you control an Urza's Power-Plant and an Urza's Tower': one of each."""
        n1, d1, n2, d2 = c
        if int(n1) != 1 or int(n2) != 1:
            raise Unsupported("'you control N A and M B' with counts other than one")
        return ControlsEach((_all_of(d1), _all_of(d2)))


def _all_of(d: Desc) -> tuple[Any, ...]:
    """A description whose subtypes must all be there ("Urza's Power-Plant"): one filter per subtype."""
    try:
        f = d.permanents()
    except DescriptionError as e:
        raise Unsupported(str(e)) from None
    if len(f.subtypes) <= 1:
        return (f,)
    return tuple(msgspec.structs.replace(f, subtypes=(s,)) for s in f.subtypes)


TRANSFORMER = ConditionalManaRules
MANA_EFFECTS = (conditional_mana,)  # compiler/mechanic_texts.py
