"""Exert (701.43): the mechanic's tree nodes. Data: imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.abilities import TriggeredAbility
from lithoform.cards.nodes.base import AbilityNode

EXERTED = "exerted"  # Trigger.event: 'whenever you exert a creature' (701.43a)


class ExertAsAttacks(AbilityNode):
    """'You may exert ~ as it attacks.' (701.43d): a static ability that gives an optional cost to attack
    (508.1g). Exerting it means it won't untap during its controller's next untap step (701.43a).
    `then`: the linked 'When you do, ...' reflexive ability printed in the same paragraph (607.2h, 603.12),
    which triggers when the creature is exerted this way."""

    then: TriggeredAbility | None = None
    text: str = ""
