"""Crew-power abilities, the text part (702.122a). Data only."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.values import Unsupported, text
from lithoform.mechanics.crew_power.nodes import CrewsAsThough


class CrewPowerRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _vehicles(self, d: Any) -> None:
        if tuple(self._words(d)) != ("vehicles",):  # type: ignore[attr-defined]
            raise Unsupported("'crews' something other than Vehicles")

    def crews_power_greater(self, c: list) -> CrewsAsThough:
        self._vehicles(c[0])
        return CrewsAsThough(bonus=int(text(c[1])))

    def crews_using_toughness(self, c: list) -> CrewsAsThough:
        self._vehicles(c[0])
        return CrewsAsThough(toughness=True)


TRANSFORMER = CrewPowerRules
