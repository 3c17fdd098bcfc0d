"""Face-down spells and permanents (708): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode, EffectNode
from lithoform.cards.nodes.costs import Cost


class FaceDownCast(AbilityNode):
    """'Morph [cost]' (702.37a), 'Megamorph [cost]' (702.37b), 'Disguise [cost]' (702.168a): a static
    ability that functions in any zone the card could be cast from: it may be cast face down as a 2/2 by
    paying {3} rather than its mana cost (708.4); while face down, its controller may turn it face up any
    time they have priority by paying `cost` (116.2b, 702.37e, 702.168d). `kind`: morph, megamorph or
    disguise (the face-down values of 708.2 it lists)."""

    kind: str
    cost: Cost
    text: str = ""


class TurnFaceDown(EffectNode):
    """'Manifest the top card of your library' (701.40a) / 'Cloak the top card of your library' (701.58a):
    the card is turned face down and put onto the battlefield under the controller's control. `kind`:
    manifest or cloak; `count`: that many cards, one at a time (701.40e, 701.58e)."""

    kind: str = "manifest"
    count: int = 1
