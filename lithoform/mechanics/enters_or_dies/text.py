"""'When ~ enters or dies' (603.2), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.abilities import Trigger
from lithoform.cards.tree import Triggering
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Unsupported


class EntersOrDiesRules:
    """Transformer rule of 'when ~ enters or dies'; mixed into `OracleTransformer`."""

    def trig_self_enters_or_dies(self, c: list) -> list[Trigger]:
        """Two trigger events of one ability (603.2), as 'enters or attacks'."""
        return [Trigger("enters", this=True), Trigger("dies", this=True)]

    def trig_enters_or_dies(self, c: list) -> list[Trigger]:
        """'Whenever another creature you control enters or dies' (603.2, 603.6a, 603.10a): an enters event and a
        dies event of one ability, each once for each matching creature; 'that creature' is the one that entered or
        died (for a dying creature, its last known information, 608.2h)."""
        n, d = (c[0], c[1]) if len(c) == 2 else (1, c[0])
        if _int(n) != 1:
            raise Unsupported("'... enter or die' of a number of permanents")
        f = self._trigger_filter([d])  # type: ignore[attr-defined]
        if "Creature" not in f.types:
            raise Unsupported("'a [noncreature] enters or dies'")  # 'dies' is a creature's (700.4)
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return [Trigger("enters", filter=f), Trigger("dies", filter=f)]


TRANSFORMER = EntersOrDiesRules
