"""'That player or a planeswalker that player controls', the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.player_or_planeswalker.nodes import PlayerOrTheirPlaneswalker


class PlayerOrPlaneswalkerRules:
    """Transformer rule; mixed into `OracleTransformer` (compiler/transform.py)."""

    def np_that_player_or_planeswalker(self, c: list) -> PlayerOrTheirPlaneswalker:
        """120.1, 608.2d: 'that player' is the player named before (the enchanted player, a trigger's)."""
        words = " ".join(self._words(c[0]))  # type: ignore[attr-defined]
        if words != "planeswalker":
            raise Unsupported(f"'that player or a {words} that player controls'")
        player = self.pl_that_player(c)  # type: ignore[attr-defined]
        return PlayerOrTheirPlaneswalker(player)


TRANSFORMER = PlayerOrPlaneswalkerRules
