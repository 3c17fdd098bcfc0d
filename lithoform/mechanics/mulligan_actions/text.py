"""Actions taken 'any time you could mulligan' (103.5b), the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.mulligan_actions.nodes import MulliganExileHand


class MulliganActionsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def st_mulligan_exile_hand(self, c: list) -> MulliganExileHand:
        """103.5b: Serum Powder's exchange of the whole hand, offered where its owner would declare a mulligan."""
        for tok in c:
            self._only(tok, "cards")  # type: ignore[attr-defined]
        return MulliganExileHand(text="Any time you could mulligan and ~ is in your hand, you may exile all the "
                                      "cards from your hand, then draw that many cards.")


TRANSFORMER = MulliganActionsRules
