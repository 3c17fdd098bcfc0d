"""Reanimation Auras (Animate Dead): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode


class ReturnEnchantedCard(EffectNode):
    """'Return enchanted creature card to the battlefield under your control and attach ~ to it.' (Animate Dead;
    303.4a, 110.2a, 701.3a): the card the source (an Aura on the battlefield) is attached to, in a graveyard,
    enters under the controller's control (tapped if `tapped`); it is the object 'put onto the battlefield with
    ~' (607.2a), and the source becomes attached to it if that is legal (701.3b)."""

    tapped: bool = False


class SacrificeWhenSourceLeaves(EffectNode):
    """'When ~ leaves the battlefield, that creature's controller sacrifices it.' (603.7a): a delayed triggered
    ability, created as this resolves, that triggers once (603.7c) when the source leaves the battlefield; the
    creature is the one put onto the battlefield with ~ (607.2a), sacrificed by its controller then (701.21a)."""


class SacrificePutWithSource(EffectNode):
    """The delayed ability's effect: the creature put onto the battlefield with its source, if it is still that
    object on the battlefield (400.7), is sacrificed by its controller (701.21a)."""
