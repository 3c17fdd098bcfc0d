"""Returning as an Aura, the tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import This


class ReturnAsAura(EffectNode):
    """'return it to the battlefield. It's an Aura enchantment with enchant [object] and "[ability]"': the card
    enters under the control of the effect's controller (110.2a) as an Aura enchantment with no other card
    types or subtypes (205.1a, layer 4) that has `abilities` (its enchant ability first; layer 6), for as long
    as it stays on the battlefield (611.2a). `loses_others`: 'and it loses all other abilities'."""

    abilities: tuple[unions.Ability, ...]
    what: unions.Ref = This()
    loses_others: bool = False
