"""Sacrificing every permanent of a kind a player controls, the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.descriptions import DescriptionError
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.sacrifice_all.nodes import SacrificeAllControlled


class SacrificeAllRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sacrifice_all_they_control(self, c: list) -> VP:
        """'each player sacrifices all permanents they control that are one or more colors' (701.21a): the
        description's own words and suffixes, with no controller of its own ('they control' is the player's)."""
        d = self.desc_of_words(list(self._words(c[0])), c[1:])  # type: ignore[attr-defined]
        try:
            f = d.permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if f.controller is not None or f.other:  # 'all other creatures they control' names a choice made before
            raise Unsupported("'sacrifices all other ... they control' or a second controller")
        return VP(lambda who: SacrificeAllControlled(f, who), "player", "sacrifice")


TRANSFORMER = SacrificeAllRules
