"""Static abilities (604): keywords the engine knows by name, continuous effects (611.3), cost modifiers
(601.2f), replacement and prevention effects (614-616), combat rules (508.1c-d, 509.1b-c)."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, Node
from lithoform.cards.nodes.refs import Filter

# 606.3's exception: 'You may activate loyalty abilities of ~ on any player's turn any time you could cast an
# instant' (a static ability legal.py reads by name).
LOYALTY_AT_INSTANT_SPEED = "loyalty abilities at instant speed"


class EntersWithCounters(AbilityNode):
    """'~ enters with N [kind] counters on it' (614.1c): a replacement effect, never on the stack."""

    kind: str
    amount: unions.Amount
    text: str = ""


class Static(AbilityNode):
    """A static ability the engine knows by name (keywords with rules of their own: flying, haste...)."""

    keyword: str
    text: str = ""


class StaticEffect(AbilityNode):
    """A static ability that generates a continuous effect (604.1, 611.3): `parts` applied in their layers
    to the objects `affected` describes (this object when None; `attached`: 'enchanted' or 'equipped' for the
    object this one is attached to). Not locked in: the set is determined at every moment (611.3a)."""

    parts: tuple[unions.Part, ...]
    affected: Filter | None = None
    attached: str | None = None
    text: str = ""
    condition: unions.Condition | None = None  # 'as long as ...' (611.3a): the effect exists only while it holds


class SpellCostModifier(AbilityNode):
    """'Noncreature spells cost {1} more to cast', 'Creature spells with flying you cast cost {1} less to
    cast' (601.2f, 118.7): a static ability that changes the total cost of the spells `filter` matches."""

    filter: Filter
    mana: str
    less: bool = False
    text: str = ""
    targeting_this: bool = False  # 'spells your opponents cast that target ~' (601.2c before 601.2f)
    on_stack: bool = False  # 'as long as ~ is on the stack, ...' (Kaervek's Torch): a spell's, on the stack (113.6)
    off_turn: bool = False  # 'except during its controller's turn' (Defense Grid): not while they are active (102.1)


class AbilityCostModifier(AbilityNode):
    """'Abilities your opponents activate that target a Merfolk you control cost {2} more to activate.' (Kopala,
    Warden of Waves; 602.2b, 601.2f, 118.7): a static ability that changes the total cost of the activated abilities
    `filter` matches (an ability on the stack, its targets chosen already, 601.2c)."""

    filter: Filter
    mana: str
    less: bool = False
    text: str = ""
    # 'This effect can't reduce the mana in that cost to less than one mana.' (Zirda, the Dawnwaker; 601.2f): the
    # reduction stops at one mana, and takes only generic mana (a cost of one mana or none is unchanged)
    floor_one: bool = False
    # 'Activated abilities of creatures you control cost {1} less to activate.' (Heartstone, Training Grounds,
    # Gloom): the abilities of the permanents `of` matches (from this ability's controller's point of view);
    # 'Enchanted artifact's activated abilities ...' (Power Artifact): `enchanted`, those of the permanent it is
    # attached to. Both change mana abilities' costs too (`mana_abilities`; 605.1a: never on the stack, so the
    # change is read as the mana ability is activated, 605.3a); 'unless they're mana abilities' (Suppression
    # Field) and the changes of abilities 'you activate that aren't mana abilities' (Zirda) or that target
    # (Kopala: a mana ability never targets, 605.1a) don't.
    of: Filter | None = None
    enchanted: bool = False
    mana_abilities: bool = False
    # 'Equip abilities you activate that target ~ cost {3} less to activate.' (Fervent Champion; 702.6a): only the
    # abilities of this keyword, only those targeting the static ability's own source (115.1)
    keyword: str = ""
    targeting_source: bool = False


class Enchant(AbilityNode):
    """702.5a 'Enchant [object]': what an Aura can target as a spell (303.4a) and be attached to (303.4d)."""

    kind: str = "creature"  # a target kind (targets.py)
    filter: Filter | None = None
    text: str = ""
    # 'enchant creature card in a graveyard' (Animate Dead): kind "card", a card in this zone (303.4a)
    zone: str = "battlefield"
    # 'enchant creature put onto the battlefield with ~' (607.2a): only the object the Aura's own ability put
    # onto the battlefield (mechanics/reanimation_auras keeps it)
    put_with_this: bool = False


class EntersTapped(AbilityNode):
    """'~ enters tapped' (614.1c): a replacement effect."""

    text: str = ""


class EntersAsCopy(AbilityNode):
    """'You may have ~ enter as a copy of [filter] on the battlefield' (614.1c, 707.5): a replacement effect
    with a choice made as it enters (614.12). `exceptions` are 707.9 changes to the copiable values."""

    filter: Filter = Filter(types=("Creature",))
    optional: bool = True
    add_types: tuple[str, ...] = ()
    add_keywords: tuple[str, ...] = ()
    text: str = ""
    add_subtypes: tuple[str, ...] = ()  # 'except it's a Spirit in addition to its other types' (707.9b)
    # 'and it has "When this creature becomes the target of a spell or ability, sacrifice it."' (707.9a)
    add_abilities: tuple[unions.Ability, ...] = ()


class KeepManaType(AbilityNode):
    """'You don't lose unspent [color] mana as steps and phases end' (an exception to 106.4)."""

    types: tuple[str, ...]
    text: str = ""


class ExtraEnterTriggers(AbilityNode):
    """Panharmonicon: 'If [filter] entering the battlefield causes a triggered ability of a permanent you
    control to trigger, that ability triggers an additional time.' (603.2d)"""

    filter: Filter
    text: str = ""


class ReplaceDies(AbilityNode):
    """'If [affected] would die, exile it instead' (614.1a): a replacement effect on a zone change.
    `affected` None: this permanent. `also`: the replacing event's further instruction, done by this permanent's
    controller once the card has arrived ('instead exile that card and create a 2/2 black Zombie creature token',
    Kalitas; mechanics/exile_instead)."""

    affected: Filter | None = None
    to: str = "exile"
    text: str = ""
    also: unions.Effect | None = None


class DamageWhere(Node):
    """Which damage a prevention effect prevents (615.1a), when it is more than one object's: the recipients
    (`to_*`, none given: any recipient) and the sources (`by_*`, none given: any source), both of which must
    match; `noncombat`: only damage that isn't combat damage (510.2)."""

    to_self: bool = False  # ~ (or, with `attached`, the permanent it is attached to)
    to_you: bool = False
    to_players: bool = False
    to: Filter | None = None  # permanents of this description
    by_self: bool = False
    by: Filter | None = None  # sources of this description, as the damage would be dealt (615.1)
    noncombat: bool = False


class PreventDamage(AbilityNode):
    """'Prevent all damage that would be dealt to/by [affected]' (615.1a): a prevention effect.
    `to_this`/`by_this` for this permanent; `affected` a filter of permanents it protects."""

    to_this: bool = False
    by_this: bool = False
    affected: Filter | None = None
    combat_only: bool = False
    text: str = ""
    to_you: bool = False  # 'If a source would deal damage to you, prevent that damage' (Nine Lives)
    counter: str | None = None  # '... and put a [kind] counter on ~' (615.5: an additional effect)
    # 'Remove a +1/+1 counter from ~' after it (the Phantoms; 615.5): once per damage event, not per source
    counter_removed: bool = False
    # '... for each 1 damage prevented this way' (Phyrexian Hydra): that many counters; with `counter_removed`,
    # 'remove that many +1/+1 counters from it' (Protean Hydra)
    counter_each: bool = False
    everything: bool = False  # all damage, to and by anything (Fog)
    by_objects: bool = False  # the damage the objects its 'this turn' record names would deal (615.1a)
    # 'the next time [the chosen source] would deal damage to [you] this turn, prevent that damage' (615.1a, 615.3):
    # its 'this turn' record names (source, protected); it applies to one damage event, then ends
    next_time: bool = False
    # 'prevent all damage a source of your choice would deal to you this turn' (609.7a): its record names (source,
    # protected...); every such damage event this turn
    pairs: bool = False
    attached: bool = False  # `to_this`/`by_this` name the permanent this Aura (Equipment) is attached to
    # 'prevent all combat damage that would be dealt this turn by attacking creatures' (Harmless Assault): the
    # sources that match it as the damage would be dealt (615.1: a prevention effect isn't locked in)
    by_filter: Filter | None = None
    gain_prevented: bool = False  # 'you gain life equal to the damage prevented this way' (615.5, prevented_life)
    where: DamageWhere | None = None  # 'to you and creatures you control', 'by artifact sources' (all must match)
    condition: unions.Condition | None = None  # 'while it has a +1/+1 counter on it' (611.3a; events.statics)


class AdditionalLandPlays(AbilityNode):
    """'You may play two additional lands on each of your turns' (305.2): a static ability of a permanent
    that raises the number of lands its controller can play this turn; `each_player`: 'Each player may play an
    additional land on each of their turns' (Rites of Flourishing): every player's number."""

    count: int
    text: str = ""
    each_player: bool = False


class ExtraTriggers(AbilityNode):
    """'If an ability of [source] triggers while [condition], that ability triggers an additional time.'
    (603.2d): one more instance of each triggered ability the source has (not delayed or reflexive ones),
    while the condition holds for this permanent's controller (additional_triggers.py)."""

    source: Filter
    condition: unions.Condition | None = None
    text: str = ""


class ExtraCounters(AbilityNode):
    """'If one or more [kind] counters would be put on [affected], that many plus N (twice that many) [kind]
    counters are put on it instead' (614.1a, 122.6: also counters it enters with). `affected` is read from
    the point of view of this ability's controller."""

    kind: str
    affected: Filter
    plus: int = 0
    times: int = 1
    text: str = ""
    # only counters a triggered ability with this keyword puts ('If a modular triggered ability would put ...',
    # Zabaz, the Glimmerwasp); "" for counters put any way
    by_keyword: str = ""


class DrawInstead(AbilityNode):
    """'If you would draw a card [except the first one you draw in each of your draw steps], draw N cards
    instead' (614.11, 121.6)."""

    count: int = 2
    except_first_in_draw_step: bool = False
    text: str = ""


class ScaleDamage(AbilityNode):
    """'If a source you control would deal damage to a permanent or player, it deals double (triple) that
    damage to that permanent or player instead' (614.1a)."""

    factor: int
    source: Filter = Filter(controller="you")
    text: str = ""
    plus: int = 0  # 'it deals that much damage plus N ... instead' (Torbran; with factor 1)
    opponents: bool = False  # 'to an opponent or a permanent an opponent controls' (Torbran)
    # only damage to you / to an opponent / to a player / to the enchanted player (Curse of Bloodletting)
    to_you: bool = False
    to_opponents: bool = False
    to_players: bool = False
    attached: bool = False
    combat_only: bool = False
    condition: unions.Condition | None = None  # 'as long as ~ is untapped, ...' (611.3a; replacement_conditions)


class PreventSomeDamage(AbilityNode):
    """'If a [green] source would deal damage to you (to a Cleric creature you control, to equipped creature),
    prevent N of that damage.' (615.1a, 615.7: each damage event is reduced by N; Urza's Armor)."""

    amount: int
    source: Filter = Filter()
    to_you: bool = False
    affected: Filter | None = None  # the permanents it protects
    attached: bool = False  # 'equipped creature', 'enchanted creature': the permanent this one is attached to
    combat_only: bool = False
    text: str = ""
    condition: unions.Condition | None = None  # 'as long as ~ is untapped, ...' (611.3a; replacement_conditions)


class ReplaceEntering(AbilityNode):
    """'If a nontoken creature would enter and it wasn't cast, exile it instead' (614.1a, 614.12: read from
    the permanent as it would exist on the battlefield)."""

    affected: Filter
    not_cast: bool = True
    to: str = "exile"
    text: str = ""


class CombatRule(AbilityNode):
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
    condition: unions.Condition | None = None
    unless: bool = False
    text: str = ""
    # 'blocked_only_by' (509.1b; keywords): '~ can't be blocked except by A and/or B': a blocker matching
    # any of these may block (in place of `filter`)
    any_of: tuple[Filter, ...] = ()
    # 'blocks_additional' (how many more creatures it can block, 509.1a) and 'blocked_by_at_least' (509.1b)
    amount: int = 0
    # 'blocks_object_if_able', 'cant_block_object': the attacking creature (an object id, set as the effect that
    # grants the rule resolves: 'target creature blocks ~ this turn if able')
    object: int = 0
