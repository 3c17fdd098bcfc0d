"""Activation bans (602.5): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, EffectNode, PartNode
from lithoform.cards.nodes.refs import Filter


class ActivationBan(AbilityNode):
    """'Its activated abilities can't be activated [unless they're mana abilities]' of the permanent this
    Aura or Equipment is attached to (`attached`: 'enchanted' or 'equipped', 602.5)."""

    attached: str
    except_mana: bool = False
    text: str = ""


class GroupActivationBan(AbilityNode):
    """'Activated abilities of [permanents] can't be activated [unless they're mana abilities]' (Karn, the Great
    Creator: 'artifacts your opponents control'; Null Rod: 'artifacts'): a static ability of its source that
    forbids activating the abilities of the permanents `filter` matches, read from the source's controller's
    point of view (602.5, 605.1a, 611.3a). Abilities that function in other zones aren't affected."""

    filter: Filter
    except_mana: bool = False
    text: str = ""
    # 'Players can't activate planeswalkers' loyalty abilities.' (The Immortal Sun; 606.3): only loyalty abilities
    loyalty_only: bool = False


class BanActivationsThisTurn(EffectNode):
    """'Activated abilities of that permanent can't be activated this turn.' (602.5, 611.2a): `what`'s permanent;
    with `of_source`, `what` is an ability on the stack and the ban falls on its source, if that is a permanent
    ('If a permanent's ability is countered this way, ...': Trickbind). Mana abilities too (605.1a: no exception
    said; Trickbind's ruling)."""

    what: unions.Ref
    of_source: bool = False


class ActivationsBanned(PartNode):
    """The continuous effect `BanActivationsThisTurn` makes: the permanent `oid`'s activated abilities can't be
    activated (602.5) while it stays that object (400.7)."""

    oid: int = 0
