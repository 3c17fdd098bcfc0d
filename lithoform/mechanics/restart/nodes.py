"""The restart's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class RestartGame(EffectNode):
    """'Restart the game, leaving in exile all [kept] cards exiled with ~. Then put those cards onto the
    battlefield under your control.' (104.6, 727): the cards linked to the source under `key` (607.2a) that
    match `kept` are exempt from the restart (727.5); when the new game's pregame is complete, the effect
    finishes resolving (727.4) and puts them onto the battlefield under its controller's control."""

    kept: Filter
    key: str = "exiled"
