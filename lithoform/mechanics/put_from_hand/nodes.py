"""The tree node of 'put a [kind of] card from your hand onto the battlefield [tapped]'."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class PutFromHand(EffectNode):
    """'Put a [filter] card from your hand onto the battlefield [tapped]': the controller chooses a matching
    card from their hand as it resolves (608.2d) and puts it onto the battlefield under their control
    (110.2); with none, nothing happens. A land put onto the battlefield this way isn't played (305.9)."""

    filter: Filter | None = None
    tapped: bool = False
    mana_value: unions.Amount | None = None  # 'with mana value equal to [amount]' (Aether Vial), as it resolves
