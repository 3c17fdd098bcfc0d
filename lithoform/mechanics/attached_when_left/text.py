"""What was attached to a permanent as it left the battlefield, the text part. Data only."""

from __future__ import annotations

from typing import Any

from msgspec.structs import replace

from lithoform.cards.tree import Triggering
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.attached_when_left.nodes import AttachedWhenLeft


class AttachedWhenLeftRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _attached_when_left(self, tok: Any) -> Any:
        words = list(self._words(tok))  # type: ignore[attr-defined]
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.controller is not None or d.other or d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported(f"'for each {' '.join(words)} that was attached to it'")
        scope = self.scope  # type: ignore[attr-defined]
        if not scope.left_battlefield or not isinstance(scope.last or scope.default_it, Triggering):
            raise Unsupported("'that was attached to it' with 'it' other than the object of the trigger event")
        return d.filter()

    def fe_attached_when_left(self, c: list) -> AttachedWhenLeft:
        """'for each Aura that was attached to it': 'it' the object whose leaving triggered the ability (603.10a)."""
        return AttachedWhenLeft(self._attached_when_left(c[0]))

    def fe_yours_attached_when_left(self, c: list) -> AttachedWhenLeft:
        """'for each Aura you controlled that was attached to it': its controller as it last was (608.2h)."""
        return AttachedWhenLeft(replace(self._attached_when_left(c[0]), controller="you"))


TRANSFORMER = AttachedWhenLeftRules
