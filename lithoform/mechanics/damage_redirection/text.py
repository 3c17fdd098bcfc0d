"""Redirection shields (614.9), the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.refs import RefNode
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.damage_redirection.nodes import RedirectNextDamage


def _ref(x: Any) -> Any:
    """An object or player reference ('~', 'target creature you control', 'any target'); not a description."""
    if not isinstance(x, RefNode):
        raise Unsupported("redirecting damage to or from something other than an object or player")
    return x


class DamageRedirectionRules:
    """Transformer rule; mixed into `OracleTransformer` (compiler/transform.py)."""

    def redirect_next_sentence(self, c: list) -> list:
        """614.9: 'The next 1 damage that would be dealt to ~ this turn is dealt to any target instead.'"""
        amount, source, to = c
        return [RedirectNextDamage(amount, _ref(source), _ref(to))]


TRANSFORMER = DamageRedirectionRules
