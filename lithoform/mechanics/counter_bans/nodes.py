"""Counters that can't be put (122.5, 122.6, 810.10c): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import AbilityNode
from lithoform.cards.nodes.refs import Filter


class CantHaveCounters(AbilityNode):
    """'Creatures you control can't have -1/-1 counters put on them.' (Melira, Sylvok Outcast): a static ability;
    no counters of `kind` ('' any kind) are put on the permanents `affected` matches (its controller's point of
    view), or on the permanent itself with `this` ('Tatterkite can't have counters put on it.')."""

    affected: Filter = Filter()
    kind: str = ""
    this: bool = False
    text: str = ""


class CantGetCounters(AbilityNode):
    """'You can't get poison counters.' (Melira) / 'Players can't get counters.' (Solemnity): a static ability;
    the players `who` stands for ('you': its controller, 'players': every player) get no counters of `kind` ('' any
    kind; 122.1, 810.10c)."""

    who: str = "you"
    kind: str = ""
    text: str = ""
