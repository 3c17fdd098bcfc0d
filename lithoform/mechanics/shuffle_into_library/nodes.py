"""An object shuffled into its owner's library: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ShuffleIntoLibrary(EffectNode):
    """'Shuffle [object] into its owner's library' (401.4, 701.24a): the object goes into its owner's library,
    then that library is shuffled."""

    what: unions.Ref
