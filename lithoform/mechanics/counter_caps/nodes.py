"""Counters put up to a number, with a cap (122.1): the mechanic's tree node. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class PutCountersUpTo(EffectNode):
    """'Put up to X +1/+0 counters on ~' (122.1): the controller chooses how many, zero to `amount`, as it
    resolves (608.2d); `cap` (0: none): 'This ability can't cause the total number of +1/+0 counters on ~ to be
    greater than seven.', so no more than would bring the object to `cap` counters of that kind."""

    kind: str
    amount: unions.Amount
    what: unions.Ref
    cap: int = 0
