"""The life floor of damage (614.1a, 120.3a), the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.life_floor.nodes import LifeFloor, LifeFloorThisTurn

_TEXT = "Damage that would reduce your life total to less than 1 reduces it to 1 instead."


class LifeFloorRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_life_floor(self, c: list) -> LifeFloor:
        return LifeFloor(None, text=_TEXT)

    def st_life_floor_if(self, c: list) -> LifeFloor:
        """Worship: 'If you control a creature, damage that would ...'."""
        return LifeFloor(c[0], text="If a condition holds, " + _TEXT[0].lower() + _TEXT[1:])

    def life_floor_text(self, c: list) -> None:
        return None

    def life_floor_this_turn(self, c: list) -> list:
        return [LifeFloorThisTurn()]


TRANSFORMER = LifeFloorRules
