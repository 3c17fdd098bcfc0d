"""Sacrificing one permanent of each kind: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter, You


class SacrificeEachOf(EffectNode):
    """'Sacrifice an artifact, a creature, and a land.' (701.21a): the player chooses a different permanent they
    control for each filter (none where there is none left), then sacrifices them at the same time."""

    filters: tuple[Filter, ...]
    who: unions.Ref = You()
