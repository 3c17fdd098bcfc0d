"""Dethrone (702.105), the text part. Data only: imports the cards and the compiler's basics.

702.105a: 'Dethrone' means 'Whenever this creature attacks the player with the most life or tied for most
life, put a +1/+1 counter on this creature.' A triggered ability (508.1m, 508.3a) whose trigger event reads
the attacked player's life as attackers are declared (the trigger's `whose` MOST_LIFE, read by the core's
attack triggers); 702.105b: each instance triggers separately."""

from __future__ import annotations

from lithoform.cards.tree import PutCounters, This, Trigger, TriggeredAbility

MOST_LIFE = "most_life"  # Trigger.whose: 'attacks the player with the most life or tied for most life'


class DethroneRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_dethrone(self, c: list) -> TriggeredAbility:
        """702.105a: the attack trigger and its +1/+1 counter."""
        return TriggeredAbility(Trigger("attacks", this=True, to_player=True, whose=MOST_LIFE),
                                PutCounters("+1/+1", 1, This()), keyword="Dethrone", text="Dethrone")


TRANSFORMER = DethroneRules
