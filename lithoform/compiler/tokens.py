"""Predefined tokens (111.10): the tokens a rule, not the effect, defines ('create a Treasure token'),
with their characteristics and abilities as CR 111.10a-s gives them."""

from __future__ import annotations

from lithoform.cards.tree import (
    ActivatedAbility,
    AddMana,
    CardFace,
    Cost,
    DrawCards,
    GainLife,
    SacrificeCost,
    Scry,
    Sequence,
)

_SAC = (SacrificeCost(this=True),)
_ANY = ("{W}", "{U}", "{B}", "{R}", "{G}")


def _artifact(name: str, *abilities: ActivatedAbility) -> CardFace:
    text = "\n".join(a.text for a in abilities)
    return CardFace(name, ("Artifact",), subtypes=(name,), colors=(), text=text, abilities=abilities)


PREDEFINED: dict[str, CardFace] = {
    # 111.10a
    "treasure": _artifact("Treasure", ActivatedAbility(Cost(tap=True, sacrifice=_SAC), AddMana(_ANY), mana=True,
                                                       text="{T}, Sacrifice this artifact: Add one mana of any color.")),
    # 111.10b
    "food": _artifact("Food", ActivatedAbility(Cost(mana="{2}", tap=True, sacrifice=_SAC), GainLife(3),
                                               text="{2}, {T}, Sacrifice this artifact: You gain 3 life.")),
    # 111.10f
    "clue": _artifact("Clue", ActivatedAbility(Cost(mana="{2}", sacrifice=_SAC), DrawCards(1),
                                               text="{2}, Sacrifice this artifact: Draw a card.")),
    # 111.10g
    "blood": _artifact("Blood", ActivatedAbility(Cost(mana="{1}", tap=True, discard=1, sacrifice=_SAC), DrawCards(1),
                                                 text="{1}, {T}, Discard a card, Sacrifice this token: Draw a card.")),
    # 111.10c (the Gold token; 111.10h was its number in earlier rules)
    "gold": _artifact("Gold", ActivatedAbility(Cost(sacrifice=_SAC), AddMana(_ANY), mana=True,
                                               text="Sacrifice this artifact: Add one mana of any color.")),
    # 111.10e: an enchantment token
    "shard": CardFace("Shard", ("Enchantment",), subtypes=("Shard",), colors=(),
                      text="{2}, Sacrifice this token: Scry 1, then draw a card.",
                      abilities=(ActivatedAbility(Cost(mana="{2}", sacrifice=_SAC), Sequence((Scry(1), DrawCards(1))),
                                                  text="{2}, Sacrifice this token: Scry 1, then draw a card."),)),
}
