"""'Exile any number of other nonland permanents you own and control.', the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Created
from lithoform.compiler.descriptions import Desc, DescriptionError
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.exile_any_number.nodes import ExileAnyNumber


class ExileAnyNumberRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def exile_any_number(self, c: list) -> VP:
        d: Desc = c[0]
        if not d.plural:
            raise Unsupported("'exile any number of' a singular description")
        try:
            f = d.permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        # 'Return those cards to the battlefield ...' (400.7): the cards the exile made, which the effect keeps
        self.scope.last = Created()  # type: ignore[attr-defined]
        return VP(lambda _: ExileAnyNumber(f), "you", "exile")


TRANSFORMER = ExileAnyNumberRules
