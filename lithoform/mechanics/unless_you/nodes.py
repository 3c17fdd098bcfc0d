"""'... unless you sacrifice / return ...' (118.12): the mechanic's tree nodes. Data only: imports cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class UnlessYouMove(EffectNode):
    """'[otherwise] unless you sacrifice `count` [filter]' (`action` 'sacrifice', 701.21a) or '... unless you
    return `count` [filter] you control to its owner's hand' (`action` 'return'): the controller may do it
    with `count` of their permanents matching `filter`; if they don't (or can't), `otherwise` happens."""

    action: str
    count: int
    filter: Filter
    otherwise: unions.Effect
