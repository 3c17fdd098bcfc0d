"""'If a spell or ability an opponent controls causes you to discard ~, put it onto the battlefield instead ...',
the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.discard_to_battlefield.nodes import DiscardedOntoBattlefield


class DiscardToBattlefieldRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def st_discarded_onto_battlefield(self, c: list) -> DiscardedOntoBattlefield:
        self._only(c[0], "spell or ability")  # type: ignore[attr-defined]
        return DiscardedOntoBattlefield(text="If a spell or ability an opponent controls causes you to discard this "
                                             "card, put it onto the battlefield instead of into your graveyard.")


TRANSFORMER = DiscardToBattlefieldRules
