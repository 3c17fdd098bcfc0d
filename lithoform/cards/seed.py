"""Hand-written definitions of the seed cards and the cards their rulings name or need (copying and
countering abilities and spells, linked abilities, sources and last known information)."""

from __future__ import annotations

from lithoform.cards.builders import afterlife, equip
from lithoform.cards.tree import (
    ActivatedAbility,
    CardDef,
    CardFace,
    CopyStackObject,
    Cost,
    CounterObject,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    Equipped,
    ExileFromHand,
    ExileLinked,
    ExtraEnterTriggers,
    Filter,
    GainLife,
    KeepManaType,
    Linked,
    LinkedManaValue,
    May,
    Mode,
    ModifyPT,
    PayAnyAmount,
    PayOptional,
    PTBoost,
    PutCounters,
    ReturnLinked,
    SacrificeCost,
    SpellAbility,
    Static,
    StaticEffect,
    Target,
    TargetSpec,
    This,
    TokenSpec,
    Trigger,
    TriggeredAbility,
    Triggering,
    XValue,
    You,
)

ANY = TargetSpec("any")
ABILITY_YOU_CONTROL = Filter(stack_kind="ability", controller="you")


# Every definition of this module, in order; the catalog registers them (catalog/registry.py).
DEFINITIONS: list[CardDef] = []


def card(*faces: CardFace, layout: str = "normal", name: str | None = None) -> CardDef:
    definition = CardDef(name or faces[0].name, faces, layout)
    DEFINITIONS.append(definition)
    return definition


_TAWNOS = ("{U}{R}, {T}: Copy target activated or triggered ability you control from an artifact source. You may "
           "choose new targets for the copy. (Mana abilities can't be targeted.)")
card(CardFace(
    "Tawnos, Urza's Apprentice", ("Creature",), "{U}{R}", subtypes=("Human", "Artificer"), supertypes=("Legendary",),
    power="1", toughness="3", keywords=("Haste",), text="Haste\n" + _TAWNOS,
    abilities=(
        Static("Haste", text="Haste"),
        ActivatedAbility(Cost(mana="{U}{R}", tap=True), CopyStackObject(Target(0)),
                         targets=(TargetSpec("ability", Filter(stack_kind="ability", controller="you",
                                                               source_types=("Artifact",))),),
                         text=_TAWNOS),
    ),
))

_ENGINE_1 = "{2}, {T}: Copy target activated or triggered ability you control. You may choose new targets for the copy."
_ENGINE_2 = "{3}, {T}: Copy target instant or sorcery spell you control. You may choose new targets for the copy."
_ENGINE_3 = "{4}, {T}: Copy target permanent spell you control. (The copy becomes a token.)"
card(CardFace(
    "Lithoform Engine", ("Artifact",), "{4}", supertypes=("Legendary",),
    text="\n".join((_ENGINE_1, _ENGINE_2, _ENGINE_3)),
    abilities=(
        ActivatedAbility(Cost(mana="{2}", tap=True), CopyStackObject(Target(0)),
                         targets=(TargetSpec("ability", ABILITY_YOU_CONTROL),), text=_ENGINE_1),
        ActivatedAbility(Cost(mana="{3}", tap=True), CopyStackObject(Target(0)),
                         targets=(TargetSpec("spell", Filter(types=("Instant", "Sorcery"), controller="you")),),
                         text=_ENGINE_2),
        ActivatedAbility(Cost(mana="{4}", tap=True), CopyStackObject(Target(0), new_targets=False),
                         targets=(TargetSpec("spell", Filter(not_types=("Instant", "Sorcery"), controller="you")),),
                         text=_ENGINE_3),
    ),
))

card(
    CardFace("Repudiate", ("Instant",), "{G/U}{G/U}",
             text="Counter target activated or triggered ability. (Mana abilities can't be targeted.)",
             spell=SpellAbility(CounterObject(Target(0)), targets=(TargetSpec("ability", Filter(stack_kind="ability")),))),
    CardFace("Replicate", ("Sorcery",), "{1}{G}{U}", text="Create a token that's a copy of target creature you control.",
             spell=SpellAbility(CreateTokenCopy(Target(0)),
                                targets=(TargetSpec("creature", Filter(controller="you")),))),
    layout="split", name="Repudiate // Replicate",
)

_GEARHULK = ("When Verdurous Gearhulk enters the battlefield, distribute four +1/+1 counters among any number of "
             "target creatures you control.")
card(CardFace(
    "Verdurous Gearhulk", ("Artifact", "Creature"), "{3}{G}{G}", subtypes=("Construct",), power="4", toughness="4",
    keywords=("Trample",), text="Trample\n" + _GEARHULK,
    abilities=(
        Static("Trample", text="Trample"),
        TriggeredAbility(Trigger("enters", this=True), PutCounters("+1/+1", 4, Target(0), divided=True),
                         targets=(TargetSpec("creature", Filter(controller="you"), min=1, max=4),), text=_GEARHULK),
    ),
))

_MIRRORWORKS = ("Whenever another nontoken artifact enters the battlefield under your control, you may pay {2}. If "
                "you do, create a token that's a copy of that artifact.")
card(CardFace(
    "Mirrorworks", ("Artifact",), "{5}", text=_MIRRORWORKS,
    abilities=(TriggeredAbility(
        Trigger("enters", filter=Filter(types=("Artifact",), token=False, controller="you", other=True)),
        PayOptional("{2}", CreateTokenCopy(Triggering())), text=_MIRRORWORKS),),
))

_SCULLER_1 = ("When Tidehollow Sculler enters the battlefield, target opponent reveals their hand and you choose a "
              "nonland card from it. Exile that card.")
_SCULLER_2 = "When Tidehollow Sculler leaves the battlefield, return the exiled card to its owner's hand."
card(CardFace(
    "Tidehollow Sculler", ("Artifact", "Creature"), "{W}{B}", subtypes=("Zombie",), power="2", toughness="2",
    text=_SCULLER_1 + "\n" + _SCULLER_2,
    abilities=(
        TriggeredAbility(Trigger("enters", this=True), ExileFromHand(Target(0), Filter(not_types=("Land",))),
                         targets=(TargetSpec("opponent"),), text=_SCULLER_1),
        TriggeredAbility(Trigger("leaves", this=True), ReturnLinked(to="hand"), text=_SCULLER_2),
    ),
))

_FOUNDRY_1 = "Imprint — When Soul Foundry enters the battlefield, you may exile a creature card from your hand."
_FOUNDRY_2 = "{X}, {T}: Create a token that's a copy of the exiled card. X is the mana value of that card."
card(CardFace(
    "Soul Foundry", ("Artifact",), "{4}", text=_FOUNDRY_1 + "\n" + _FOUNDRY_2,
    abilities=(
        TriggeredAbility(Trigger("enters", this=True),
                         ExileFromHand(You(), Filter(types=("Creature",)), reveal=False, optional=True),
                         keyword="Imprint", text=_FOUNDRY_1),
        ActivatedAbility(Cost(mana="{X}", tap=True, x_is=LinkedManaValue()), CreateTokenCopy(Linked()),
                         text=_FOUNDRY_2),
    ),
))

_HUNTER_1 = "When Fiend Hunter enters the battlefield, you may exile another target creature."
_HUNTER_2 = "When Fiend Hunter leaves the battlefield, return the exiled card to the battlefield under its owner's control."
card(CardFace(
    "Fiend Hunter", ("Creature",), "{1}{W}{W}", subtypes=("Human", "Cleric"), power="1", toughness="3",
    text=_HUNTER_1 + "\n" + _HUNTER_2,
    abilities=(
        TriggeredAbility(Trigger("enters", this=True), May(ExileLinked(Target(0))),
                         targets=(TargetSpec("creature", Filter(other=True)),), text=_HUNTER_1),
        TriggeredAbility(Trigger("leaves", this=True), ReturnLinked(to="battlefield"), text=_HUNTER_2),
    ),
))

_TYRANT_2 = "You don't lose unspent red mana as steps and phases end."
_TYRANT_3 = ("When Leyline Tyrant dies, you may pay any amount of {R}. When you do, it deals that much damage to "
             "any target.")
card(CardFace(
    "Leyline Tyrant", ("Creature",), "{2}{R}{R}", subtypes=("Dragon",), power="4", toughness="4",
    keywords=("Flying",), text="\n".join(("Flying", _TYRANT_2, _TYRANT_3)),
    abilities=(
        Static("Flying", text="Flying"),
        KeepManaType(("R",), text=_TYRANT_2),
        TriggeredAbility(Trigger("dies", this=True), PayAnyAmount("R", TriggeredAbility(
            Trigger("reflexive"), DealDamage(XValue(), Target(0)), targets=(ANY,),
            text="When you do, it deals that much damage to any target.")), text=_TYRANT_3),
    ),
))

_RESONATOR = ('{2}, {T}: Copy target triggered ability you control. You may choose new targets for the copy. (A '
              'triggered ability uses the words "when," "whenever," or "at.")')
card(CardFace(
    "Strionic Resonator", ("Artifact",), "{2}", text=_RESONATOR,
    abilities=(ActivatedAbility(Cost(mana="{2}", tap=True), CopyStackObject(Target(0)),
                                targets=(TargetSpec("ability", Filter(stack_kind="triggered", controller="you")),),
                                text=_RESONATOR),),
))

_PANHARMONICON = ("If an artifact or creature entering the battlefield causes a triggered ability of a permanent you "
                  "control to trigger, that ability triggers an additional time.")
card(CardFace(
    "Panharmonicon", ("Artifact",), "{4}", text=_PANHARMONICON,
    abilities=(ExtraEnterTriggers(Filter(types=("Artifact", "Creature")), text=_PANHARMONICON),),
))

THOPTER = TokenSpec("Thopter Token", ("Artifact", "Creature"), ("Thopter",), ("U",), 1, 1, ("Flying",))
_BREYA_1 = ("When Breya, Etherium Shaper enters the battlefield, create two 1/1 blue Thopter artifact creature tokens "
            "with flying.")
_BREYA_2 = ("{2}, Sacrifice two artifacts: Choose one —\n• Breya deals 3 damage to target player or planeswalker.\n"
            "• Target creature gets -4/-4 until end of turn.\n• You gain 5 life.")
card(CardFace(
    "Breya, Etherium Shaper", ("Artifact", "Creature"), "{W}{U}{B}{R}", subtypes=("Human",),
    supertypes=("Legendary",), power="4", toughness="4", text=_BREYA_1 + "\n" + _BREYA_2,
    abilities=(
        TriggeredAbility(Trigger("enters", this=True), CreateToken(THOPTER, count=2), text=_BREYA_1),
        ActivatedAbility(
            Cost(mana="{2}", sacrifice=(SacrificeCost(Filter(types=("Artifact",)), count=2),)),
            modes=(
                Mode(DealDamage(3, Target(0)), targets=(TargetSpec("player_or_planeswalker"),),
                     text="Breya deals 3 damage to target player or planeswalker."),
                Mode(ModifyPT(-4, -4, Target(0)), targets=(TargetSpec("creature"),),
                     text="Target creature gets -4/-4 until end of turn."),
                Mode(GainLife(5), text="You gain 5 life."),
            ),
            text=_BREYA_2,
        ),
    ),
))

_JITTE_1 = "Whenever equipped creature deals combat damage, put two charge counters on Umezawa's Jitte."
_JITTE_2 = ("Remove a charge counter from Umezawa's Jitte: Choose one —\n• Equipped creature gets +2/+2 until end of "
            "turn.\n• Target creature gets -1/-1 until end of turn.\n• You gain 2 life.")
card(CardFace(
    "Umezawa's Jitte", ("Artifact",), "{2}", subtypes=("Equipment",), supertypes=("Legendary",),
    text="\n".join((_JITTE_1, _JITTE_2, "Equip {2}")),
    abilities=(
        TriggeredAbility(Trigger("combat_damage", equipped=True), PutCounters("charge", 2, This()), text=_JITTE_1),
        ActivatedAbility(
            Cost(remove_counters=(("charge", 1),)),
            modes=(
                Mode(ModifyPT(2, 2, Equipped()), text="Equipped creature gets +2/+2 until end of turn."),
                Mode(ModifyPT(-1, -1, Target(0)), targets=(TargetSpec("creature"),),
                     text="Target creature gets -1/-1 until end of turn."),
                Mode(GainLife(2), text="You gain 2 life."),
            ),
            text=_JITTE_2,
        ),
        equip("{2}"),
    ),
))

card(CardFace(
    "Bonesplitter", ("Artifact",), "{1}", subtypes=("Equipment",), text="Equipped creature gets +2/+0.\nEquip {1}",
    abilities=(StaticEffect((PTBoost(2, 0),), attached="equipped", text="Equipped creature gets +2/+0."),
               equip("{1}")),
))

card(CardFace(
    "Ministrant of Obligation", ("Creature",), "{2}{W}", subtypes=("Human", "Cleric"), power="2", toughness="1",
    keywords=("Afterlife",),
    text="Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature tokens with flying.)",
    abilities=(afterlife(2),),
))
