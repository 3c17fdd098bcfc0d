"""Activation bans (602.5): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode


class ActivationBan(AbilityNode):
    """'Its activated abilities can't be activated [unless they're mana abilities]' of the permanent this
    Aura or Equipment is attached to (`attached`: 'enchanted' or 'equipped', 602.5)."""

    attached: str
    except_mana: bool = False
    text: str = ""
