"""Energy (107.14, 122.1), the text part: 'you get {E}', 'pay {E}' as a cost, 'you may pay {E}. If you do,
...', 'pay any amount of {E}' and 'pay an amount of {E} equal to ...'. Data only: imports the cards and the
compiler's basics, never the rules."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.effects_flow import MayThen
from lithoform.cards.tree import Trigger
from lithoform.compiler.values import VP, Unsupported, sequence
from lithoform.mechanics.energy.nodes import GET_ENERGY, GetEnergy, PayEnergy


def _count(token: Any) -> int:
    """How many {E} symbols: '{e}{e}{e}' is three energy counters (107.14)."""
    return str(token).count("{e}")


class EnergyRules:
    """Transformer rules of energy; mixed into `OracleTransformer` (compiler/transform.py)."""

    scope: Any

    def trig_you_get_energy(self, c: list) -> Trigger:
        """'Whenever you get one or more {E}' (122.1, 603.2): once for each event that gives you energy
        counters, however many (rules.give_energy)."""
        if c[0].count("{e}") != 1:
            raise Unsupported("'whenever you get one or more {E}{E}'")
        return Trigger(GET_ENERGY)

    def get_energy(self, c: list) -> VP:
        """'you get {E}{E}' (122.1), 'you get {E} for each creature you control' (107.1)."""
        n: Any = _count(c[0])
        if len(c) > 1:
            from lithoform.compiler.verbs import _times  # the count of 'for each' times the symbols

            n = _times(c[1], n)
        return VP(lambda who: GetEnergy(n, who), "player", "get_energy")

    def get_energy_equal(self, c: list) -> VP:
        """'you get an amount of {E} equal to the greatest power among creatures you control'."""
        amount = c[1]
        return VP(lambda who: GetEnergy(amount, who), "player", "get_energy")

    def pay_energy_any(self, c: list) -> VP:
        """'then you may pay any amount of {E}' (Harnessed Lightning): the amount paid is 'that much' after
        it (the resolving object's X)."""
        if self.scope.event_amount:  # 'that much' would mean two things
            raise Unsupported("paying any amount of {E} where 'that much' already has a meaning")
        self.scope.event_amount = True  # 'that much' below reads the amount paid
        return VP(lambda who: PayEnergy(None), "you", "pay_energy")

    def pay_energy_equal(self, c: list) -> VP:
        """'you may pay an amount of {E} equal to that permanent's mana value' (Confiscation Coup)."""
        amount = c[1]
        return VP(lambda who: PayEnergy(amount), "you", "pay_energy")

    def cost_pay_energy(self, c: list) -> dict:
        """'{T}, Pay {E}: ...' (107.14, 602.2b)."""
        return {"energy": _count(c[0])}

    def pay_energy_sentence(self, c: list) -> list:
        """'You may pay {E}{E}. If you do, ...' (608.2c-d)."""
        return [MayThen(PayEnergy(_count(c[0])), sequence(self._finish(c[1])))]  # type: ignore[attr-defined]


TRANSFORMER = EnergyRules
