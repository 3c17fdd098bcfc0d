"""Setting a player's life total (119.5): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter, You

NUMBER = "number"  # a printed number ('becomes 10')
STARTING = "starting"  # 'equal to your starting life total' (103.4)
HALF_STARTING = "half_starting"  # 'half their starting life total, rounded down'
HIGHEST = "highest"  # 'the highest life total among all players'
LOWEST = "lowest"  # 'the lowest life total among all players'
THEY_CONTROL = "they_control"  # 'the number of creatures they control' (Biorhythm): each player's own count
KINDS = (NUMBER, STARTING, HALF_STARTING, HIGHEST, LOWEST, THEY_CONTROL)


class SetLifeTotal(EffectNode):
    """'[who]'s life total becomes [value]' (119.5): each player `who` stands for gains or loses the life needed
    to end up with the new total. `kind` says how the value is found (one of KINDS); `number` is the printed
    number for NUMBER; `filter`: the permanents each player counts among those they control for THEY_CONTROL."""

    kind: str = NUMBER
    number: int = 0
    who: unions.Ref = You()
    filter: Filter | None = None
