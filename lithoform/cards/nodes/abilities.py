"""Triggers (603.1), modes (700.2), activated (602) and triggered (603) abilities, spell abilities (608.2),
and the card faces (109.3, 200.1) and definitions they make up."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, Node
from lithoform.cards.nodes.costs import AlternativeCost, Cost
from lithoform.cards.nodes.refs import Filter, TargetSpec


class Mode(Node):
    """One mode of a modal spell or ability (700.2)."""

    effect: unions.Effect
    targets: tuple[TargetSpec, ...] = ()
    text: str = ""


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
    state: unions.Condition | None = None  # event "state": the game state a state trigger waits for (603.8)
    not_from: str | None = None  # 'casts a spell from anywhere other than their hand' (601.2a)
    counter_kind: str | None = None  # 'whenever one or more +1/+1 counters are put on ...' (122.6)
    per_counter: bool = False  # 'whenever a +1/+1 counter is put on ~': once for each counter put (Fathom Mage)
    to_planeswalker: bool = False  # 'deals (combat) damage to a (player or) planeswalker'
    alone: bool = False  # event attack_with: 'attacks alone' (506.5: the only creature declared as an attacker)
    # event combat_damage 'to a player': the triggering object is that player ('that player discards a card')
    that_player: bool = False
    to_creature: bool = False  # event combat_damage 'to a creature': once per creature; 'that creature' is it
    combat_only: bool = False  # event damage_to: 'deals combat damage to you' (510.2)
    # 'the creature it haunts' (702.55b): the event's object is one recorded for the source under this link key
    # (607.2a); the ability functions where the source is (702.55c: in exile, mechanics/haunt)
    linked: str | None = None
    # event "put_into_graveyard" (mechanics/graveyard_arrivals): the zone the card came from ("library"), or
    # None for 'from anywhere'
    from_zone: str | None = None
    # 'a spell or ability an opponent controls causes you to discard ...' (mechanics/discard_draw): who controls
    # the resolving spell or ability that made the event happen ("opponent"), or None for any cause or none
    cause: str | None = None
    # 'When you sacrifice ~ while casting a spell with emerge' (Foul Emissary; 601.2h): the name of an alternative
    # cost the spell being cast has (whether or not it is cast for that cost, the card's ruling), or ""
    while_casting: str = ""
    # event "player_attacks" (mechanics/attack_events, 508.1m): whom the attack must be on ("you", "opponent",
    # "opponents", "enchanted", "player", "you_or_walkers", "walkers", "walker"); None: anyone
    attacked: str | None = None
    # 'casts their first spell of the game' (with nth=1): the nth spell its caster cast this game, not this turn
    this_game: bool = False


class ActivatedAbility(AbilityNode):
    """'[Cost]: [Effect].' (602). A mana ability (605.1a) when it makes mana, has no target and is not
    a loyalty ability: `mana` is set by the definition and checked by a test against that rule."""

    cost: Cost
    effect: unions.Effect | None = None  # None for a modal ability: the modes hold the effects (700.2)
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    mode_count: int = 1
    mode_min: int | None = None  # 'choose one or both' (700.2): the fewest modes; None: exactly mode_count
    mana: bool = False
    zone: str = "battlefield"  # where the object must be to activate it (hand: cycling)
    sorcery_speed: bool = False
    keyword: str | None = None
    # 'Activate only as an instant.' (Lion's Eye Diamond): only when its controller could cast an instant (117.1a:
    # with priority), so a mana ability with it can't be activated while a spell's costs are paid (605.3a)
    instant_speed: bool = False
    text: str = ""
    condition: unions.Condition | None = None  # 'Activate only if ...' (602.5b)
    # 'This ability costs {1} less to activate for each Shrine you control' (602.2b, 601.2f)
    reduction: str | None = None
    reduction_per: unions.Amount | None = None
    once_each_turn: bool = False  # 'Activate only once each turn.' (602.5b; activation_limits.py)
    times_each_turn: int = 0  # 'Activate no more than twice each turn.' (602.5b); 0: no such limit
    any_player: bool = False  # 'Any player may activate this ability.' (602.2: not only its controller)


class TriggeredAbility(AbilityNode):
    """'When/Whenever/At ..., [effect].' (603). `condition`: an intervening 'if' clause (603.4)."""

    trigger: Trigger
    effect: unions.Effect | None = None
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    mode_count: int = 1
    mode_min: int | None = None  # 'choose one or both' (700.2): the fewest modes; None: exactly mode_count
    condition: unions.Condition | None = None
    keyword: str | None = None
    text: str = ""
    zone: str = "battlefield"  # where its object must be for it to trigger (113.6m: 'graveyard')


class SpellAbility(Node):
    """What an instant or sorcery does as it resolves (608.2), with its targets, modes and the
    additional costs it offers (kicker, 702.33)."""

    effect: unions.Effect | None = None
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    mode_count: int = 1
    mode_min: int | None = None  # 'choose one or both' (700.2): the fewest modes; None: exactly mode_count
    kicker: str | None = None
    multikicker: bool = False  # 702.33c: the kicker cost may be paid any number of times
    alternatives: tuple[AlternativeCost, ...] = ()
    extra_target_cost: str | None = None  # Fireball: costs this much more per target beyond the first
    additional_cost: Cost | None = None  # 'As an additional cost to cast this spell, ...' (601.2f)
    reduction: str | None = None  # 'This spell costs {2}{U} less to cast if ...' (601.2f, 118.7)
    reduction_if: unions.Condition | None = None
    # 'You can't choose an untapped creature as this spell's target as you cast it': objects this filter
    # matches can't be chosen as its targets as it's cast (601.2c), a restriction of casting only
    cast_target_not: Filter | None = None
    reduction_per: unions.Amount | None = None  # 'costs {X} less to cast, where X is ...': `reduction` that many times
    # optional additional costs other than kicker, by name (601.2b, 601.2f): buyback (702.27a), entwine (702.42a)
    optional_costs: tuple[AlternativeCost, ...] = ()
    # 'discard a card or pay {5}' (601.2b): the optional cost by this name, announced as paid, replaces
    # `additional_cost` (mechanics/additional_or_pay)
    additional_unless: str | None = None
    # 'If this spell was kicked, instead [instruction with its own target]' (601.2c, 702.33d): the effect and
    # targets of the spell when its kicker was paid (mechanics/kicked_instead)
    kicked_instead: Mode | None = None
    # 'Choose one. If this spell was kicked, choose any number instead.' (700.2, 702.33d): kicked, any number
    # of the modes (from one) may be chosen; more than one only with the kicker cost paid (601.2b)
    kicked_modes: bool = False
    # 700.2d: 'You may choose the same mode more than once.' (the Confluences): a mode may be chosen repeatedly
    modes_repeat: bool = False
    # 601.2c: the last N target requirements are only the kicked spell's ('If this spell was kicked, return another
    # target nonland permanent ...': Rushing River): not chosen unless the kicker was announced (702.33d)
    kicked_targets: int = 0


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
    abilities: tuple[unions.Ability, ...] = ()
    spell: SpellAbility | None = None


# 709: the layouts of split cards (two halves side by side on one card); aftermath cards are split cards
# whose second half is cast from a graveyard (702.127)
SPLIT_LAYOUTS = ("split", "aftermath")


class CardDef(Node):
    """A card: its name, layout and faces (one for a normal card)."""

    name: str
    faces: tuple[CardFace, ...]
    layout: str = "normal"


class LevelAbility(AbilityNode):
    """716.2a: an ability printed under a Class's level bar of `level`: 'As long as this Class is level N or
    greater, it has [ability]' (the layers give it to the permanent from that level on; 716.2d: a permanent
    without a level is level 1)."""

    level: int
    ability: unions.Ability


class LevelerAbility(AbilityNode):
    """711.2a-b: an ability printed in a leveler's striation of the level symbol 'LEVEL low-high' ('LEVEL
    low+': `high` None): 'As long as this creature has at least [low] level counters on it, but no more than
    [high] level counters on it, it has [ability]' (the layers give it to the permanent while its level
    counters are in range; its power/toughness box is one of these, a layer-7b StaticEffect)."""

    low: int
    high: int | None
    ability: unions.Ability
