"""Echo (702.30), its text part: the transformer rule for 'echo {cost}'. Data only: imports the cards and
the compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.keywords import echo
from lithoform.compiler.values import mana


class EchoRules:
    """Transformer rules of echo; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_echo(self, c: list) -> Any:
        """702.30a: 'at the beginning of your upkeep, if this permanent came under your control since your last
        upkeep, sacrifice it unless you pay [cost]'."""
        return echo(mana(c[0]))


TRANSFORMER = EchoRules
