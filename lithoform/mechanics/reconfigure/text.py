"""Reconfigure (702.151), its text part: 'Reconfigure [cost]' is the two activated abilities of 702.151a and
the rule of 702.151b as a static ability of the permanent. Data only: imports the cards and the compiler's
basics."""

from __future__ import annotations

from lithoform.cards.tree import (
    ActivatedAbility,
    Attach,
    AttachedToCreature,
    Cost,
    Filter,
    RemoveTypes,
    StaticEffect,
    Target,
    TargetSpec,
    This,
    Unattach,
)
from lithoform.compiler.values import Unsupported, mana

RECONFIGURE = "Reconfigure"


def reconfigure(cost: str, creature_types: tuple[str, ...] = ()) -> tuple[ActivatedAbility, ActivatedAbility,
                                                                         StaticEffect]:
    """702.151a: '[Cost]: Attach this permanent to another target creature you control. Activate only as a
    sorcery' and '[Cost]: Unattach this permanent. Activate only if this permanent is attached to a creature
    and only as a sorcery'; 702.151b: attached to a creature, it stops being a creature (layer 4) and loses
    its creature types (the rulings), `creature_types`."""
    text = f"Reconfigure {cost}"
    attach = ActivatedAbility(
        cost=Cost(mana=cost), effect=Attach(This(), Target(0)),
        targets=(TargetSpec("creature", Filter(controller="you", other=True)),),
        sorcery_speed=True, keyword=RECONFIGURE, text=text)
    unattach = ActivatedAbility(
        cost=Cost(mana=cost), effect=Unattach(), sorcery_speed=True, keyword=RECONFIGURE, text=text,
        condition=AttachedToCreature())
    not_a_creature = StaticEffect((RemoveTypes(types=("Creature",), subtypes=creature_types),),
                                  condition=AttachedToCreature(),
                                  text="(702.151b: attached, it isn't a creature)")
    return attach, unattach, not_a_creature


class ReconfigureRules:
    """Transformer rules of reconfigure."""

    face_types: tuple[str, ...]
    face_subtypes: tuple[str, ...]

    def kw_reconfigure(self, c: list) -> list:
        """'Reconfigure {2}' (702.151a), on an Equipment creature."""
        if "Equipment" not in self.face_types or "Creature" not in self.face_types:
            raise Unsupported("reconfigure on a card that isn't an Equipment creature")
        cost = mana(c[0])
        if "{X}" in cost.upper():
            raise Unsupported("a reconfigure cost with X")
        return list(reconfigure(cost, tuple(s for s in self.face_subtypes if s != "Equipment")))


TRANSFORMER = ReconfigureRules
