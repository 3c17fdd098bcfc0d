"""Reinforce (702.77), the text part. Data only: imports the cards and the compiler's basics.

702.77a: 'Reinforce N—[cost]' means '[Cost], Discard this card: Put N +1/+1 counters on target creature.' It
functions only while the card is in its owner's hand (702.77a, 113.6). 'Reinforce X—{X}{G}{G}': the counters are
the X announced for the cost (107.3a, 601.2b)."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import ActivatedAbility, Cost, PutCounters, Target, TargetSpec, XValue
from lithoform.compiler.values import Unsupported, mana


def _reinforce(cost: str, amount: Any, n: str) -> ActivatedAbility:
    if n == "X" and "X" not in cost:
        raise Unsupported("reinforce X without X in its cost")
    text = f"Reinforce {n}—{cost}"
    return ActivatedAbility(cost=Cost(mana=cost, discard_this=True),
                            effect=PutCounters("+1/+1", amount, Target(0)),
                            targets=(TargetSpec("creature"),), zone="hand", keyword="Reinforce", text=text)


class ReinforceRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_reinforce(self, c: list) -> ActivatedAbility:
        n = int(str(c[0]))
        return _reinforce(mana(c[1]), n, str(n))

    def kw_reinforce_x(self, c: list) -> ActivatedAbility:
        return _reinforce(mana(c[-1]), XValue(), "X")


TRANSFORMER = ReinforceRules
