"""The tree node of a triggered mana ability's effect (605.1b): 'its controller adds an additional {G}' or
'... one mana of the chosen color' (607.2d: the color its permanent chose as it entered)."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import You

# The trigger event: a permanent was tapped for mana (106.12a); the triggering object is that permanent.
TAPPED_FOR_MANA = "tapped_for_mana"
# `AddAdditionalMana.mana` for 'one mana of any type that land produced' (Mana Flare; 106.12a)
PRODUCED = "produced"


class AddAdditionalMana(EffectNode):
    """'[player] adds an additional {G}{G}' (`mana` as printed), 'an additional one mana of the chosen
    color' (`mana` None), or 'one mana of any type that land produced' (`mana` PRODUCED): mana added by a triggered mana ability (605.4a), to the player `who` stands for."""

    mana: str | None = None
    who: unions.Ref = You()
