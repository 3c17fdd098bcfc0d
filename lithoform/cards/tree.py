"""The typed ability tree that card faces are made of (cards as data, GUIDE principle 7).

Every node is a frozen msgspec Struct with a tag, so a tree is plain data: it can be written by hand,
produced by the Oracle compiler, stored inside a game state (a delayed trigger, a continuous effect) and
round-tripped through JSON with validation. The engine interprets these nodes; there is no class per card.
"""

from __future__ import annotations

import msgspec


class Node(msgspec.Struct, frozen=True, tag=True, omit_defaults=True):
    """Base of every tree node; the class name is the JSON tag."""


# --- filters and references -------------------------------------------------------------------------


class Filter(Node):
    """Which objects qualify (109.2): every given field must match."""

    types: tuple[str, ...] = ()  # any one of these card types
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()  # any one of these colors
    controller: str | None = None  # "you" or "opponent", relative to the ability's controller
    other: bool = False  # "another": not the source itself
    token: bool | None = None
    stack_kind: str | None = None  # on the stack: "spell", "activated", "triggered", "ability"
    source_types: tuple[str, ...] = ()  # for abilities on the stack: types of their source (109.2c)


class TargetSpec(Node):
    """One target requirement of a spell or ability (115.1): a word of the text that says 'target'."""

    kind: str  # "any", "creature", "player", "opponent", "permanent", "spell", "ability", "card"
    filter: Filter | None = None
    min: int = 1
    max: int = 1
    zone: str = "battlefield"  # for kind "card": the zone the card is in


class This(Node):
    """The source of the ability itself ('~', 'this creature')."""


class Target(Node):
    """The object or player chosen for target requirement `slot` (all of them when it has several)."""

    slot: int = 0


class Created(Node):
    """The object(s) created earlier by this same effect ('it' after 'create a token')."""


class Triggering(Node):
    """The object that caused the trigger event ('that creature')."""


class You(Node):
    """The controller of the spell or ability."""


class EachOpponent(Node):
    pass


class TargetController(Node):
    """The controller (or owner, for a card) of the target in `slot` ('its controller')."""

    slot: int = 0


Ref = This | Target | Created | Triggering | You | EachOpponent | TargetController


# --- amounts --------------------------------------------------------------------------------------------


class XValue(Node):
    """The value chosen for X (107.3)."""


class SacrificedManaValue(Node):
    """The mana value of what was sacrificed to pay the cost, from its last known information (608.2h)."""


class CountersRemoved(Node):
    pass


class Fixed(Node):
    value: int = 0


Amount = int | XValue | SacrificedManaValue | CountersRemoved


# --- conditions -------------------------------------------------------------------------------------------


class Kicked(Node):
    """'If this spell was kicked' (702.33d): an additional kicker cost was paid, or copied (707.10)."""


class SourceUntapped(Node):
    pass


class LifeAtMost(Node):
    """'if you have N or less life'."""

    amount: int


class ControlsAtLeast(Node):
    """'if you control N or more [filter]'."""

    filter: Filter
    count: int = 1


Condition = Kicked | SourceUntapped | LifeAtMost | ControlsAtLeast


# --- parts of continuous effects, each in its layer (613.1) ------------------------------------------------


class GainControl(Node):
    """Layer 2: control of the affected objects changes to `player` (613.1b)."""

    player: Ref = You()


class AddTypes(Node):
    """Layer 4: 'is a [type] in addition to its other types' (205.1b)."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()


class RemoveTypes(Node):
    """Layer 4: loses card types, subtypes or supertypes."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()


class SetColors(Node):
    """Layer 5: 'is [color]' (105.3)."""

    colors: tuple[str, ...]


class AddAbilities(Node):
    """Layer 6: 'has/gains [ability]'."""

    abilities: tuple[Ability, ...] = ()
    keywords: tuple[str, ...] = ()


class LoseAllAbilities(Node):
    """Layer 6: 'loses all abilities'."""


class LoseKeywords(Node):
    """Layer 6: 'loses [keyword]'."""

    keywords: tuple[str, ...]


class SetBasePT(Node):
    """Layer 7b: 'has base power and toughness N/N'."""

    power: int
    toughness: int


class BasePTFromManaValue(Node):
    """Layer 7b: 'has base power and toughness each equal to its mana value' (Opalescence)."""


class PTBoost(Node):
    """Layer 7c: '+N/+N'."""

    power: int
    toughness: int


class SwitchPT(Node):
    """Layer 7d: 'switch its power and toughness'."""


Part = (
    GainControl | AddTypes | RemoveTypes | SetColors | AddAbilities | LoseAllAbilities | LoseKeywords
    | SetBasePT | BasePTFromManaValue | PTBoost | SwitchPT
)


# --- effects --------------------------------------------------------------------------------------------


class DealDamage(Node):
    """'[source] deals N damage to ...' (120). `divided`: split among the targets as announced (601.2d)."""

    amount: Amount
    to: Ref
    source: Ref = This()
    divided: bool = False
    evenly: bool = False  # Fireball: divided evenly, rounded down (determined on resolution)


class CounterObject(Node):
    """Counter a spell or ability (701.6)."""

    what: Ref


class ModifyPT(Node):
    """'gets +N/+N until end of turn' (611.2, layer 7c)."""

    power: int
    toughness: int
    what: Ref


class ApplyContinuous(Node):
    """A continuous effect from a resolving spell or ability (611.2): its parts apply in their layers to the
    objects `what` stands for, locked in as it begins (611.2c). `until`: end_of_turn (514.2), permanent,
    or source_leaves ('for as long as ~ remains on the battlefield', 611.2b)."""

    parts: tuple[Part, ...]
    what: Ref
    until: str = "end_of_turn"


class DrawCards(Node):
    amount: Amount
    who: Ref = You()


class Discard(Node):
    """'discards N cards' (701.9). `chooser`: 'player' (the discarding player) or 'you' (Duress).
    `reveal`: the hand is revealed first. `filter`: which cards may be chosen."""

    amount: Amount
    who: Ref
    chooser: str = "player"
    reveal: bool = False
    filter: Filter | None = None


class AddMana(Node):
    """'Add {G}' or 'Add {G}, {U}, or {R}' (106, 605): `options` lists the alternatives."""

    options: tuple[str, ...]


class TokenSpec(Node):
    """The characteristics a token-making effect defines (111.4)."""

    name: str
    types: tuple[str, ...]
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    keywords: tuple[str, ...] = ()


class CreateToken(Node):
    token: TokenSpec
    count: Amount = 1
    then: tuple[Effect, ...] = ()  # effects that refer to the new tokens as Created()


class CreateTokenCopy(Node):
    """'Create a token that's a copy of [object]' (707.2, 111.1): the token's values are the object's
    copiable values (its last known ones if it has left the battlefield, 608.2h), with the 707.9
    exceptions. `then` refers to the new tokens as Created()."""

    of: Ref
    count: int = 1
    add_types: tuple[str, ...] = ()
    add_keywords: tuple[str, ...] = ()
    then: tuple[Effect, ...] = ()


class Destroy(Node):
    what: Ref


class SacrificeObjects(Node):
    """'Sacrifice it' (701.21a): the objects' controller sacrifices them, if still on the battlefield."""

    what: Ref


class Untap(Node):
    what: Ref


class Tap(Node):
    what: Ref


class GainLife(Node):
    amount: Amount
    who: Ref = You()


class LoseLife(Node):
    amount: Amount
    who: Ref = You()


class PutCounters(Node):
    kind: str
    amount: Amount
    what: Ref


class May(Node):
    """'You may ...' (a choice made on resolution by the controller, 608.2d)."""

    effect: Effect


class IfThen(Node):
    """A conditional instruction; the condition is checked as the effect resolves (608.2c)."""

    condition: Condition
    then: Effect
    otherwise: Effect | None = None


class Sequence(Node):
    effects: tuple[Effect, ...]


class Attach(Node):
    """'attach ~ to target creature' (701.3a): equip and the like."""

    what: Ref = This()
    to: Ref = Target(0)


class DelayedTrigger(Node):
    """Creates a delayed triggered ability (603.7): 'at the beginning of the next end step, <effect>'.
    References to Created() inside it are fixed to the objects when it is created (603.7c)."""

    step: str
    effect: Effect
    next_only: bool = True


Effect = (
    DealDamage
    | ApplyContinuous
    | CounterObject
    | ModifyPT
    | DrawCards
    | Discard
    | AddMana
    | CreateToken
    | CreateTokenCopy
    | Destroy
    | SacrificeObjects
    | Untap
    | Tap
    | GainLife
    | LoseLife
    | PutCounters
    | May
    | IfThen
    | Sequence
    | DelayedTrigger
    | Attach
)


# --- costs ------------------------------------------------------------------------------------------------


class SacrificeCost(Node):
    """'Sacrifice a creature' (701.21): a choice made while paying (601.2h)."""

    filter: Filter = Filter()
    count: int = 1
    this: bool = False  # 'Sacrifice ~'


class Cost(Node):
    """The cost of an activated ability, or additional costs of a spell (118, 602.2b)."""

    mana: str | None = None
    tap: bool = False  # {T} (107.5)
    untap: bool = False  # {Q} (107.6)
    sacrifice: tuple[SacrificeCost, ...] = ()
    remove_counters: tuple[tuple[str, int], ...] = ()  # (kind, how many) from this object
    discard_this: bool = False  # cycling: discard this card (702.29a)
    discard: int = 0
    pay_life: int = 0


class AlternativeCost(Node):
    """A cost paid rather than the mana cost (118.9), e.g. 'You may pay 1 life rather than pay this
    spell's mana cost': `cost` holds its mana and other parts."""

    name: str
    cost: Cost


class Mode(Node):
    """One mode of a modal spell or ability (700.2)."""

    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


# --- triggers ---------------------------------------------------------------------------------------------


class Trigger(Node):
    """A trigger condition (603.1). `event`: enters, dies, leaves, cast, step.
    `this`: only this object's own event; `filter`: which objects' events; `step`: for 'at the beginning
    of'; `whose`: 'your' or 'each' step."""

    event: str
    this: bool = False
    filter: Filter | None = None
    step: str | None = None
    whose: str = "your"
    to_player: bool = False  # "deals combat damage to a player"


# --- abilities and faces --------------------------------------------------------------------------------------


class ActivatedAbility(Node):
    """'[Cost]: [Effect].' (602). A mana ability (605.1a) when it makes mana, has no target and is not
    a loyalty ability: `mana` is set by the definition and checked by a test against that rule."""

    cost: Cost
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    mode_count: int = 1
    mana: bool = False
    zone: str = "battlefield"  # where the object must be to activate it (hand: cycling)
    sorcery_speed: bool = False
    keyword: str | None = None
    text: str = ""


class TriggeredAbility(Node):
    """'When/Whenever/At ..., [effect].' (603). `condition`: an intervening 'if' clause (603.4)."""

    trigger: Trigger
    effect: Effect
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    mode_count: int = 1
    condition: Condition | None = None
    keyword: str | None = None
    text: str = ""


class EntersWithCounters(Node):
    """'~ enters with N [kind] counters on it' (614.1c): a replacement effect, never on the stack."""

    kind: str
    amount: Amount
    text: str = ""


class Static(Node):
    """A static ability the engine knows by name (keywords with rules of their own: flying, haste...)."""

    keyword: str
    text: str = ""


class StaticEffect(Node):
    """A static ability that generates a continuous effect (604.1, 611.3): `parts` applied in their layers
    to the objects `affected` describes (this object when None; `attached`: 'enchanted' or 'equipped' for the
    object this one is attached to). Not locked in: the set is determined at every moment (611.3a)."""

    parts: tuple[Part, ...]
    affected: Filter | None = None
    attached: str | None = None
    text: str = ""


class Enchant(Node):
    """702.5a 'Enchant [object]': what an Aura can target as a spell (303.4a) and be attached to (303.4d)."""

    kind: str = "creature"  # a target kind (targets.py)
    filter: Filter | None = None
    text: str = ""


class EntersTapped(Node):
    """'~ enters tapped' (614.1c): a replacement effect."""

    text: str = ""


class EntersAsCopy(Node):
    """'You may have ~ enter as a copy of [filter] on the battlefield' (614.1c, 707.5): a replacement effect
    with a choice made as it enters (614.12). `exceptions` are 707.9 changes to the copiable values."""

    filter: Filter = Filter(types=("Creature",))
    optional: bool = True
    add_types: tuple[str, ...] = ()
    add_keywords: tuple[str, ...] = ()
    text: str = ""


class ReplaceDies(Node):
    """'If [affected] would die, exile it instead' (614.1a): a replacement effect on a zone change.
    `affected` None: this permanent."""

    affected: Filter | None = None
    to: str = "exile"
    text: str = ""


class PreventDamage(Node):
    """'Prevent all damage that would be dealt to/by [affected]' (615.1a): a prevention effect.
    `to_this`/`by_this` for this permanent; `affected` a filter of permanents it protects."""

    to_this: bool = False
    by_this: bool = False
    affected: Filter | None = None
    combat_only: bool = False
    text: str = ""


Ability = (
    ActivatedAbility | TriggeredAbility | EntersWithCounters | Static | StaticEffect | EntersTapped
    | EntersAsCopy | ReplaceDies | PreventDamage | Enchant
)


class SpellAbility(Node):
    """What an instant or sorcery does as it resolves (608.2), with its targets, modes and the
    additional costs it offers (kicker, 702.33)."""

    effect: Effect | None = None
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    mode_count: int = 1
    kicker: str | None = None
    alternatives: tuple[AlternativeCost, ...] = ()
    extra_target_cost: str | None = None  # Fireball: costs this much more per target beyond the first


class CardFace(Node):
    """The printed characteristics of one face (109.3, 200.1) and its abilities."""

    name: str
    types: tuple[str, ...]
    mana_cost: str | None = None
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[str, ...] | None = None  # None: from the mana cost (202.2); a token's are given
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    text: str = ""
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    spell: SpellAbility | None = None


class CardDef(Node):
    """A card: its name, layout and faces (one for a normal card)."""

    name: str
    faces: tuple[CardFace, ...]
    layout: str = "normal"
