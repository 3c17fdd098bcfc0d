"""Another player's payment on resolution: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class UnlessPlayerPays(EffectNode):
    """118.12: '[effect] unless that player pays {N}': the player `who` stands for may pay `generic` generic
    mana (counted as it resolves: 'where X is ~'s power'; a negative amount is {0}); if they don't, `otherwise`
    happens."""

    who: unions.Ref
    generic: unions.Amount
    otherwise: unions.Effect
