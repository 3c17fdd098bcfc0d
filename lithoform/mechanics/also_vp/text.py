"""'[subject] also [instruction]': the text part. Data only."""

from __future__ import annotations

from typing import Any


class AlsoVpRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def also_vp(self, c: list) -> Any:
        """608.2c: the instruction itself, after the others."""
        return c[0]


TRANSFORMER = AlsoVpRules
