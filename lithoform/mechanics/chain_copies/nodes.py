"""'Chain' spells: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class ChainPayCopy(EffectNode):
    """'Then that player or that permanent's controller may pay [mana]. If the player does, they may copy this
    spell and may choose a new target for that copy.' (Chain Lightning): the player is the spell's first
    target, or the controller of the permanent it targets (as the spell resolves); the payment is optional
    (118.12) and made by that player; the copy is put on the stack under their control (707.10). The price is
    `mana`, a permanent matching `sacrifice` (Chain of Vapor: 'may sacrifice a land', 701.21a), a card discarded
    when `discard` (Chain of Plasma, 701.9a), or nothing when none is given (Chain of Acid: 'may copy this
    spell')."""

    mana: str = ""
    sacrifice: Filter | None = None
    discard: bool = False
