"""'... reveal ~ and shuffle it into its owner's library instead.', the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.shuffle_instead.nodes import SelfShuffleInsteadOfGraveyard


class ShuffleInsteadRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_self_shuffle_instead(self, c: list) -> SelfShuffleInsteadOfGraveyard:
        """614.1a: the replacement effect of the card's own static ability."""
        return SelfShuffleInsteadOfGraveyard(
            text="If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its owner's "
                 "library instead.")


TRANSFORMER = ShuffleInsteadRules
