"""References (what an effect acts on) and filters (which objects qualify, 109.2), and target requirements
(115.1).

The nodes of the `Ref` union: the source (`This`), the targets, the objects an effect created or found, players,
and sets of permanents. Fields typed `unions.X` accept the final union assembled in cards/tree.py.
"""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import Node, RefNode


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
    color_count: str | None = None  # 'monocolored', 'multicolored', 'colorless' (105.2a-c)
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
    no_counter: str | None = None  # 'without a fate counter on it' (122.1; Oblivion Stone)
    attacking: bool | None = None  # 'attacking creatures' (506.4, 508.1k)
    targets_source: bool = False  # 'a spell that targets ~': a spell with the source among its targets (115.1)
    blocking: bool | None = None  # 'blocking creature' (509.1g)
    in_combat: bool = False  # 'attacking or blocking creature' (506.4)
    # 'of the chosen color/type' (607.2d): the quality chosen as the source entered (614.12); "color" or "type"
    chosen: str | None = None
    unblocked: bool = False  # 'unblocked attacking creature' (509.1h: no blockers were declared for it)
    # 'with mana value X or less, where X is the number of Faeries you control': counted as it is checked
    mana_value_at_most_amount: unions.Amount | None = None
    # 'with power less than this creature's power' (mentor, 702.134a): compared with the source's power now,
    # or its last known power once it has left the battlefield (608.2h)
    power_less_than_source: bool = False
    # 'a creature dealt damage by ~ this turn' (120.1, 500.1): damaged by the ability's source this turn
    dealt_damage_by_source: bool = False
    # 'a creature dealt damage by equipped (enchanted) creature this turn' (120.1): damaged this turn by the
    # permanent the source is attached to now (as it was when it left, 608.2h)
    dealt_damage_by_attached: bool = False
    # 'dealt damage this turn by a source you controlled' (Etching of Kumano): the controller as it dealt it
    dealt_damage_by_yours_this_turn: bool = False
    historic: bool = False  # 'historic' (700.6): an artifact, a legendary or a Saga
    kicked: bool = False  # 'a kicked spell' (702.33d): a spell whose kicker cost was paid
    # 'with mana cost {0} or {1}' (202.1: the printed mana cost, not the mana value; Urza's Saga's ruling)
    mana_costs: tuple[str, ...] = ()
    # 'with {X} in its mana cost' (107.3, 202.1): the mana cost itself has an {X} (mechanics/mana_cost_filter)
    x_in_mana_cost: bool = False
    # 'a creature that was dealt damage this turn' (120.1, 500.1); 'that dealt damage to you this turn'
    dealt_damage_this_turn: bool = False
    dealt_damage_to_you_this_turn: bool = False
    dealt_damage_as_source_this_turn: bool = False  # 'a creature that dealt damage this turn' (Avenging Arrow)
    # 'with mana value X' (exactly: at least as well as at most X; Lullmage's Domination), counted as it is checked
    mana_value_at_least_amount: unions.Amount | None = None
    # 'with power greater than the number of cards in your hand' (Ensnaring Bridge; mechanics/power_above):
    # counted as it is checked
    power_above_amount: unions.Amount | None = None
    # 'with power less than or equal to ~'s power' (Earthshaker Khenra), '... greater than or equal to your life
    # total' (mechanics/power_above): counted as it is checked
    power_at_most_amount: unions.Amount | None = None
    power_at_least_amount: unions.Amount | None = None
    # 'a creature whose controller has eight or more cards in their graveyard' (Lullmage's Domination)
    controller_graveyard_at_least: int | None = None
    # 'modified' (700.9): with a counter on it, equipped, or enchanted by an Aura its controller controls
    modified: bool = False
    # 'with mana value equal to the number of charge counters on ~' (Blast Zone): counted as it is checked
    mana_value_amount: unions.Amount | None = None
    # 'not named ~' (201.2): a name other than the source's (Clever Conjurer), checked as it is checked
    not_named_source: bool = False
    # 'named ~' (201.2; Faerie Miscreant's 'another creature named ~'): the printed name the text says, which
    # the compiler writes into `name` once the face is built (compiler.bind_named); unbound, nothing fits
    named_source: bool = False
    name: str = ""  # 'named Faerie Miscreant' (201.2)
    # 'that each share a color with it' (conspire, 702.78a; 105.2): a color of the source's now
    shares_color_with_source: bool = False
    # 'creature blocking ~' (509.1g): "blocking" the source; 'blocking or blocked by ~': "either" (509.1h)
    block_relation: str = ""
    # 'artifact creature' (205.2a, 205.3): every one of these card types as well (`types` is any one of its own)
    all_types: tuple[str, ...] = ()
    # 'artifact creature or black creature' (Purge), 'land card or Elf card': matches at least one of these
    # descriptions (as well as every other field of this one)
    any_of: tuple[Filter, ...] = ()
    # 'each creature except for creatures you control with flying' (Flame Sweep): none of those this matches
    excluding: Filter | None = None
    # 'put into your graveyard' / 'an opponent's graveyard' (404.2: a card goes to its owner's graveyard): the
    # object's owner (108.3), "you" or "opponent", relative to the ability's controller
    owner: str | None = None  # ("source": the same owner as the source, 702.140a)
    # 'a spell that targets you or a creature you control' (115.1, mechanics/spell_targets): a spell or ability
    # with at least one target that is the player `targets_player` names ("you": the ability's controller,
    # "player": any player) or a permanent `targets_filter` describes
    targets_player: str | None = None
    targets_filter: Filter | None = None
    # 'a spell cast from a graveyard' (601.2a; mechanics/spell_origins): the zone it was cast from, "graveyard";
    # "your:graveyard" its caster's own graveyard; "!hand": anywhere but its owner's hand
    cast_from: str = ""
    # 'a spell with a single target' (115.7a; mechanics/change_targets): exactly one target is chosen for it,
    # a player or object targeted through several instances of 'target' counting once for each
    single_target: bool = False
    # 'a spell that targets only a single Golem' (Precursor Golem; 115.1): its targets are one object or player,
    # however many times it is targeted (the card's ruling), and `targets_filter` describes it
    only_target: bool = False
    # 'a creature spell that has an Adventure' (715.2a): an adventurer card's object, whichever characteristics it
    # now uses
    has_adventure: bool = False
    # 'creatures you control that are enchanted', 'equipped creatures you control' (301.5, 303.4): one or more
    # permanents with any of these subtypes ("Aura", "Equipment") are attached to it
    attached_by: tuple[str, ...] = ()
    # 'creature with another Aura attached to it' (Daybreak Coronet; 303.4): the attached permanent of
    # `attached_by` is one other than the source
    attached_by_other: bool = False
    # 'creature cards in all graveyards that were put there from the battlefield this turn' (500.1; Cry of the
    # Carnarium): a card that moved into its graveyard from the battlefield this turn
    put_there_from_battlefield: bool = False
    # 'creatures that attacked this turn' (508.1k; Relentless Assault): declared as an attacker this turn, the
    # same object (400.7)
    attacked_this_turn: bool = False


class TargetSpec(Node):
    """One target requirement of a spell or ability (115.1): a word of the text that says 'target'."""

    kind: str  # "any", "creature", "player", "opponent", "permanent", "spell", "ability", "card"
    filter: Filter | None = None
    min: int = 1
    max: int = 1
    zone: str = "battlefield"  # for kind "card": the zone the card is in
    distinct: bool = False  # 'another target ...' after a target: not an object chosen for an earlier one (115.3)
    controlled_by: str | None = None  # "trigger_player": 'that player controls', the trigger event's player
    # 'that each have a different mana value' (Agadeem's Awakening): no two objects chosen for it share a mana value
    different_mana_values: bool = False
    # 'up to three target cards from a single graveyard' (Scarab Feast): every card chosen for it is in the same
    # player's graveyard (601.2c)
    single_graveyard: bool = False
    # 'tap X target creatures', 'destroy up to X target lands, where X is ...': the number of targets is this
    # amount, worked out as the targets are chosen (601.2b announces X first, 601.2c). min and max are then 0
    # and ANY_NUMBER (so no minimum is checked before X is known); `count_up_to`: 'up to X' (0 to X targets)
    count: unions.Amount | None = None
    count_up_to: bool = False
    # 'that player chooses target player ...' (Oath of Druids): "active_player", the player whose turn it is (the
    # player of 'at the beginning of each player's upkeep') chooses it, as the controller would (601.6, 603.3d);
    # 'opponent' and `controls_more` are then read from that player's point of view; "opponent": 'any target of an
    # opponent's choice' (Cuombajj Witches): an opponent of the controller chooses it (601.6), legality is read from
    # the controller's side (rules/stack/targets.target_judge)
    chooser: str = ""
    # 'target player who controls more creatures than they do': controls more permanents matching this filter
    # than the player choosing (115.1)
    controls_more: Filter | None = None
    # 'target artifact card in your graveyard with lesser mana value' (Scrap Trawler, Orah): a mana value less than
    # the triggering object's, as it last existed (608.2h; the stack object's trigger object)
    lesser_mana_value: bool = False


class This(RefNode):
    """The source of the ability itself ('~', 'this creature')."""


class Target(RefNode):
    """The object or player chosen for target requirement `slot` (all of them when it has several)."""

    slot: int = 0


class Created(RefNode):
    """The object(s) created earlier by this same effect ('it' after 'create a token')."""


class Triggering(RefNode):
    """The object that caused the trigger event ('that creature')."""


class You(RefNode):
    """The controller of the spell or ability."""


class EachOpponent(RefNode):
    pass


class TargetController(RefNode):
    """The controller (or owner, for a card) of the target in `slot` ('its controller'); with `owner`, its
    owner ('return target permanent to its owner's hand, then that player discards a card': Recoil)."""

    slot: int = 0
    owner: bool = False


class TargetPlayerOrController(RefNode):
    """'that player or that planeswalker's controller' (Blightning): the player chosen for target `slot` (a
    'target player or planeswalker'), or the controller of the planeswalker chosen for it (its last known
    information if it has left, 608.2h)."""

    PLAYERS = True  # a reference to players, not objects (compiler/values.py Scope.is_player)
    slot: int = 0


class Linked(RefNode):
    """The objects a linked ability recorded for this object (607.2a: 'the exiled card'): every object the
    first ability (and its copies) exiled for the same source."""

    key: str = "exiled"


class Equipped(RefNode):
    """'equipped creature': the creature the source is attached to, or was most recently attached to if the
    source has left the battlefield (its last known information, 608.2h)."""


class Each(RefNode):
    """'each creature', 'creatures you control', 'all artifacts': every permanent on the battlefield that
    matches `filter` as the effect applies (109.2; locked in by 611.2c for continuous effects)."""

    filter: Filter = Filter()


class EachPlayer(RefNode):
    """'each player': every player still in the game (102.1, 800.4a)."""


class TriggeringController(RefNode):
    """'that player', 'its controller' for the object that caused the trigger event (603.2)."""


class Found(RefNode):
    """'that card', 'that land' after a search: the cards the search earlier in this effect put somewhere
    (701.23a), as the new objects they became there (400.7)."""


class AttachedTo(RefNode):
    """'all Equipment attached to that creature': the permanents matching `filter` attached to the objects
    `what` stands for (301.5, 303.4)."""

    what: unions.Ref
    filter: Filter = Filter()


class EachControlledBy(RefNode):
    """'each creature target opponent controls': every permanent matching `filter` controlled by the players
    `who` stands for (109.2, 109.4)."""

    filter: Filter
    who: unions.Ref
