"""Players choosing objects to keep (or to lose): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode, Node
from lithoform.cards.nodes.refs import Filter


class KeepSlot(Node):
    """One part of what a player chooses: `count` objects matching `filter` ('an artifact' of 'an artifact, a
    creature, an enchantment, and a land'); `fewest`: as many as the player with the fewest such objects
    has (Balance: 'a number of lands they control equal to the number of lands controlled by the player who
    controls the fewest')."""

    filter: Filter = Filter()
    count: int = 1
    fewest: bool = False


class ChooseRest(EffectNode):
    """'Each player chooses three permanents they control, then sacrifices the rest.' (Razia's Purification):
    each player `who` stands for, in turn order from the active player (101.4), chooses among their own objects
    matching `pool` in `zone` ("battlefield": those they control; "hand", "graveyard": their own) the ones each
    slot asks for, one slot after another, an object for one or several slots (up to the counts if `up_to`); then
    `rest` happens to every one of those objects not chosen and `chosen` to the chosen ones, for all players at
    the same time. `rest`/`chosen`: "sacrifice" (701.21a), "destroy" (701.8a), "exile" (701.13a), "discard"
    (701.9a), "shuffle" (into its owner's library, 701.24a), "hand" (to its owner's hand), "gain_control" (the
    controller gains control of it for good, 613.1b) or "" (nothing). `chooser` "you": the effect's controller
    makes each player's choice ('For each player, you choose ...', Tragic Arrogance); `rest_filter`: the rest is
    only the objects not chosen that match it ('all other nonland permanents they control')."""

    who: unions.Ref
    slots: tuple[KeepSlot, ...]
    pool: Filter = Filter()
    zone: str = "battlefield"
    up_to: bool = False
    rest: str = ""
    chosen: str = ""
    chooser: str = ""
    rest_filter: Filter | None = None
