"""Scavenge (702.97), the text part: "Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put
a number of +1/+1 counters equal to the power of the card you exiled on target creature. Activate only as a
sorcery." (702.97a): an activated ability that functions in the graveyard (113.6k), written with the general
nodes; the power is the card's last known power, as it was in the graveyard (608.2h). Data only."""

from __future__ import annotations

from lithoform.cards.tree import ActivatedAbility, Cost, PowerOf, PutCounters, Target, TargetSpec, This
from lithoform.compiler.values import Unsupported, mana


class ScavengeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_scavenge(self, c: list) -> ActivatedAbility:
        if "Creature" not in self.face_types:
            raise Unsupported("scavenge on a card that isn't a creature card")
        cost = mana(c[0])
        return ActivatedAbility(cost=Cost(mana=cost, exile_this=True),
                                effect=PutCounters("+1/+1", PowerOf(This()), Target(0)),
                                targets=(TargetSpec("creature"),), zone="graveyard", sorcery_speed=True,
                                keyword="Scavenge", text=f"Scavenge {cost}")


TRANSFORMER = ScavengeRules
