"""'When ~ enters untapped', the text part: an enters trigger of this object whose filter says untapped
(603.6a: the trigger event is its entering untapped; it isn't checked again as it resolves). Data only."""

from __future__ import annotations

from lithoform.cards.tree import Filter, Trigger


class EntersUntappedRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def trig_self_enters_untapped(self, c: list) -> Trigger:
        return Trigger("enters", this=True, filter=Filter(tapped=False))


TRANSFORMER = EntersUntappedRules
