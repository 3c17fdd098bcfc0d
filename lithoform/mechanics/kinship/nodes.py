"""Kinship's tree node. Data only: imports the cards package."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class KinshipReveal(EffectNode):
    """'You may look at the top card of your library. If it shares a creature type with ~, you may reveal it. If
    you do, [then].' (207.2c kinship; 401.4, 701.20a, 608.2c): `then` happens only if the top card shared a
    creature type with the source and its controller chose to reveal it."""

    then: unions.Effect
