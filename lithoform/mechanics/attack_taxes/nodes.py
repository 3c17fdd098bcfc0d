"""The static ability 'creatures can't attack you [or planeswalkers you control] [unless their controller pays
{N} for each ...]'."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class AttackRestriction(AbilityNode):
    """'Creatures can't attack you unless their controller pays {2} for each creature they control that's
    attacking you.' (Propaganda): each creature matching `filter` that attacks the ability's controller (or,
    with `planeswalkers`, a planeswalker they control) costs its controller `cost` to attack (508.1h); with
    no cost, it can't attack them at all (508.1c: Blazing Archon)."""

    filter: Filter
    planeswalkers: bool = False
    cost: str = ""  # mana symbols, '{2}' or '{W/P}'; '' for a plain restriction
    attached: str | None = None  # 'enchanted'/'equipped': only the creature the source is attached to
    text: str = ""
