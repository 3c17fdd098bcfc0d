"""The next draw replaced, the text part (614.11). Data only."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import Target
from lithoform.compiler.values import Unsupported, sequence
from lithoform.mechanics.next_draw_instead.nodes import NextDrawInstead


def _has_target(node: Any) -> bool:
    """Whether the instructions name a target: chosen as the ability is put on the stack (601.2c), not as the
    draw is replaced (the Words of War ruling), so such a replacement isn't read."""
    if isinstance(node, Target):
        return True
    if isinstance(node, msgspec.Struct):
        return any(_has_target(getattr(node, f)) for f in node.__struct_fields__)
    if isinstance(node, tuple | list):
        return any(_has_target(x) for x in node)
    return False


class NextDrawInsteadRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def next_draw_instead_sentence(self, c: list) -> list:
        """614.11: the instructions done instead of the controller's next draw this turn."""
        if tuple(self._words(c[0])) != ("card",):  # type: ignore[attr-defined]
            raise Unsupported("'would draw' something other than a card")
        effect = sequence(self._finish(c[-1]))  # type: ignore[attr-defined]
        if _has_target(effect):
            raise Unsupported("a target chosen as a draw is replaced")
        return [NextDrawInstead(effect)]


TRANSFORMER = NextDrawInsteadRules
