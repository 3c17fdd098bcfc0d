"""Riot (702.136), the text part: the keyword is one ability node the rules part reads as the permanent
enters. Data only."""

from __future__ import annotations

from lithoform.mechanics.riot.nodes import Riot


class RiotRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_riot(self, c: list) -> Riot:
        return Riot()


TRANSFORMER = RiotRules
