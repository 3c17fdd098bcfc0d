"""'When ~ enters or dies' (603.2), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.abilities import Trigger


class EntersOrDiesRules:
    """Transformer rule of 'when ~ enters or dies'; mixed into `OracleTransformer`."""

    def trig_self_enters_or_dies(self, c: list) -> list[Trigger]:
        """Two trigger events of one ability (603.2), as 'enters or attacks'."""
        return [Trigger("enters", this=True), Trigger("dies", this=True)]


TRANSFORMER = EntersOrDiesRules
