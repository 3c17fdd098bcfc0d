"""Hand-written definitions of the cards that show layers, replacement effects and copying (613, 614, 707)."""

from __future__ import annotations

from lithoform.cards.builders import BASIC_MANA  # noqa: F401  (keeps the builders loaded first)
from lithoform.cards.tree import (
    ActivatedAbility,
    AddAbilities,
    AddTypes,
    ApplyContinuous,
    BasePTFromManaValue,
    CardDef,
    CardFace,
    Cost,
    Created,
    CreateTokenCopy,
    DealDamage,
    DelayedTrigger,
    Enchant,
    EntersAsCopy,
    EntersWithCounters,
    Filter,
    GainControl,
    GainLife,
    LoseAllAbilities,
    PTBoost,
    PutCounters,
    SacrificeObjects,
    Sequence,
    SetBasePT,
    SpellAbility,
    Static,
    StaticEffect,
    Target,
    TargetSpec,
    This,
    XValue,
)

ANY = TargetSpec("any")


# Every definition of this module, in order; the catalog registers them (catalog/registry.py).
DEFINITIONS: list[CardDef] = []


def card(face: CardFace) -> CardDef:
    definition = CardDef(face.name, (face,))
    DEFINITIONS.append(definition)
    return definition


card(CardFace(
    "Clone", ("Creature",), "{3}{U}", subtypes=("Shapeshifter",), power="0", toughness="0",
    text="You may have Clone enter the battlefield as a copy of any creature on the battlefield.",
    abilities=(EntersAsCopy(Filter(types=("Creature",)), text="You may have Clone enter the battlefield as a "
                            "copy of any creature on the battlefield."),),
))

card(CardFace(
    "Mirror Image", ("Creature",), "{2}{U}", subtypes=("Shapeshifter",), power="0", toughness="0",
    text="You may have Mirror Image enter the battlefield as a copy of a creature you control.",
    abilities=(EntersAsCopy(Filter(types=("Creature",), controller="you"),
                            text="You may have Mirror Image enter the battlefield as a copy of a creature you "
                                 "control."),),
))

_KIKI = ("{T}: Create a token that's a copy of target nonlegendary creature you control, except it has haste. "
         "Sacrifice it at the beginning of the next end step.")
card(CardFace(
    "Kiki-Jiki, Mirror Breaker", ("Creature",), "{2}{R}{R}{R}", subtypes=("Goblin", "Shaman"),
    supertypes=("Legendary",), power="2", toughness="2", keywords=("Haste",),
    text="Haste\n" + _KIKI,
    abilities=(
        Static("Haste", text="Haste"),
        ActivatedAbility(
            Cost(tap=True),
            CreateTokenCopy(Target(0), add_keywords=("Haste",),
                            then=(DelayedTrigger("end", SacrificeObjects(Created())),)),
            targets=(TargetSpec("creature", Filter(controller="you", not_supertypes=("Legendary",))),),
            text=_KIKI,
        ),
    ),
))

card(CardFace(
    "Glorious Anthem", ("Enchantment",), "{1}{W}{W}", text="Creatures you control get +1/+1.",
    abilities=(StaticEffect((PTBoost(1, 1),), Filter(types=("Creature",), controller="you"),
                            text="Creatures you control get +1/+1."),),
))

card(CardFace(
    "Humility", ("Enchantment",), "{2}{W}{W}",
    text="All creatures lose all abilities and have base power and toughness 1/1.",
    abilities=(StaticEffect((LoseAllAbilities(), SetBasePT(1, 1)), Filter(types=("Creature",)),
                            text="All creatures lose all abilities and have base power and toughness 1/1."),),
))

_OPAL = ("Each other non-Aura enchantment is a creature in addition to its other types and has base power and "
         "base toughness each equal to its mana value.")
card(CardFace(
    "Opalescence", ("Enchantment",), "{2}{W}{W}", text=_OPAL,
    abilities=(StaticEffect((AddTypes(("Creature",)), BasePTFromManaValue()),
                            Filter(types=("Enchantment",), not_subtypes=("Aura",), other=True), text=_OPAL),),
))

card(CardFace(
    "Control Magic", ("Enchantment",), "{2}{U}{U}", subtypes=("Aura",),
    text="Enchant creature\nYou control enchanted creature.",
    abilities=(
        Enchant("creature", text="Enchant creature"),
        StaticEffect((GainControl(),), attached="enchanted", text="You control enchanted creature."),
    ),
))

card(CardFace(
    "Walking Ballista", ("Artifact", "Creature"), "{X}{X}", subtypes=("Construct",), power="0", toughness="0",
    text="Walking Ballista enters the battlefield with X +1/+1 counters on it.\n"
         "{4}: Put a +1/+1 counter on Walking Ballista.\n"
         "Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target.",
    abilities=(
        EntersWithCounters("+1/+1", XValue(), text="Walking Ballista enters the battlefield with X +1/+1 "
                                                   "counters on it."),
        ActivatedAbility(Cost(mana="{4}"), PutCounters("+1/+1", 1, This()),
                         text="{4}: Put a +1/+1 counter on Walking Ballista."),
        ActivatedAbility(Cost(remove_counters=(("+1/+1", 1),)), DealDamage(1, Target(0)), targets=(ANY,),
                         text="Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target."),
    ),
))

card(CardFace(
    "Tamiyo's Safekeeping", ("Instant",), "{G}",
    text="Target permanent you control gains hexproof and indestructible until end of turn. You gain 2 life. "
         "(A permanent with hexproof and indestructible can't be the target of spells or abilities your "
         "opponents control. Damage and effects that say \"destroy\" don't destroy it.)",
    spell=SpellAbility(
        Sequence((ApplyContinuous((AddAbilities(keywords=("Hexproof", "Indestructible")),), Target(0)),
                  GainLife(2))),
        targets=(TargetSpec("permanent", Filter(controller="you")),),
    ),
))
