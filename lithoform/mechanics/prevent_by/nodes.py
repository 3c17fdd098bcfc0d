"""Preventing the damage a named source would deal this turn (615.1a): the effect node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class PreventDamageBy(EffectNode):
    """'Prevent all damage [target instant or sorcery spell] would deal this turn' (615.1a, 615.3): the
    objects named as it resolves (400.7: those objects) deal no damage for the rest of the turn."""

    what: unions.Ref
