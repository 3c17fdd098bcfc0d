"""Phasing (702.26): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode, PartNode


class CantPhaseIn(PartNode):
    """'[They] can't phase in' (702.26a): the affected phased-out permanents stay phased out."""


class PhaseOut(EffectNode):
    """702.26b: the objects phase out (and what is attached to them, indirectly: 702.26g). `locked`: 'until
    the end of your next turn, they can't phase in'. `until_leaves`: until the source leaves the battlefield
    (610.4)."""

    what: unions.Ref
    locked: bool = False
    # 'phases out until ~ leaves the battlefield' (Oubliette; 610.4): it doesn't phase in during the untap step
    # but as ~ leaves; `tapped`: 'Tap that creature as it phases in this way.'
    until_leaves: bool = False
    tapped: bool = False
