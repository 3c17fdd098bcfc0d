"""The next draw replaced, the text part (614.11). Data only."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import Target
from lithoform.compiler.values import Unsupported, sequence
from lithoform.mechanics.next_draw_instead.nodes import DrawDoInstead, NextDrawInstead


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

    def _draw_effect(self, desc: Any, clauses: Any) -> Any:
        if tuple(self._words(desc)) != ("card",):  # type: ignore[attr-defined]
            raise Unsupported("'would draw' something other than a card")
        effect = sequence(self._finish(clauses))  # type: ignore[attr-defined]
        if _has_target(effect):
            raise Unsupported("a target chosen as a draw is replaced")
        return effect

    def st_draw_empty_instead(self, c: list) -> DrawDoInstead:
        """614.11, 121.4: 'If you would draw a card while your library has no cards in it, you win the game
        instead.'"""
        if tuple(self._words(c[1])) != ("cards",):  # type: ignore[attr-defined]
            raise Unsupported("'while your library has no ...' other than cards")
        return DrawDoInstead(self._draw_effect(c[0], c[2]), library_empty=True)

    def st_draw_may_skip(self, c: list) -> DrawDoInstead:
        """614.11: 'If you would draw a card, you may skip that draw instead.'"""
        if tuple(self._words(c[0])) != ("card",):  # type: ignore[attr-defined]
            raise Unsupported("'would draw' something other than a card")
        return DrawDoInstead(may=True)

    def st_draw_may_instead(self, c: list) -> DrawDoInstead:
        """614.11: 'If you would draw a card, you may put a study counter on ~ instead.'"""
        return DrawDoInstead(self._draw_effect(c[0], c[1]), may=True)


TRANSFORMER = NextDrawInsteadRules
