"""Ascend and the city's blessing (702.131), the text part. Data only."""

from __future__ import annotations

from lithoform.mechanics.ascend.nodes import Ascend, AscendNow, HasCityBlessing


class AscendRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_ascend(self, c: list) -> Ascend | AscendNow:
        """702.131a: a spell ability of an instant or sorcery (its first effect); 702.131b: a permanent's static
        ability."""
        if "Instant" in self.face_types or "Sorcery" in self.face_types:
            return AscendNow()
        return Ascend()

    def cond_city_blessing(self, c: list) -> HasCityBlessing:
        return HasCityBlessing()


TRANSFORMER = AscendRules
