"""Two different tokens created by one instruction: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.effects_objects import CreatePredefinedToken, CreateToken


class CreateTokensTogether(EffectNode):
    """'Create a [token A] and a [token B]' (111.1): both are created by the one instruction, at the same time
    (Wurmcoil Engine's ruling: "The two creature tokens enter the battlefield at the same time.")."""

    tokens: tuple[CreateToken | CreatePredefinedToken, ...]  # 'a Treasure token and a 1/1 ... token'
