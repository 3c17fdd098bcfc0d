"""Untapping during other players' untap steps (502.3): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import PartNode


class UntapsDuringOthers(PartNode):
    """A part of a static ability (`StaticEffect`): the objects it affects untap during each untap step of a
    player other than their controller, at the same time as the active player's permanents (502.3). It
    changes rules, not characteristics: the layer system passes over it (613.1)."""
