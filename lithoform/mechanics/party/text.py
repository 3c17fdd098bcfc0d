"""A player's party (700.8), the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.values import Unsupported
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

    def cond_full_party(self, c: list) -> FullParty:
        """700.8c: 'you have a full party'."""
        return FullParty()


TRANSFORMER = PartyRules
