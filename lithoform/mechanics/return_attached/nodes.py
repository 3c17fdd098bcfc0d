"""An Aura returned from the graveyard attached to an object: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ReturnSelfAttached(EffectNode):
    """'Return ~ from your graveyard to the battlefield attached to that creature.' (303.4i): the source, if it is
    still in its owner's graveyard, enters the battlefield under its controller's control (110.2a) attached to
    the object `host` stands for; if it can't legally be attached to it (its enchant ability, protection, the
    object gone), it stays in the graveyard."""

    host: unions.Ref
    # 'you may return ~ from your graveyard to the battlefield, then attach it to that creature.' (Sword of the Meek):
    # it enters unattached and then becomes attached (701.3a); if it can't be, it stays unattached on the battlefield
    then_attach: bool = False
