"""Top or bottom of the library, chosen by the owner: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class OwnerPutsTopOrBottom(EffectNode):
    """'The owner of target nonland permanent puts it on the top or bottom of their library.' (401.4): each
    object's owner chooses, as the effect resolves (608.2d), where in their library it goes."""

    what: unions.Ref
