"""A delayed triggered ability on the next matching spell cast this turn: the mechanic's tree nodes. Data
only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class WhenYouCastNext(EffectNode):
    """603.7a: 'When you cast your next [spell] this turn, [effect]': created as this resolves, it triggers
    once (603.7c: 'next'), on the first spell its controller casts this turn that matches `filter`; 'that
    spell' in `effect` is that spell. It ends with the turn if it hasn't triggered (514.2)."""

    filter: Filter
    effect: unions.Effect
