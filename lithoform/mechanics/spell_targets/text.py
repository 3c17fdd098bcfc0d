"""Spells described by their targets (115.1), the text part. Data only: imports the cards and the compiler."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Suffix, Unsupported


class SpellTargetsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sfx_targets_what(self, c: list) -> Suffix:
        """'that targets A [or B]': the spell qualifies if one of its targets is one of them (115.1)."""
        player: str | None = None
        objects = None
        for kind, value in c:
            if kind == "player":
                if player is not None:
                    raise Unsupported("'that targets' naming two kinds of player")
                player = value
            else:
                if objects is not None:
                    raise Unsupported("'that targets' naming two descriptions of permanents")
                objects = value
        return Suffix("targets_what", (player, objects))

    def stw_you(self, c: list) -> tuple[str, Any]:
        return ("player", "you")

    def stw_player(self, c: list) -> tuple[str, Any]:
        return ("player", "player")

    def stw_object(self, c: list) -> tuple[str, Any]:
        """'a creature [you control]': permanents only (a target card elsewhere isn't 'a creature', 109.2)."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        try:
            d = describe(words, ["you_control"] if len(c) > 1 else [])
            return ("object", d.permanents())
        except DescriptionError as e:
            raise Unsupported(str(e)) from None


TRANSFORMER = SpellTargetsRules
