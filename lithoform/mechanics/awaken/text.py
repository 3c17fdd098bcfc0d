"""Awaken (702.113), the text part. Data only.

702.113a: "Awaken N—[cost]" means "You may pay [cost] rather than pay this spell's mana cost as you cast this
spell" and "If this spell's awaken cost was paid, put N +1/+1 counters on target land you control. That land
becomes a 0/0 Elemental creature with haste. It's still a land." 702.113b: its target is chosen only if the
awaken cost is paid. An alternative cost (118.9) carrying that spell ability and its target (AlternativeCost's
`effect` and `targets`, read by the core's announcement and resolution). The land's becoming a creature has no
duration: it lasts indefinitely (611.2a)."""

from __future__ import annotations

from lithoform.cards.tree import (
    AddAbilities,
    AddTypes,
    AlternativeCost,
    ApplyContinuous,
    Cost,
    Filter,
    PutCounters,
    Sequence,
    SetBasePT,
    Target,
    TargetSpec,
)
from lithoform.compiler.values import SpellSetting, Unsupported, mana

AWAKEN = "awaken"


def awaken(n: int, cost: str) -> AlternativeCost:
    """702.113a: the alternative cost and the spell ability that applies when it was paid."""
    land = Target(0)
    effect = Sequence((
        PutCounters("+1/+1", n, land),
        ApplyContinuous((AddTypes(types=("Creature",), subtypes=("Elemental",)), SetBasePT(0, 0),
                         AddAbilities(keywords=("Haste",))), land, until="permanent"),
    ))
    return AlternativeCost(AWAKEN, Cost(mana=cost), targets=(TargetSpec("permanent", Filter(types=("Land",),
                                                                                                controller="you")),),
                           effect=effect)


class AwakenRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_awaken(self, c: list) -> SpellSetting:
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("awaken on a permanent card")
        return SpellSetting("alternative", awaken(int(str(c[0])), mana(c[1])))


TRANSFORMER = AwakenRules
