"""Sacrificing every permanent of a kind that a player controls: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter, You


class SacrificeAllControlled(EffectNode):
    """'[Each player] sacrifices all [description] they control' (701.21a): every player `who` names sacrifices
    each permanent they control that the filter fits; all of them are sacrificed at the same time."""

    filter: Filter
    who: unions.Ref = You()
