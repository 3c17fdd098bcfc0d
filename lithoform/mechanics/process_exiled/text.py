"""Processors, the text part. Data only."""

from __future__ import annotations

from dataclasses import replace

from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.process_exiled.nodes import PutExiledIntoGraveyard


class ProcessExiledRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def put_exiled_into_graveyard(self, c: list) -> VP:
        n, d = c[0], self._desc_of(c[1])  # type: ignore[attr-defined]
        if not isinstance(n, int) or d != replace(Desc(), noun="card", plural=d.plural, zone=d.zone):
            raise Unsupported("putting something other than a number of plain cards from exile")
        if (n == 1) == d.plural:
            raise Unsupported("a count that doesn't agree with 'card(s)'")
        return VP(lambda _you: PutExiledIntoGraveyard(n), "you", "put")


TRANSFORMER = ProcessExiledRules
