"""'Whenever a player / an opponent sacrifices a permanent', the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, Triggering
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import Unsupported


class SacrificeTriggersRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _sacrifices(self, c: list, whose: str) -> Trigger:
        """701.21a: only a permanent's controller sacrifices it, so the sacrificing player is the controller
        the permanent had; 603.10a: the trigger looks back at it on the battlefield. 'it' is that permanent."""
        if c[0] != 1 or len(c) != 2 or not isinstance(c[1], Desc):
            raise Unsupported("a sacrifice trigger on something other than one described permanent")
        d = c[1]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural:
            raise Unsupported("a sacrifice trigger on something other than a permanent")
        if d.controller is not None:
            raise Unsupported("a sacrifice trigger with a controller in its description")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("sacrifice", filter=d.filter(), whose=whose)

    def trig_player_sacrifices(self, c: list) -> Trigger:
        return self._sacrifices(c, "each")

    def trig_opponent_sacrifices(self, c: list) -> Trigger:
        return self._sacrifices(c, "opponent")


TRANSFORMER = SacrificeTriggersRules
