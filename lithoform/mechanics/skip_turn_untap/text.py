"""'If you would begin your turn while ~ is tapped, you may skip that turn instead. If you do, untap ~.', the text
part. Data only: imports the cards, never the rules."""

from __future__ import annotations

from lithoform.mechanics.skip_turn_untap.nodes import SkipTurnToUntap


class SkipTurnToUntapRules:
    """Transformer rule; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_skip_turn_to_untap(self, c: list) -> SkipTurnToUntap:
        """614.1b, 614.10: the optional skip of its controller's turn while ~ is tapped (Time Vault)."""
        return SkipTurnToUntap()


TRANSFORMER = SkipTurnToUntapRules
