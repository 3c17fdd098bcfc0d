"""'defending player controls' and 'from defending player's graveyard' as description suffixes (506.2). Data
only."""

from __future__ import annotations

from lithoform.compiler.values import Suffix


class DefendingPlayerRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sfx_defending_player_controls(self, c: list) -> Suffix:
        return Suffix("defending_controls", True)  # (a value: describe() doesn't read it; nouns.desc does)

    def sfx_defending_player_graveyard(self, c: list) -> Suffix:
        """'target card from defending player's graveyard' (506.2; 404.2: the cards its owner owns)."""
        return Suffix("defending_graveyard", True)


TRANSFORMER = DefendingPlayerRules
