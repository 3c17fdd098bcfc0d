"""Energy (107.14, 122.1): the mechanic's tree nodes.

Its text part: data that imports only cards/; cards/tree.py puts these nodes in the unions of the ability
tree. Paying {E} as part of an activated ability's cost is the `Cost.energy` field (cards/nodes/costs.py)."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import You


class GetEnergy(EffectNode):
    """'You get {E}{E}' (107.14, 122.1): the player gets that many energy counters."""

    amount: unions.Amount
    who: unions.Ref = You()


class PayEnergy(EffectNode):
    """'You may pay {E}{E}. If you do, ...', 'pay any amount of {E}', 'pay an amount of {E} equal to ...'
    (107.14: paying {E} removes an energy counter; 118.3: no more than the player has). `amount` None: any
    amount the player chooses. The amount paid becomes the resolving object's X for the instructions after
    it ('deals that much damage', Harnessed Lightning). Paying logs an event (even 0, as Confiscation Coup's
    ruling allows), so 'if you do' (608.2c, `MayThen`) follows only a payment made."""

    amount: unions.Amount | None = None

# Trigger.event: 'whenever you get one or more {E}' (122.1): a player got energy counters (rules.give_energy)
GET_ENERGY = "get_energy"
