"""A target and the other objects that share a color with it (radiance): the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import RefNode
from lithoform.cards.nodes.refs import Filter


class AndSharingColor(RefNode):
    """'target enchantment and each other enchantment that shares a color with it' (radiance; 105.2): the objects
    `what` stands for, then each other permanent matching `others` that shares a color with one of them as the
    instruction acts (608.2h), all acted on at once."""

    what: unions.Ref
    others: Filter = Filter()
