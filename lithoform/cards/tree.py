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
    not_colors: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()  # 'with flying': has every one of these
    not_keywords: tuple[str, ...] = ()
    power_at_least: int | None = None
    power_at_most: int | None = None
    toughness_at_least: int | None = None
    toughness_at_most: int | None = None
    mana_value_at_least: int | None = None
    mana_value_at_most: int | None = None
    tapped: bool | None = None
    counter: str | None = None  # 'with a +1/+1 counter on it' (122.1)
    attacking: bool | None = None  # 'attacking creatures' (506.4, 508.1k)
    targets_source: bool = False  # 'a spell that targets ~': a spell with the source among its targets (115.1)
    blocking: bool | None = None  # 'blocking creature' (509.1g)
    in_combat: bool = False  # 'attacking or blocking creature' (506.4)


class TargetSpec(Node):
    """One target requirement of a spell or ability (115.1): a word of the text that says 'target'."""

    kind: str  # "any", "creature", "player", "opponent", "permanent", "spell", "ability", "card"
    filter: Filter | None = None
    min: int = 1
    max: int = 1
    zone: str = "battlefield"  # for kind "card": the zone the card is in
    distinct: bool = False  # 'another target ...' after a target: not an object chosen for an earlier one (115.3)
    controlled_by: str | None = None  # "trigger_player": 'that player controls', the trigger event's player


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


class Linked(Node):
    """The objects a linked ability recorded for this object (607.2a: 'the exiled card'): every object the
    first ability (and its copies) exiled for the same source."""

    key: str = "exiled"


class Equipped(Node):
    """'equipped creature': the creature the source is attached to, or was most recently attached to if the
    source has left the battlefield (its last known information, 608.2h)."""


Ref = This | Target | Created | Triggering | You | EachOpponent | TargetController | Linked | Equipped


# --- amounts --------------------------------------------------------------------------------------------


class XValue(Node):
    """The value chosen for X (107.3)."""


class SacrificedManaValue(Node):
    """The mana value of what was sacrificed to pay the cost, from its last known information (608.2h)."""


class CountersRemoved(Node):
    pass


class LinkedManaValue(Node):
    """The total mana value of the linked objects (the sum when there are several, Soul Foundry ruling)."""

    key: str = "exiled"


Amount = int | XValue | SacrificedManaValue | CountersRemoved | LinkedManaValue


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


# Combat restrictions (509.1a-b) an object has as it has a keyword: in its keywords (lower case), from a
# printed `Static` or from AddAbilities; combat.can_block reads them.
CANT_BLOCK = "can't block"
CANT_BE_BLOCKED = "can't be blocked"


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


class PTFromCount(Node):
    """Layer 7a: a characteristic-defining ability (604.3): 'power and toughness are each equal to the
    number of [filter] you control'."""

    filter: Filter


Part = (
    GainControl | AddTypes | RemoveTypes | SetColors | AddAbilities | LoseAllAbilities | LoseKeywords
    | SetBasePT | BasePTFromManaValue | PTBoost | SwitchPT | PTFromCount
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
    power: Amount | None = None  # an amount other than a number is counted as the token is created
    toughness: Amount | None = None
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()  # quoted abilities: 'with "This creature can't block"'


class CreateToken(Node):
    token: TokenSpec
    count: Amount = 1
    then: tuple[Effect, ...] = ()  # effects that refer to the new tokens as Created()
    tapped: bool = False
    attacking: bool = False  # 'tapped and attacking' (508.4)


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
    regenerable: bool = True  # False: 'It can't be regenerated.' (701.19c)


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
    """'Put N [kind] counters on ...' (122.1); `divided`: distributed among the targets as announced
    (601.2d), each getting at least one."""

    kind: str
    amount: Amount
    what: Ref
    divided: bool = False


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


class CopyStackObject(Node):
    """'Copy target [spell or ability]. You may choose new targets for the copy.' (707.10): the copy goes
    on the stack with the original's choices; it is neither cast nor activated."""

    what: Ref = Target(0)
    new_targets: bool = True


class ExileLinked(Node):
    """'Exile [object]', recording the exiled cards for the linked ability of the source (607.2a)."""

    what: Ref
    key: str = "exiled"


class ExileFromHand(Node):
    """'[player] reveals their hand and you choose a [filter] card from it. Exile that card.' or 'you may
    exile a [filter] card from your hand' (Imprint): a card chosen on resolution, exiled and linked."""

    who: Ref
    filter: Filter | None = None
    chooser: str = "you"
    reveal: bool = True
    optional: bool = False
    key: str = "exiled"


class ReturnLinked(Node):
    """'Return the exiled card to its owner's hand / to the battlefield under its owner's control'
    (607.2a): every card linked to this source returns; 400.7: each returns as a new object."""

    key: str = "exiled"
    to: str = "hand"


class PayOptional(Node):
    """'You may pay {2}. If you do, [effect].' (a cost paid on resolution, 608.2d; 118.12)."""

    mana: str
    then: Effect


class PayAnyAmount(Node):
    """'You may pay any amount of {R}. When you do, [reflexive trigger]' (603.12): the amount paid is the
    reflexive ability's X."""

    mana_type: str
    then: TriggeredAbility


class SkipNextStep(Node):
    """'[player] skips their next [step]' (614.1b, 614.10): a replacement effect on that step."""

    step: str
    who: Ref = You()


class PreventNextDamage(Node):
    """'Prevent the next N damage that would be dealt to [target] this turn' (615.7): a shield."""

    amount: int
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
    | CopyStackObject
    | ExileLinked
    | ExileFromHand
    | ReturnLinked
    | PayOptional
    | PayAnyAmount
    | SkipNextStep
    | PreventNextDamage
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
    discard_filter: Filter | None = None  # 'Discard a legendary card': which cards may be discarded
    pay_life: int = 0
    x_is: Amount | None = None  # X defined by the card rather than chosen (Soul Foundry)
    loyalty: int | None = None  # a loyalty ability's [+N] / [-N] (606.4)
    tap_others: tuple[TapCost, ...] = ()  # 'Tap two untapped Spirits you control'


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
    """A trigger condition (603.1). `event`: enters, dies, leaves, cast, step, attacks, attack_with, blocks,
    becomes_blocked, combat_damage, draw, gain_life, sacrifice, dealt_damage, noncombat_damage_opponent.
    `this`: only this object's own event; `filter`: which objects' events; `step`: for 'at the beginning
    of'; `whose`: 'your' or 'each' step."""

    event: str
    this: bool = False
    filter: Filter | None = None
    step: str | None = None
    whose: str = "your"
    to_player: bool = False  # "deals combat damage to a player"
    equipped: bool = False  # 'equipped creature' is the subject rather than this object
    nth: int = 0  # 'whenever you draw your second card each turn': only the nth such event this turn
    min_attackers: int = 0  # 'whenever ~ and at least two other creatures attack': at least this many attack
    batch: bool = False  # 'whenever one or more ... deal combat damage to a player': once per player (603.2c)
    state: Condition | None = None  # event "state": the game state a state trigger waits for (603.8)
    not_from: str | None = None  # 'casts a spell from anywhere other than their hand' (601.2a)
    counter_kind: str | None = None  # 'whenever one or more +1/+1 counters are put on ...' (122.6)
    to_planeswalker: bool = False  # 'deals (combat) damage to a (player or) planeswalker'


# --- abilities and faces --------------------------------------------------------------------------------------


class ActivatedAbility(Node):
    """'[Cost]: [Effect].' (602). A mana ability (605.1a) when it makes mana, has no target and is not
    a loyalty ability: `mana` is set by the definition and checked by a test against that rule."""

    cost: Cost
    effect: Effect | None = None  # None for a modal ability: the modes hold the effects (700.2)
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    mode_count: int = 1
    mana: bool = False
    zone: str = "battlefield"  # where the object must be to activate it (hand: cycling)
    sorcery_speed: bool = False
    keyword: str | None = None
    text: str = ""
    condition: Condition | None = None  # 'Activate only if ...' (602.5b)
    # 'This ability costs {1} less to activate for each Shrine you control' (602.2b, 601.2f)
    reduction: str | None = None
    reduction_per: Amount | None = None
    once_each_turn: bool = False  # 'Activate only once each turn.' (602.5b; activation_limits.py)


class TriggeredAbility(Node):
    """'When/Whenever/At ..., [effect].' (603). `condition`: an intervening 'if' clause (603.4)."""

    trigger: Trigger
    effect: Effect | None = None
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    mode_count: int = 1
    condition: Condition | None = None
    keyword: str | None = None
    text: str = ""
    zone: str = "battlefield"  # where its object must be for it to trigger (113.6m: 'graveyard')


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
    condition: Condition | None = None  # 'as long as ...' (611.3a): the effect exists only while it holds


class SpellCostModifier(Node):
    """'Noncreature spells cost {1} more to cast', 'Creature spells with flying you cast cost {1} less to
    cast' (601.2f, 118.7): a static ability that changes the total cost of the spells `filter` matches."""

    filter: Filter
    mana: str
    less: bool = False
    text: str = ""
    targeting_this: bool = False  # 'spells your opponents cast that target ~' (601.2c before 601.2f)


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


class KeepManaType(Node):
    """'You don't lose unspent [color] mana as steps and phases end' (an exception to 106.4)."""

    types: tuple[str, ...]
    text: str = ""


class ExtraEnterTriggers(Node):
    """Panharmonicon: 'If [filter] entering the battlefield causes a triggered ability of a permanent you
    control to trigger, that ability triggers an additional time.' (603.2d)"""

    filter: Filter
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
    to_you: bool = False  # 'If a source would deal damage to you, prevent that damage' (Nine Lives)
    counter: str | None = None  # '... and put a [kind] counter on ~' (615.5: an additional effect)
    everything: bool = False  # all damage, to and by anything (Fog)


Ability = (
    ActivatedAbility | TriggeredAbility | EntersWithCounters | Static | StaticEffect | EntersTapped
    | EntersAsCopy | ReplaceDies | PreventDamage | Enchant | KeepManaType | ExtraEnterTriggers
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
    additional_cost: Cost | None = None  # 'As an additional cost to cast this spell, ...' (601.2f)
    reduction: str | None = None  # 'This spell costs {2}{U} less to cast if ...' (601.2f, 118.7)
    reduction_if: Condition | None = None
    # 'You can't choose an untapped creature as this spell's target as you cast it': objects this filter
    # matches can't be chosen as its targets as it's cast (601.2c), a restriction of casting only
    cast_target_not: Filter | None = None
    reduction_per: Amount | None = None  # 'costs {X} less to cast, where X is ...': `reduction` that many times


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


# --- nodes added for the Oracle compiler ---------------------------------------------------------------------
# The unions above are extended at the end of this section by reassignment; msgspec resolves the string
# annotations lazily, so fields typed `Effect`, `Ref`, `Amount`, `Condition` accept these nodes too.


class Each(Node):
    """'each creature', 'creatures you control', 'all artifacts': every permanent on the battlefield that
    matches `filter` as the effect applies (109.2; locked in by 611.2c for continuous effects)."""

    filter: Filter = Filter()


class EachPlayer(Node):
    """'each player': every player still in the game (102.1, 800.4a)."""


class TriggeringController(Node):
    """'that player', 'its controller' for the object that caused the trigger event (603.2)."""


class CountOf(Node):
    """'for each [filter] you control', 'equal to the number of [filter]': how many permanents match now,
    times `multiplier` (107.1)."""

    filter: Filter = Filter()
    multiplier: int = 1


class PowerOf(Node):
    """'damage equal to its power': the power of the object, or its last known power (608.2h)."""

    what: Ref = This()


class CreatureDiedThisTurn(Node):
    """'if a creature died this turn' (700.4: dies means put into a graveyard from the battlefield)."""


class GainedLifeThisTurn(Node):
    """'if you gained N or more life this turn' (119.3)."""

    amount: int = 1


class Exile(Node):
    """701.13a: move the objects to the exile zone."""

    what: Ref


class ReturnToHand(Node):
    """'Return [object] to its owner's hand': a zone change to the owner's hand (400.3, 400.7)."""

    what: Ref


class ReturnToBattlefield(Node):
    """'Return target creature card from your graveyard to the battlefield': the card enters under the
    control of the effect's controller (110.2a), tapped if `tapped`."""

    what: Ref
    tapped: bool = False


class PutOnLibrary(Node):
    """'Put [object] on top of / on the bottom of its owner's library' (401.4, 400.3)."""

    what: Ref
    position: str = "top"  # "top" or "bottom"


class Scry(Node):
    """701.22a: look at the top N cards, put any number on the bottom and the rest on top in any order."""

    amount: Amount
    who: Ref = You()


class Surveil(Node):
    """701.25a: look at the top N cards, put any number into the graveyard and the rest on top."""

    amount: Amount
    who: Ref = You()


class Mill(Node):
    """701.17a: the player puts that many cards from the top of their library into their graveyard."""

    amount: Amount
    who: Ref = You()


class SearchLibrary(Node):
    """701.23a: search your library for up to `count` cards matching `filter`, put them into `to`
    ('hand' or 'battlefield', tapped if `tapped`), revealing them if `reveal` (701.20a); then shuffle
    (701.24a). 701.23b: a search for cards with a stated quality may fail to find any."""

    filter: Filter = Filter()
    count: int = 1
    to: str = "hand"
    tapped: bool = False
    reveal: bool = False
    split: bool = False  # Cultivate: one found card onto the battlefield tapped, the other into the hand


class Fight(Node):
    """701.14a: each of the two creatures deals damage equal to its power to the other."""

    first: Ref
    second: Ref


class SacrificeChosen(Node):
    """'Each opponent sacrifices a creature' (701.21a): each player `who` stands for chooses `count`
    permanents matching `filter` that they control and sacrifices them."""

    who: Ref
    filter: Filter = Filter()
    count: int = 1


class CounterUnlessPays(Node):
    """'Counter [object] unless its controller pays [mana]' (701.6a, 118.12): the controller of the spell
    or ability chooses whether to pay as this resolves."""

    what: Ref
    mana: str


class Found(Node):
    """'that card', 'that land' after a search: the cards the search earlier in this effect put somewhere
    (701.23a), as the new objects they became there (400.7)."""


class AttachedTo(Node):
    """'all Equipment attached to that creature': the permanents matching `filter` attached to the objects
    `what` stands for (301.5, 303.4)."""

    what: Ref
    filter: Filter = Filter()


class ManaValueOf(Node):
    """'that creature's mana value' (202.3): from its last known information once it has left (608.2h)."""

    what: Ref = This()


class CardsInGraveyard(Node):
    """'the number of creature cards in their graveyard', 'cards named ~ in your graveyard': cards in the
    graveyards of the players `who` stands for that match `filter` (and have this object's name if
    `named_this`, 201.2)."""

    filter: Filter = Filter()
    who: Ref = You()
    named_this: bool = False
    multiplier: int = 1


class DiedThisTurn(Node):
    """'the number of creatures that died under your control this turn' (700.4): creatures put into a
    graveyard from the battlefield this turn, as they last existed (`controller`: 'you' or None)."""

    controller: str | None = None
    token: bool | None = None  # 'nontoken creature' (111.1): as the creature last existed
    multiplier: int = 1  # 'N for each creature that died this turn'


class RefMatches(Node):
    """'if it was a creature card': whether the object `what` stands for matches `filter`, from its last
    known information if it has left its zone (608.2h)."""

    what: Ref
    filter: Filter


class BouncedThisTurn(Node):
    """'if a permanent was put into your hand from the battlefield this turn' (400.7: a zone change)."""


class ControlsSameName(Node):
    """'if you control two or more [filter] permanents with the same name as one another' (201.2)."""

    filter: Filter = Filter()
    count: int = 2


class NthSpellThisTurn(Node):
    """'Whenever you cast your first instant or sorcery spell each turn', 'their second spell each turn':
    the triggering spell is the `n`th spell matching `filter` its controller cast this turn (601.2i). Stable
    from the trigger to the resolution, so it serves as the trigger condition."""

    n: int = 1
    filter: Filter = Filter()


class SourceOnBattlefield(Node):
    """Whether the source is still on the battlefield: 'exile [it] until ~ leaves the battlefield' does
    nothing if ~ has already left (610.3c)."""


class MayThen(Node):
    """'You may [effect]. If you do, [then].' (608.2c): `then` happens only if the player chose to and the
    effect did something (a sacrifice of nothing, a draw from an empty library... don't count)."""

    effect: Effect
    then: Effect


class CreateTokenFor(Node):
    """'Its controller creates a 4/4 white Angel creature token with flying' (111.2): tokens created under
    the control of the players `who` stands for."""

    token: TokenSpec
    who: Ref
    count: Amount = 1


class SearchNamed(Node):
    """'You may search your library and/or graveyard for a card named X, reveal it, and put it into your
    hand. If you search your library this way, shuffle.' (701.23a, 701.24a)."""

    name: str


class FlipCoin(Node):
    """705.1: flip a coin; `win` happens if its controller wins the flip, `lose` otherwise."""

    win: Effect | None = None
    lose: Effect | None = None


class RevealTop(Node):
    """'Reveal the top card of your library. If it's a creature or land card, [then].' (701.20a)."""

    filter: Filter
    then: Effect


class LookAndSplit(Node):
    """'Look at the top N cards of your library. Put one of them into your hand and the rest into your
    graveyard / on the bottom of your library' (`rest`: 'graveyard' or 'bottom')."""

    count: int
    rest: str = "graveyard"


class ExileGraveyard(Node):
    """'Exile target player's graveyard' (406.2): every card in the graveyards of the players."""

    who: Ref


class RemoveCounters(Node):
    """'Remove two loyalty counters from each planeswalker' (122.8): as many as there are, up to `amount`."""

    kind: str
    amount: Amount
    what: Ref


class DoubleCounters(Node):
    """'Double the number of +1/+1 counters on that creature' (701.10e): put that many more on it."""

    kind: str
    what: Ref


class UntapChosen(Node):
    """'Untap up to four lands': the controller chooses up to `count` permanents matching `filter`."""

    filter: Filter
    count: int


class ModifyPTBy(Node):
    """'gets +X/+X until end of turn' (611.2, layer 7c) with amounts counted as it resolves (608.2h): the
    numbers are locked in then (611.2c)."""

    power: Amount
    toughness: Amount
    what: Ref
    double_power: bool = False  # 'double the power of': +N/+0 where N is its power (701.10b)


class PutCountersChosen(Node):
    """'Put a loyalty counter on a Liliana planeswalker you control' (122.1): the controller chooses one of
    the permanents matching `filter` they control as it resolves (not a target)."""

    kind: str
    amount: Amount
    filter: Filter


class AddManaOneColor(Node):
    """'Add X mana of any one color' (106.1b): the player chooses one color for all of it."""

    amount: Amount


class CreatePredefinedToken(Node):
    """'Create a Treasure token' (111.10): a token whose characteristics the rules define (the faces are in
    cards/oracle/tokens.py), under the control of the players `who` stands for (111.2)."""

    kind: str
    count: Amount = 1
    who: Ref = You()


class UnlessPays(Node):
    """'Sacrifice ~ unless you pay {2}' (118.12): the controller chooses whether to pay as this resolves;
    `otherwise` happens if they don't (or can't)."""

    mana: str
    otherwise: Effect


class OpponentGraveyardAtLeast(Node):
    """'as long as an opponent has N or more cards in their graveyard' (404.1)."""

    count: int


class CastThisTurn(Node):
    """'if you've cast an instant or sorcery spell this turn' (601.2i)."""

    filter: Filter = Filter()


class DrewThisTurn(Node):
    """'as long as you've drawn N or more cards this turn' (121.1)."""

    count: int


class SourceHasCounter(Node):
    """'as long as it has a [kind] counter on it' (122.1)."""

    kind: str


class CountersOn(Node):
    """'for each soul counter on ~' (122.1): how many counters of a kind are on the object, times
    `multiplier`."""

    kind: str
    what: Ref = This()
    multiplier: int = 1


class GreatestPower(Node):
    """'the greatest power among creature cards in your graveyard' (0 when there are none)."""

    filter: Filter = Filter()
    who: Ref = You()


Ref = Ref | Each | EachPlayer | TriggeringController | Found | AttachedTo
Amount = Amount | CountOf | PowerOf | ManaValueOf | CardsInGraveyard | DiedThisTurn | CountersOn | GreatestPower


class PTBoostBy(Node):
    """Layer 7c: a static ability's '+1/+1 for each soul counter on ~' or '+X/+0, where X is ...': amounts
    counted again whenever the characteristics are (611.3a)."""

    power: Amount
    toughness: Amount


Part = Part | PTBoostBy
Condition = (
    Condition | CreatureDiedThisTurn | GainedLifeThisTurn | RefMatches | BouncedThisTurn | ControlsSameName
    | NthSpellThisTurn | SourceOnBattlefield | OpponentGraveyardAtLeast | DrewThisTurn | SourceHasCounter
    | CastThisTurn
)
Effect = (
    Effect | Exile | ReturnToHand | ReturnToBattlefield | PutOnLibrary | Scry | Surveil | Mill | SearchLibrary
    | Fight | SacrificeChosen | CounterUnlessPays | MayThen | CreateTokenFor | SearchNamed | FlipCoin | RevealTop
    | LookAndSplit | ExileGraveyard | RemoveCounters | DoubleCounters | UntapChosen | ModifyPTBy
    | PutCountersChosen | AddManaOneColor | UnlessPays | CreatePredefinedToken
)


class ChooseOne(Node):
    """'gains your choice of deathtouch or lifelink': the controller chooses one of the effects as the
    spell or ability resolves (608.2d); `labels` name them in the question."""

    options: tuple[Effect, ...]
    labels: tuple[str, ...]


class ReturnChosenCard(Node):
    """'return an instant or sorcery card from your graveyard to your hand': cards chosen as it resolves
    (not targeted, 115.10), up to `count` of them, from the controller's graveyard."""

    filter: Filter
    count: int = 1
    to: str = "hand"
    up_to: bool = False


class SetBasePTBy(Node):
    """'Until end of turn, creatures you control have base power and toughness X/X' (layer 7b, 613.4b): the
    amounts are counted as it resolves and the affected set is locked in (611.2c)."""

    power: Amount
    toughness: Amount
    what: Ref


class CardsInHand(Node):
    """'the number of cards in your hand' (402): the cards in the controller's hand that match."""

    filter: Filter = Filter()
    multiplier: int = 1


class LibrarySize(Node):
    """'the number of cards in their library' (401)."""

    who: Ref


class LifeTotal(Node):
    """'their life' (119): a player's life total."""

    who: Ref


class Half(Node):
    """'half ...' (107.1a): rounded up or down as the text says (`up`: None while the text hasn't said)."""

    amount: Amount
    up: bool | None = None


class AdditionalLandPlays(Node):
    """'You may play two additional lands on each of your turns' (305.2): a static ability of a permanent
    that raises the number of lands its controller can play this turn."""

    count: int
    text: str = ""


class LifeAboveStart(Node):
    """'if you have at least 7 life more than your starting life total' (103.4: 20 in a two-player game)."""

    amount: int


class RegenerationShield(Node):
    """The replacement a regeneration effect makes (701.19a): kept as a 'this turn' effect on the permanent."""


class Regenerate(Node):
    """'Regenerate ~' (701.19a): a shield for the next time the permanent would be destroyed this turn."""

    what: Ref


class LookAtTop(Node):
    """'Look at the top N cards of your library. Put K of them into your hand and the rest on the bottom of
    your library in any order' / 'You may reveal a creature card from among them and put it into your hand'
    (a private look; 701.20a: revealing). `rest`: 'bottom_any', 'bottom_random' or 'graveyard'."""

    count: Amount
    take: int = 1
    filter: Filter | None = None
    optional: bool = False
    reveal: bool = False
    rest: str = "bottom_any"


Effect = Effect | LookAtTop


class ActivationBan(Node):
    """'Its activated abilities can't be activated [unless they're mana abilities]' of the permanent this
    Aura or Equipment is attached to (`attached`: 'enchanted' or 'equipped', 602.5)."""

    attached: str
    except_mana: bool = False
    text: str = ""


Ability = Ability | ActivationBan


class TotalPower(Node):
    """'the total power of creatures you control': the sum of their powers now; a negative power subtracts
    from the others (the Volcanic Salvo ruling)."""

    filter: Filter = Filter()


Amount = Amount | TotalPower


class NoncombatDamageToOpponents(Node):
    """'the total amount of noncombat damage dealt to your opponents this turn' (120.2b), from the turn's
    record of damage events."""


Amount = Amount | NoncombatDamageToOpponents
Condition = Condition | LifeAboveStart
Ability = Ability | AdditionalLandPlays
Amount = Amount | CardsInHand | LibrarySize | LifeTotal | Half
Effect = Effect | ChooseOne | ReturnChosenCard | SetBasePTBy | Regenerate


# --- Sanctum of All: triggering additional times (603.2d); searching library and/or graveyard (701.23) ----


class ExtraTriggers(Node):
    """'If an ability of [source] triggers while [condition], that ability triggers an additional time.'
    (603.2d): one more instance of each triggered ability the source has (not delayed or reflexive ones),
    while the condition holds for this permanent's controller (additional_triggers.py)."""

    source: Filter
    condition: Condition | None = None
    text: str = ""


class SearchLibraryAndGraveyard(Node):
    """'Search your library and/or graveyard for a [filter] card and put it onto the battlefield. If you
    search your library this way, shuffle.' (701.23a, 701.24a): the player chooses the zones searched."""

    filter: Filter | None = None


Effect = Effect | SearchLibraryAndGraveyard
Ability = Ability | ExtraTriggers


# --- protection (702.16) -----------------------------------------------------------------------------------


class GainProtectionChosenColor(Node):
    """'[It] gains protection from the color of your choice until end of turn' (702.16, 613.1f): the color
    is chosen as the spell or ability resolves (608.2d), then a layer 6 effect grants the protection."""

    what: Ref
    until: str = "end_of_turn"


Effect = Effect | GainProtectionChosenColor


# --- replacement and prevention effects (614-616) ---------------------------------------------------------------


class ExtraCounters(Node):
    """'If one or more [kind] counters would be put on [affected], that many plus N (twice that many) [kind]
    counters are put on it instead' (614.1a, 122.6: also counters it enters with). `affected` is read from
    the point of view of this ability's controller."""

    kind: str
    affected: Filter
    plus: int = 0
    times: int = 1
    text: str = ""


class DrawInstead(Node):
    """'If you would draw a card [except the first one you draw in each of your draw steps], draw N cards
    instead' (614.11, 121.6)."""

    count: int = 2
    except_first_in_draw_step: bool = False
    text: str = ""


class ScaleDamage(Node):
    """'If a source you control would deal damage to a permanent or player, it deals double (triple) that
    damage to that permanent or player instead' (614.1a)."""

    factor: int
    source: Filter = Filter(controller="you")
    text: str = ""


class ReplaceEntering(Node):
    """'If a nontoken creature would enter and it wasn't cast, exile it instead' (614.1a, 614.12: read from
    the permanent as it would exist on the battlefield)."""

    affected: Filter
    not_cast: bool = True
    to: str = "exile"
    text: str = ""


class CountersOnThisAtLeast(Node):
    """'there are nine or more [kind] counters on ~' (122.1): a state trigger's condition (603.8)."""

    kind: str
    count: int


class ReplaceDiesThisTurn(Node):
    """'If that creature would die this turn, exile it instead': a replacement effect created by a resolving
    spell (614.1a, 611.2a), for the objects `what` stands for as it resolves (400.7: not a later object)."""

    what: Ref
    to: str = "exile"


class PreventDamageThisTurn(Node):
    """'Prevent all (combat) damage that would be dealt this turn to [affected]' (615.1a): a prevention
    effect created by a resolving ability; `affected` is read as damage would be dealt (615.1)."""

    affected: Filter | None  # None: all damage ('Prevent all combat damage that would be dealt this turn.')
    combat_only: bool = False


class LoseGame(Node):
    """'You lose the game' (104.3e)."""

    who: Ref = You()


class FromYourGraveyard(Node):
    """'if it entered from your graveyard or you cast it from your graveyard': the source (its last known
    information once it has left, 608.2h) entered the battlefield from, or was cast (601.2a) from, the
    graveyard of the ability's controller."""


class DoThen(Node):
    """'Exile it. If you do, [then].' (608.2c): `then` happens only if `effect` did something (an object
    that has left the zone it was expected in can't be exiled: Archfiend's Vessel ruling)."""

    effect: Effect
    then: Effect


Ability = Ability | ExtraCounters | DrawInstead | ScaleDamage | ReplaceEntering
Condition = Condition | CountersOnThisAtLeast | FromYourGraveyard
Effect = Effect | ReplaceDiesThisTurn | PreventDamageThisTurn | LoseGame | DoThen


# --- untapping, phasing, extra turns and ending the turn (502.3, 702.26, 500.7, 724) ---------------------------------
# Parts of continuous effects that change rules rather than characteristics: they belong to no layer (613.1)
# and the layer system passes over them; untap.py and phasing.py read them.


class DoesntUntap(Node):
    """'[It] doesn't untap during its controller's untap step' (502.3): static, or one-shot for 'their
    controller's next untap step' (a ContinuousEffect whose duration is `until="next_untap"`)."""


class CantPhaseIn(Node):
    """'[They] can't phase in' (702.26a): the affected phased-out permanents stay phased out."""


class PhaseOut(Node):
    """702.26b: the objects phase out (and what is attached to them, indirectly: 702.26g). `locked`: 'until
    the end of your next turn, they can't phase in'."""

    what: Ref
    locked: bool = False


class TakeExtraTurns(Node):
    """500.7: '[player] takes N extra turns after this one'."""

    count: int = 1
    who: Ref = You()


class EndTheTurn(Node):
    """724.1: 'End the turn.'"""


class YourTurn(Node):
    """'as long as it's your turn' (500): the controller is the active player."""


class EachControlledBy(Node):
    """'each creature target opponent controls': every permanent matching `filter` controlled by the players
    `who` stands for (109.2, 109.4)."""

    filter: Filter
    who: Ref


# 606.3's exception: 'You may activate loyalty abilities of ~ on any player's turn any time you could cast an
# instant' (a static ability legal.py reads by name).
LOYALTY_AT_INSTANT_SPEED = "loyalty abilities at instant speed"

Part = Part | DoesntUntap | CantPhaseIn
Condition = Condition | YourTurn
Effect = Effect | PhaseOut | TakeExtraTurns | EndTheTurn
Ref = Ref | EachControlledBy


# --- combat requirements and restrictions, combat triggers (combatreq) -----------------------------------------


class CombatRule(Node):
    """A requirement or restriction on attacking or blocking (508.1c-d, 509.1b-c), read by combat_rules.py
    as attackers and blockers are declared (not a layer effect: it changes what declarations are legal).
    `rule`: 'attacks_each_combat' (a requirement, 508.1d), 'must_be_blocked' (a requirement, 509.1c),
    'cant_attack' (a restriction, 508.1c), 'can_block_only' (a restriction, 509.1b: only attackers matching
    `filter`), 'attacks_despite_defender' ('can attack as though it didn't have defender', 702.3b).
    Applies to this object, or to the object it is attached to (`attached`), or to the permanents `affected`
    describes; only while `condition` holds (or, with `unless`, while it doesn't)."""

    rule: str
    affected: Filter | None = None
    attached: str | None = None
    filter: Filter | None = None
    condition: Condition | None = None
    unless: bool = False
    text: str = ""
    # 'blocked_only_by' (509.1b; keywords): '~ can't be blocked except by A and/or B': a blocker matching
    # any of these may block (in place of `filter`)
    any_of: tuple[Filter, ...] = ()


class TapCost(Node):
    """'Tap two untapped Spirits you control' (118.3, 602.2b): `count` untapped permanents matching `filter`
    chosen as the cost is paid (601.2h); 302.6 doesn't stop a creature tapped this way."""

    filter: Filter = Filter()
    count: int = 1


class DelayedEventTrigger(Node):
    """'Whenever a creature attacks this turn, [effect]' (603.7): a delayed triggered ability created on
    resolution that triggers on `trigger`'s event until the turn ends (514.2)."""

    trigger: Trigger
    effect: Effect


class LookRevealToHand(Node):
    """'Look at that many cards from the top of your library. You may reveal a creature card or Garruk
    planeswalker card from among them and put it into your hand. Put the rest on the bottom of your library
    in a random order.' (a private look; 701.20a: revealing): a card matching any of `filters` may go to the
    hand."""

    amount: Amount
    filters: tuple[Filter, ...]
    rest: str = "bottom_random"


class AttackingYouAtLeast(Node):
    """'if two or more of those creatures are attacking you and/or planeswalkers you control' (506.3, 508.1b):
    counts the declared attackers attacking the ability's controller or a planeswalker they control, as each
    last existed on the battlefield if it has left (the Mangara ruling)."""

    count: int = 2


Effect = Effect | DelayedEventTrigger | LookRevealToHand
Condition = Condition | AttackingYouAtLeast
Ability = Ability | CombatRule


# --- emblems (114) and the M21 planeswalkers' other parts (m21rest) -------------------------------------------


class GetEmblem(Node):
    """114.2: 'you get an emblem with [ability]': an emblem in the command zone, owned and controlled by the
    effect's controller, with those abilities (114.4: they function there)."""

    abilities: tuple[Ability, ...]


class OpponentControlsMore(Node):
    """'if an opponent controls more creatures than you': some opponent controls more permanents matching
    `filter` than the ability's controller does."""

    filter: Filter


class Negated(Node):
    """'-X' of a P/T change ('gets -X/-X, where X is ...'): the amount, negated."""

    amount: Amount


class DiscardOrLoseLife(Node):
    """'Each player discards a card. Each opponent who can't loses 3 life.': an opponent who couldn't discard
    (no card to discard as the discard happens) loses `life` (ruling: a player with a card in hand can't
    choose to lose the life instead)."""

    discard: Discard
    life: Amount


class PutOntoBattlefield(Node):
    """'put target creature card from a graveyard onto the battlefield under your control': under the
    effect's controller's control (110.2a); later parts of the effect ('It gains haste') find the permanent
    it became (400.7j) as `Created`."""

    what: Ref


Effect = Effect | GetEmblem | DiscardOrLoseLife | PutOntoBattlefield
Condition = Condition | OpponentControlsMore
Amount = Amount | Negated


# --- echo (keywords) ------------------------------------------------------------------------------------------


class ControlledSinceLastUpkeep(Node):
    """702.30a: 'if this permanent came under your control since the beginning of your last upkeep' (an
    intervening 'if', 603.4; read by echo.py)."""


Condition = Condition | ControlledSinceLastUpkeep


# --- cumulative upkeep (keywords) -----------------------------------------------------------------------------


class CumulativeUpkeep(Node):
    """702.24a's effect: 'put an age counter on this permanent. Then you may pay [mana] for each age counter
    on it. If you don't, sacrifice it.' (cumulative_upkeep.py)"""

    mana: str


Effect = Effect | CumulativeUpkeep


# --- double-faced cards (712, 701.27 transform) -----------------------------------------------------------------


class TransformObject(Node):
    """'Transform ~' (701.27a): the permanent turns over so that its other face is up; the same object
    (712.18). Nothing happens to a permanent that isn't a double-faced card (701.27c)."""

    what: Ref = This()


class SpellsCastLastTurn(Node):
    """'if no spells were cast last turn' (`most` 0) / 'if a player cast two or more spells last turn'
    (`least` 2, `single_player`): the spells cast during the previous turn (601.2i)."""

    least: int = 0
    most: int | None = None
    single_player: bool = False


Effect = Effect | TransformObject
Condition = Condition | SpellsCastLastTurn


# --- casting spells and playing lands from other zones (601.3, 305.1), flashback (702.34) ------------------


class CastFromGraveyard(Node):
    """'You may cast this card from your graveyard by paying [cost] rather than paying its mana cost'
    (flashback, 702.34a: `keyword` "Flashback", instant and sorcery spells only, exiled whenever it would
    leave the stack) or '... by paying [cost] in addition to paying its other costs' (Demonic Embrace):
    a static ability that functions in the graveyard (113.6m) and permits casting from it (601.3).
    `alternative`: the cost paid rather than the mana cost (118.9); `additional`: costs added (601.2f)."""

    alternative: Cost | None = None
    additional: Cost | None = None
    keyword: str = ""
    text: str = ""


class PlayFromLibraryTop(Node):
    """'You may play lands / cast [filter] spells from the top of your library' (601.3, 305.1): a static
    ability of a permanent that lets its controller play the top card of their library. `lands`: playing a
    land (305.1, still one of the land plays, 305.2); `spells`: casting spells matching `filter`. `look`:
    the controller may look at that card any time (401.5); `reveal`: it's revealed to every player."""

    lands: bool = False
    spells: Filter | None = None
    look: bool = False
    reveal: bool = False
    text: str = ""


Ability = Ability | CastFromGraveyard | PlayFromLibraryTop


class ExileTopMayPlay(Node):
    """'Exile the top card of your library. You may play that card until you exile another card with ~.'
    (Furious Rise; 601.3, 305.1): the card is linked to the source (607.2a) under `key` and the controller
    may play it while it stays exiled, until the source exiles another card this way (exile_to_play.py)."""


Effect = Effect | ExileTopMayPlay


class CardsInYourGraveyard(Node):
    """'all creature cards with mana value 3 or less from your graveyard': every card in the controller's
    graveyard matching `filter` as the effect applies (a reference, exile_to_play.py)."""

    filter: Filter = Filter()


class MayCastLinkedFree(Node):
    """'Until end of turn, you may cast a [filter] spell from among cards exiled with ~ without paying its
    mana cost.' (Idol of Endurance; 601.3, 118.9): one spell, this turn, from the cards linked to the source
    under `key` (607.2a), for the alternative cost of no mana (exile_to_play.py)."""

    filter: Filter = Filter()
    key: str = "exiled"


Effect = Effect | MayCastLinkedFree
Ref = Ref | CardsInYourGraveyard
