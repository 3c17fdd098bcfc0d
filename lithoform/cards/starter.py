"""Hand-written definitions of the starter pool, in the ability-tree form the Oracle compiler targets.

The Oracle text of each face is the card's real text (checked against the card database by a test).
"""

from __future__ import annotations

from lithoform.cards.builders import BASIC_MANA, cycling, prowess, tap_for
from lithoform.cards.tree import (
    ActivatedAbility,
    AddMana,
    CardDef,
    CardFace,
    Cost,
    CounterObject,
    Created,
    CreateToken,
    DealDamage,
    DelayedTrigger,
    Destroy,
    Discard,
    DrawCards,
    EntersWithCounters,
    Filter,
    IfThen,
    Kicked,
    May,
    ModifyPT,
    SacrificeCost,
    SacrificedManaValue,
    SpellAbility,
    Static,
    Target,
    TargetSpec,
    This,
    TokenSpec,
    Trigger,
    TriggeredAbility,
    Untap,
    XValue,
)

ANY = TargetSpec("any")


# Every definition of this module, in order; the catalog registers them (catalog/registry.py).
DEFINITIONS: list[CardDef] = []


def card(face: CardFace, layout: str = "normal") -> CardDef:
    definition = CardDef(face.name, (face,), layout)
    DEFINITIONS.append(definition)
    return definition


for land, mana in BASIC_MANA.items():
    card(CardFace(land, ("Land",), subtypes=(land,), supertypes=("Basic",), text=f"({{T}}: Add {mana}.)",
                  abilities=(tap_for(mana, text=f"{{T}}: Add {mana}."),)))

card(CardFace("Grizzly Bears", ("Creature",), "{1}{G}", subtypes=("Bear",), power="2", toughness="2"))

card(CardFace("Serra Angel", ("Creature",), "{3}{W}{W}", subtypes=("Angel",), power="4", toughness="4",
              text="Flying, vigilance", keywords=("Flying", "Vigilance")))

card(CardFace("Llanowar Elves", ("Creature",), "{G}", subtypes=("Elf", "Druid"), power="1", toughness="1",
              text="{T}: Add {G}.", abilities=(tap_for("{G}", text="{T}: Add {G}."),)))

card(CardFace("Lightning Bolt", ("Instant",), "{R}", text="Lightning Bolt deals 3 damage to any target.",
              spell=SpellAbility(DealDamage(3, Target(0)), targets=(ANY,))))

card(CardFace("Shock", ("Instant",), "{R}", text="Shock deals 2 damage to any target.",
              spell=SpellAbility(DealDamage(2, Target(0)), targets=(ANY,))))

card(CardFace("Counterspell", ("Instant",), "{U}{U}", text="Counter target spell.",
              spell=SpellAbility(CounterObject(Target(0)), targets=(TargetSpec("spell"),))))

card(CardFace("Giant Growth", ("Instant",), "{G}", text="Target creature gets +3/+3 until end of turn.",
              spell=SpellAbility(ModifyPT(3, 3, Target(0)), targets=(TargetSpec("creature"),))))

card(CardFace("Divination", ("Sorcery",), "{2}{U}", text="Draw two cards.",
              spell=SpellAbility(DrawCards(2))))

card(CardFace("Mind Rot", ("Sorcery",), "{2}{B}", text="Target player discards two cards.",
              spell=SpellAbility(Discard(2, Target(0)), targets=(TargetSpec("player"),))))

card(CardFace(
    "Duress", ("Sorcery",), "{B}",
    text="Target opponent reveals their hand. You choose a noncreature, nonland card from it. "
         "That player discards that card.",
    spell=SpellAbility(
        Discard(1, Target(0), chooser="you", reveal=True, filter=Filter(not_types=("Creature", "Land"))),
        targets=(TargetSpec("opponent"),),
    ),
))

card(CardFace(
    "Prodigal Pyromancer", ("Creature",), "{2}{R}", subtypes=("Human", "Wizard"), power="1", toughness="1",
    text="{T}: Prodigal Pyromancer deals 1 damage to any target.",
    abilities=(ActivatedAbility(Cost(tap=True), DealDamage(1, Target(0)), targets=(ANY,),
                                text="{T}: Prodigal Pyromancer deals 1 damage to any target."),),
))

card(CardFace(
    "Elvish Visionary", ("Creature",), "{1}{G}", subtypes=("Elf", "Shaman"), power="1", toughness="1",
    text="When Elvish Visionary enters the battlefield, draw a card.",
    abilities=(TriggeredAbility(Trigger("enters", this=True), DrawCards(1),
                                text="When Elvish Visionary enters the battlefield, draw a card."),),
))

card(CardFace(
    "Monastery Swiftspear", ("Creature",), "{R}", subtypes=("Human", "Monk"), power="1", toughness="2",
    text="Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
    keywords=("Haste", "Prowess"),
    abilities=(Static("Haste", text="Haste"), prowess()),
))

card(CardFace(
    "Burst Lightning", ("Instant",), "{R}",
    text="Kicker {4} (You may pay an additional {4} as you cast this spell.)\n"
         "Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.",
    keywords=("Kicker",),
    spell=SpellAbility(
        IfThen(Kicked(), DealDamage(4, Target(0)), DealDamage(2, Target(0))),
        targets=(ANY,),
        kicker="{4}",
    ),
))

card(CardFace(
    "Fireball", ("Sorcery",), "{X}{R}",
    text="This spell costs {1} more to cast for each target beyond the first.\n"
         "Fireball deals X damage divided evenly, rounded down, among any number of targets.",
    spell=SpellAbility(
        DealDamage(XValue(), Target(0), divided=True, evenly=True),
        targets=(TargetSpec("any", min=0, max=99),),  # ruling: it may be cast with zero targets
        extra_target_cost="{1}",
    ),
))

HORNET = TokenSpec("Hornet", ("Artifact", "Creature"), ("Insect",), (), 1, 1, ("Flying", "Haste"))
card(CardFace(
    "Hornet Cannon", ("Artifact",), "{4}",
    text="{3}, {T}: Create a 1/1 colorless Insect artifact creature token with flying and haste named "
         "Hornet. Destroy it at the beginning of the next end step.",
    abilities=(ActivatedAbility(
        Cost(mana="{3}", tap=True),
        CreateToken(HORNET, then=(DelayedTrigger("end", Destroy(Created())),)),
        text="{3}, {T}: Create a 1/1 colorless Insect artifact creature token with flying and haste named "
             "Hornet. Destroy it at the beginning of the next end step.",
    ),),
))

card(CardFace(
    "Triskelion", ("Artifact", "Creature"), "{6}", subtypes=("Construct",), power="1", toughness="1",
    text="Triskelion enters the battlefield with three +1/+1 counters on it.\n"
         "Remove a +1/+1 counter from Triskelion: It deals 1 damage to any target.",
    abilities=(
        EntersWithCounters("+1/+1", 3, text="Triskelion enters the battlefield with three +1/+1 counters on it."),
        ActivatedAbility(Cost(remove_counters=(("+1/+1", 1),)), DealDamage(1, Target(0)), targets=(ANY,),
                         text="Remove a +1/+1 counter from Triskelion: It deals 1 damage to any target."),
    ),
))

card(CardFace(
    "Blasting Station", ("Artifact",), "{3}",
    text="{T}, Sacrifice a creature: Blasting Station deals 1 damage to any target.\n"
         "Whenever a creature enters the battlefield, you may untap Blasting Station.",
    abilities=(
        ActivatedAbility(Cost(tap=True, sacrifice=(SacrificeCost(Filter(types=("Creature",))),)),
                         DealDamage(1, Target(0)), targets=(ANY,),
                         text="{T}, Sacrifice a creature: Blasting Station deals 1 damage to any target."),
        TriggeredAbility(Trigger("enters", filter=Filter(types=("Creature",))), May(Untap(This())),
                         text="Whenever a creature enters the battlefield, you may untap Blasting Station."),
    ),
))

card(CardFace(
    "Bosh, Iron Golem", ("Artifact", "Creature"), "{8}", subtypes=("Golem",), supertypes=("Legendary",),
    power="6", toughness="7", keywords=("Trample",),
    text="Trample\n{3}{R}, Sacrifice an artifact: Bosh, Iron Golem deals damage equal to the sacrificed "
         "artifact's mana value to any target.",
    abilities=(
        Static("Trample", text="Trample"),
        ActivatedAbility(Cost(mana="{3}{R}", sacrifice=(SacrificeCost(Filter(types=("Artifact",))),)),
                         DealDamage(SacrificedManaValue(), Target(0)), targets=(ANY,),
                         text="{3}{R}, Sacrifice an artifact: Bosh, Iron Golem deals damage equal to the "
                              "sacrificed artifact's mana value to any target."),
    ),
))

card(CardFace(
    "Ketria Crystal", ("Artifact",), "{3}", keywords=("Cycling",),
    text="{T}: Add {G}, {U}, or {R}.\nCycling {2} ({2}, Discard this card: Draw a card.)",
    abilities=(tap_for("{G}", "{U}", "{R}", text="{T}: Add {G}, {U}, or {R}."), cycling("{2}")),
))

card(CardFace(
    "Ashnod's Altar", ("Artifact",), "{3}", text="Sacrifice a creature: Add {C}{C}.",
    abilities=(ActivatedAbility(Cost(sacrifice=(SacrificeCost(Filter(types=("Creature",))),)),
                                AddMana(("{C}{C}",)),
                                mana=True, text="Sacrifice a creature: Add {C}{C}."),),
))
