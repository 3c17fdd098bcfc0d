"""Untapping during other players' untap steps (502.3), the text part. Data only: imports the cards and the
compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import StaticEffect
from lithoform.compiler.descriptions import Desc, DescriptionError
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.untap_others.nodes import UntapsDuringOthers


class UntapOthersRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def uo_self(self, c: list) -> StaticEffect:
        """'Untap ~ during each other player's untap step.'"""
        return StaticEffect((UntapsDuringOthers(),))

    def uo_group(self, c: list) -> StaticEffect:
        """'Untap all permanents you control ...': the permanents that match now (611.3a), only the source's
        controller's ('you control'; another player's permanents untap in their own untap step)."""
        d: Desc = c[0]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("untapping something other than permanents")
        try:
            f = d.filter()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if f.controller != "you":
            raise Unsupported("untapping permanents other than yours during other players' untap steps")
        return StaticEffect((UntapsDuringOthers(),), f)


TRANSFORMER = UntapOthersRules
