"""'Any player may [act]. If a player does / If no one does, [effect].', the tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class AnyPlayerMay(EffectNode):
    """Each player in turn order, from the active player, may take `action` if they can (101.4, 119.4):
    "sacrifice" `count` permanents matching `filter`, "discard" / "exile_graveyard" `count` cards, "pay_life"
    `count` life, "pay_half_life" (rounded up, 107.1a), "pay_mana" `mana`, or "damage": have the source deal
    `count` damage to them. `then` happens as soon as one does; `otherwise` if none did. `opponents`: 'any
    opponent may' (Vexing Devil): only the controller's opponents get the option. `who`: 'target opponent may'
    (Risk Factor): only the players it stands for get the option."""

    action: str
    count: int = 0
    filter: Filter | None = None
    mana: str = ""
    then: unions.Effect | None = None
    otherwise: unions.Effect | None = None
    opponents: bool = False
    who: unions.Ref | None = None
