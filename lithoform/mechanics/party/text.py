"""A player's party (700.8), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import ModifyPTBy, PutCounters
from lithoform.compiler.nouns import GraveyardCards, _int
from lithoform.compiler.values import VP, Bare, Unsupported, pt
from lithoform.mechanics.party.nodes import FullParty, PartySize


class PartyRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _party_desc(self, tok: Any) -> None:
        words = tuple(self._words(tok))  # type: ignore[attr-defined]
        if words not in (("creature",), ("creatures",)):
            raise Unsupported("a party of something other than creatures")

    def for_each_party(self, c: list) -> PartySize:
        """700.8a: 'for each creature in your party'."""
        self._party_desc(c[0])
        return PartySize()

    def amt_party(self, c: list) -> PartySize:
        """700.8a: 'the number of creatures in your party'."""
        self._party_desc(c[0])
        return PartySize()

    def pump_for_each_party(self, c: list) -> VP:
        """'gets +1/+0 until end of turn for each creature in your party': counted as it resolves, locked in
        then (608.2h, 611.2c)."""
        self._party_desc(c[-1])
        p, t = pt(c[0])
        power, toughness = (PartySize(multiplier=_int(n)) if n else 0 for n in (p, t))
        return VP(lambda what: ModifyPTBy(power, toughness, what), "object", "pump")

    def put_counters_party(self, c: list) -> VP:
        """'put a +1/+1 counter on it for each creature in your party' (122.1)."""
        n, kind, _word, what, desc = c
        self._party_desc(desc)
        if kind not in ("+1/+1", "-1/-1") and "/" in kind:
            raise Unsupported(f"counter kind {kind}")
        if isinstance(what, Bare | GraveyardCards):
            raise Unsupported("counters on a bare description")
        amount = PartySize(multiplier=_int(n))
        return VP(lambda who: PutCounters(kind, amount, what), "you")

    def cond_full_party(self, c: list) -> FullParty:
        """700.8c: 'you have a full party'."""
        return FullParty()


TRANSFORMER = PartyRules
