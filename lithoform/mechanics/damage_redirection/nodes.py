"""Redirection shields (614.9): the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class RedirectNextDamage(EffectNode):
    """'The next N damage that would be dealt to [from] this turn is dealt to [to] instead' (614.9, 615.7): a
    shield of N on each object or player `source` names as this resolves; the damage it catches is dealt to the
    (first) object or player `to` names, by the same source."""

    amount: unions.Amount
    source: unions.Ref
    to: unions.Ref
