"""Copying a spell once for each other object it could target: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class CopyForEachOtherTarget(EffectNode):
    """'that player copies that spell for each other Golem that spell could target. Each copy targets a different
    one of those Golems.' (707.10): the spell's controller copies it once for each permanent matching `filter`,
    other than the one it targets, that it could target; each copy has that permanent as its target instead."""

    what: unions.Ref
    filter: Filter
