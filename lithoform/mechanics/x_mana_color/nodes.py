"""'Spend only black mana on X.': the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class SpendOnlyOnX(AbilityNode):
    """'Spend only black mana on X.' (Consume Spirit): a static ability of the spell (113.6: it functions on the
    stack); the mana paid for X is of `color` (a mana letter, 106.1): each {X} chosen as N is paid as N {B}
    (601.2f-h)."""

    color: str
    text: str = ""
