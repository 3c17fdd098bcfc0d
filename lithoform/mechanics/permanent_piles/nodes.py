"""Permanents separated into two piles and one pile sacrificed or destroyed: the mechanic's tree nodes. Data
only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter


class SeparateIntoPiles(EffectNode):
    """'Separate all [filter] [player] controls into two piles' (700.3: each permanent goes into exactly one pile,
    either may be empty; the effect's controller separates them), then '[player] sacrifices all [them] in the pile
    of their choice' (`action` "sacrifice", 701.21a) or 'Destroy all [them] in the pile of that player's choice'
    (`action` "destroy", 701.8a; `regenerable` False: 'They can't be regenerated.', 701.19c). The player whose
    permanents they are chooses the pile."""

    filter: Filter
    player: unions.Ref
    action: str = "sacrifice"
    regenerable: bool = True
