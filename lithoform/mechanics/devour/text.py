"""Devour (702.82), the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.devour.nodes import Devour


class DevourRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_devour(self, c: list) -> Devour:
        n = int(str(c[0]))
        return Devour(n, text=f"Devour {n} (as it enters, you may sacrifice any number of creatures; it enters "
                              f"with {n} +1/+1 counter(s) for each)")


TRANSFORMER = DevourRules
