"""'if ~ is in your graveyard', the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.in_graveyard.nodes import ThisInYourGraveyard


class InGraveyardRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def cond_this_in_your_graveyard(self, c: list) -> ThisInYourGraveyard:
        """113.6m: an ability that says its card is in the graveyard functions there (compiler._triggered_on
        makes it a graveyard ability when the scope says so)."""
        self.scope.from_graveyard = True  # type: ignore[attr-defined]
        return ThisInYourGraveyard()


TRANSFORMER = InGraveyardRules
