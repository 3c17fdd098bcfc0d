"""Emblems (114): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class GetEmblem(EffectNode):
    """114.2: 'you get an emblem with [ability]': an emblem in the command zone, owned and controlled by the
    effect's controller, with those abilities (114.4: they function there)."""

    abilities: tuple[unions.Ability, ...]
