"""'defending player controls' as a description suffix (506.2). Data only."""

from __future__ import annotations

from lithoform.compiler.values import Suffix


class DefendingPlayerRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sfx_defending_player_controls(self, c: list) -> Suffix:
        return Suffix("defending_controls", True)  # (a value: describe() doesn't read it; nouns.desc does)


TRANSFORMER = DefendingPlayerRules
