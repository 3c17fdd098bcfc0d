"""Static abilities that apply while their permanent is untapped (611.3a), the text part: the condition
"it's untapped" ('~ has hexproof as long as it's untapped', Paradise Druid); '~ is untapped' is the
compiler's own. Data only."""

from __future__ import annotations

from lithoform.cards.tree import SourceUntapped


class UntappedStaticRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def cond_its_untapped(self, c: list) -> SourceUntapped:
        """"as long as it's untapped": the permanent with the ability (611.3a)."""
        return SourceUntapped()


TRANSFORMER = UntappedStaticRules
