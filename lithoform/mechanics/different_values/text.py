"""'Return from your graveyard to the battlefield any number of target [cards] that each have a different mana
value X or less', the text part (601.2c, 115.1). Data only: a target requirement of any number of cards in the
controller's graveyard, each with mana value at most the X announced (107.3a) and, with the 'different' clause,
none with the mana value of another chosen for it (TargetSpec.different_mana_values)."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import ReturnToBattlefield, XValue
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.divided_damage.text import ANY_NUMBER


class DifferentValuesRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def different_mv(self, c: list) -> bool:
        return True

    def return_from_graveyard_any_number(self, c: list) -> VP:
        tok, different = c[0], len(c) > 1 and c[1] is True
        try:
            d = describe(list(self._words(tok)), ["your_graveyard"])  # type: ignore[attr-defined]
            if different:
                d.mana_value_at_most_amount = XValue()
            spec = d.target_spec(0, ANY_NUMBER)
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if spec.kind != "card" or not d.plural:
            raise Unsupported("'any number of target' things other than cards in your graveyard")
        if different:
            spec = msgspec.structs.replace(spec, different_mana_values=True)
        target = self.scope.target(spec)  # type: ignore[attr-defined]
        return VP(lambda who: ReturnToBattlefield(target), "you")


TRANSFORMER = DifferentValuesRules
