"""Mass removal phrasings: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import RefNode
from lithoform.cards.nodes.refs import Filter


class EachOwnedBy(RefNode):
    """'all artifacts target player owns' (Hurkyl's Recall; 108.3): every permanent matching `filter` owned by the
    players `who` stands for, whoever controls it (its ruling: "Ignores artifacts owned by other players even if
    target player has control of them.")."""

    filter: Filter
    who: unions.Ref
