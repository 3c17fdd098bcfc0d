"""Ingest (702.115), the text part: "Ingest" means "Whenever this creature deals combat damage to a player,
that player exiles the top card of their library." (702.115a); each instance triggers separately (702.115b).
Data only."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, TriggeredAbility, Triggering
from lithoform.mechanics.exile_cast.nodes import ExileTopOfLibrary  # 406.2, shared with exile_cast

INGEST = TriggeredAbility(
    trigger=Trigger("combat_damage", this=True, to_player=True, that_player=True),
    effect=ExileTopOfLibrary(Triggering()),
    keyword="Ingest",
    text="Ingest (whenever it deals combat damage to a player, that player exiles the top card of their library)",
)


class IngestRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_ingest(self, c: list) -> TriggeredAbility:
        return INGEST


TRANSFORMER = IngestRules
