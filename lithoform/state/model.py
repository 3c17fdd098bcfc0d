"""The game state as plain data (GUIDE principles 1, 6, 10, 11).

Objects are frozen records in a dict keyed by id; zones are tuples of ids; changing an object means
replacing its record. `clone()` is then a handful of shallow dict copies. Every zone change makes a new
object with a new id (400.7), so "the same object" is simply "the same id", and the last known
information of an object that left its zone is its final record, kept in `lki` (608.2h, 113.7a).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

import msgspec

from lithoform.cards.mana import Mana, ManaCost
from lithoform.cards.tree import (
    ActivatedAbility,
    CardFace,
    Effect,
    EntersWithCountersOnSpell,
    Filter,
    NextDrawInstead,
    Part,
    PreventDamage,
    RedirectDamage,
    RegenerationShield,
    ReplaceDies,
    Trigger,
    TriggeredAbility,
)
from lithoform.state.journal import Journal
from lithoform.state.rng import HIDDEN_ID_BASE, prf, seed_key

# Zone names (400.1). Libraries, hands and graveyards are per player; the rest are shared.
LIBRARY, HAND, BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND = (
    "library", "hand", "battlefield", "graveyard", "stack", "exile", "command",
)
PLAYER_ZONES = (LIBRARY, HAND, GRAVEYARD)
SHARED_ZONES = (BATTLEFIELD, STACK, EXILE, COMMAND)
ALL_ZONES = (LIBRARY, HAND, BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND)
PUBLIC_ZONES = frozenset({BATTLEFIELD, GRAVEYARD, STACK, EXILE, COMMAND})  # 400.2
HIDDEN_ZONES = frozenset({LIBRARY, HAND})  # 400.2: their objects get ids from the secret generator


def zone_key(zone: str, player: int) -> str:
    """The key of a zone in `GameState.zones`: 'hand:0' for a player's zone, 'battlefield' for a shared one."""
    key = _ZONE_KEYS.get((zone, player))
    if key is None:  # (made once per zone and player: asked about 3 times per action)
        key = f"{zone}:{player}" if zone in PLAYER_ZONES else zone
        if len(_ZONE_KEYS) < 4096:
            _ZONE_KEYS[(zone, player)] = key
    return key


_ZONE_KEYS: dict[tuple[str, int], str] = {}


def player_ref(index: int) -> int:
    """Players are referred to by negative numbers in target lists (object ids are positive)."""
    return -index - 1


def ref_player(ref: int) -> int:
    return -ref - 1


class Player(msgspec.Struct, frozen=True, gc=False):
    """A player's own state (102, 119, 122.1f, 305.2, 402.2)."""

    index: int
    name: str
    life: int = 20
    poison: int = 0
    pool: tuple[Mana, ...] = ()
    lands_played: int = 0
    turn_began: int = 0  # the number of this player's most recent turn (302.6)
    land_plays: int = 1
    max_hand_size: int = 7
    drew_from_empty: bool = False  # 704.5b
    lost: bool = False
    conceded: bool = False
    completed_dungeons: tuple[str, ...] = ()  # 309.7: the dungeons the player completed, in order
    city_blessing: bool = False  # 702.131c: the city's blessing, kept for the rest of the game (ascend)


class Choices(msgspec.Struct, frozen=True, gc=False):
    """Everything announced and paid for a spell or ability on the stack (601.2b-h, 602.2b).
    Copies carry these values (707.10); effects read them later ('the sacrificed artifact')."""

    modes: tuple[int, ...] | None = None
    x: int | None = None
    targets: tuple[tuple[int, ...], ...] = ()  # one tuple per target requirement, in printed order
    target_slot: int = 0  # the requirement whose targets are being chosen
    targets_done: bool = False
    divide: tuple[int, ...] | None = None
    additional: tuple[str, ...] = ()  # additional costs paid ("kicker")
    additional_done: bool = False
    alternative: str | None = None  # the alternative cost paid instead of the mana cost (118.9)
    alternative_done: bool = False
    sacrificed: tuple[int, ...] = ()  # ids of sacrificed objects; their LKI stays readable
    counters_removed: int = 0
    discarded: tuple[int, ...] = ()
    life_paid: int = 0
    cost: ManaCost | None = None  # the total mana cost still to pay (601.2f), once determined
    other_paid: bool = False  # {T}, counters, life and discard costs paid (601.2h)
    paid: bool = False
    tapped: tuple[int, ...] = ()  # permanents tapped to pay a 'tap N untapped [filter]' cost (601.2h)
    via: str = ""  # the permission it was cast under from a zone other than the hand (601.3): "flashback"...
    exiled: tuple[int, ...] = ()  # cards exiled from the hand to pay a cost (Force of Will; 601.2h)
    returned: tuple[int, ...] = ()  # permanents returned to their owners' hands to pay a cost (Daze; 601.2h)
    mana_spent: int = 0  # the mana paid to cast it (601.2h; 'the amount of mana spent to cast ~'); a copy's is 0
    spent_from: tuple[int, ...] = ()  # the source of each mana paid (106.3, 601.2h: 'mana from a Treasure'); a copy's: ()
    spent_types: str = ""  # the type of each mana paid ('WUG', 601.2h: 'for each color of mana spent'); a copy's: ""
    spent_riders: str = ""  # 106.6: what the mana paid does ("uncounterable": Cavern of Souls), comma-joined; a copy's: ""


NO_CHOICES = Choices()


class Obj(msgspec.Struct, frozen=True, gc=False, tag=True):
    """A card, token, copy of a card, permanent or spell (109.1). `card` names its definition; a token or
    a copy carries its own printed face in `printed`."""

    id: int
    card: str
    owner: int
    controller: int
    zone: str
    face: int = 0
    printed: CardFace | None = None
    copied: CardFace | None = None  # the copiable values a copy effect gave it (707.2, layer 1a)
    token: bool = False
    copy: bool = False  # a copy of a card or spell (704.5e)
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    damage: int = 0
    deathtouched: bool = False
    since_turn: int = -1  # the turn it came under its controller's control (302.6); -1: before the game
    timestamp: int = 0
    attached_to: int = 0
    base_controller: int = -1  # who controls it before control-changing effects (110.2), when they apply
    cast_x: int = 0  # the X its spell was cast with, for 'enters with X counters' (107.3m)
    cast_spent: str = ""  # the types of the mana spent to cast its spell (601.2h), kept by the permanent it became
    loyalty_turn: int = 0  # the turn a loyalty ability of it was last activated (606.3)
    choices: Choices | None = None  # a spell's announced choices (on the stack)
    kicked: bool = False  # a permanent whose spell was kicked keeps that fact (702.33d)
    kick_count: int = 0  # how many times its spell was kicked (multikicker, 702.33c)
    entered_from: str = ""  # the zone it entered the battlefield from ('if it entered from your graveyard')
    cast_from: str = ""  # the zone its spell was cast from (601.2a), kept by the permanent it became
    phased_indirectly: bool = False  # phased out with what it is attached to (702.26g)
    once_used: tuple[tuple[int, str], ...] = ()  # (turn, text) of once-each-turn abilities activated (602.5b)
    transformed_at: int = 0  # the state's next id when it last transformed (701.27f); 0: never
    # 708: "" face up; else what turned it face down (morph, megamorph, disguise, manifest, cloak), whose
    # listed characteristics are its copiable values (708.2, layer 1b: 613.2b)
    face_down: str = ""
    bestowed: bool = False  # a bestowed Aura spell or permanent (702.103b): an Aura with enchant creature
    level: int = 0  # 716.2b: a Class's level, a designation (not copiable); 0: none (716.2d: treated as 1)
    room: int = 0  # 309.4: on a dungeon card, the room its owner's venture marker is on

    def counter(self, kind: str) -> int:
        for k, n in self.counters:
            if k == kind:
                return n
        return 0


class StackAbility(msgspec.Struct, frozen=True, gc=False, tag=True):
    """An activated or triggered ability on the stack (113.1, 405.1): an object of its own, separate from
    its source (113.7a). `source` is the id of the source as it was; its LKI stays readable."""

    id: int
    controller: int
    source: int
    source_name: str
    kind: str  # "activated" or "triggered"
    ability: ActivatedAbility | TriggeredAbility
    choices: Choices = NO_CHOICES
    trigger_object: int = 0  # the object whose event made it trigger
    fixed: tuple[int, ...] = ()  # objects a delayed trigger refers to (603.7c)
    copy: bool = False
    zone: str = STACK
    delayed: int = 0  # a delayed trigger's: the id of the delayed triggered ability (603.7), for 701.27f

    @property
    def owner(self) -> int:
        return self.controller


class Waiting(msgspec.Struct, frozen=True, gc=False):
    """A triggered ability that has triggered and waits to be put on the stack (603.3)."""

    controller: int
    source: int
    source_name: str
    ability: TriggeredAbility
    trigger_object: int = 0
    fixed: tuple[int, ...] = ()
    ordered: bool = False  # its controller has chosen the order (603.3b)
    x: int | None = None  # a reflexive trigger's amount (603.12)
    delayed: int = 0  # the id of the delayed triggered ability that triggered (603.7), for 701.27f


class Delayed(msgspec.Struct, frozen=True, gc=False):
    """A delayed triggered ability (603.7), waiting for the beginning of `step`."""

    id: int
    controller: int
    source: int
    source_name: str
    step: str
    effect: Effect
    fixed: tuple[int, ...] = ()
    next_only: bool = True
    trigger: Trigger | None = None  # an event (not a step) it waits for 'this turn' (603.7, 514.2)
    # an event trigger's duration: "until_your_next_turn" (611.2b), "game" (revealed from an opening hand, 103.6b);
    # "" for this turn (514.2)
    lasts: str = ""


class ContinuousEffect(msgspec.Struct, frozen=True, gc=False):
    """A continuous effect from a resolved spell or ability (611.2): its parts (each applied in its layer),
    its locked-in set of affected objects (611.2c), its timestamp (613.7b) and its duration."""

    id: int
    timestamp: int
    source: int
    controller: int
    parts: tuple[Part, ...]
    affected: tuple[int, ...]
    until: str = "end_of_turn"  # end_of_turn (514.2), permanent, source_leaves (611.2b)
    began: int = 0  # the turn it began: "until the end of your next turn" ends at a later one (phasing.py)
    # 611.2c: an effect that changes rules rather than characteristics or control ("creatures your
    # opponents control can't block this turn") isn't locked in: it applies to whatever matches this filter
    # at each moment, objects that arrive later included (`affected` is then empty)
    filter: Filter | None = None


class Shield(msgspec.Struct, frozen=True, gc=False):
    """A prevention shield from a resolved spell or ability (615.7): the next `remaining` damage to
    `target` this turn is prevented."""

    id: int
    target: int
    remaining: int
    # a redirection shield (614.9): that damage is dealt to this object or player (a player ref) instead
    redirect_to: int = 0


class TurnReplacement(msgspec.Struct, frozen=True, gc=False):
    """A replacement or prevention effect created by a resolving spell or ability that lasts this turn
    (611.2a, 615.3): `ability` is the static form it takes (ReplaceDies, PreventDamage); `objects`, when
    given, are the only objects it affects (400.7: the ones it named as it resolved). `until` is
    "until_your_next_turn" for one that lasts until its controller's next turn begins (611.2b: Gideon of the
    Trials' 'Until your next turn, prevent all damage target permanent would deal.'), else "" (this turn)."""

    id: int
    source: int
    controller: int
    ability: ReplaceDies | PreventDamage | RegenerationShield | EntersWithCountersOnSpell | RedirectDamage | NextDrawInstead
    objects: tuple[int, ...] = ()
    until: str = ""


class Link(msgspec.Struct, frozen=True, gc=False):
    """A record between linked abilities of one object (607.2a): the objects the first ability (or a copy
    of it) exiled, kept under the source's id; the second ability reads it."""

    source: int
    key: str
    objects: tuple[int, ...]


class Component(msgspec.Struct, frozen=True, gc=False):
    """One card or token representing a merged permanent (730.2): what it is as a card (`card`, a token's or a
    copy's own values in `printed`, its face and face-down status), and `values`: the copiable values a copy
    effect had given the permanent it was as it merged (707.2), which it keeps contributing (730.2a)."""

    card: str
    owner: int
    printed: CardFace | None = None
    token: bool = False
    face: int = 0
    face_down: str = ""
    values: CardFace | None = None


class Merged(msgspec.Struct, frozen=True, gc=False):
    """730.2: a merged permanent (by its id) and the cards and tokens representing it, topmost first;
    `mutations`: how many times a mutating creature spell merged with it (702.140d)."""

    permanent: int
    components: tuple[Component, ...]
    mutations: int = 0
    became: tuple[int, ...] = ()  # 730.3c: once it has left the battlefield, the objects its other cards became


class Commander(msgspec.Struct, frozen=True, gc=False):
    """903.3: a card designated as its owner's commander: an attribute of the card, kept as it changes zones, so
    the objects representing it are found by owner and card name (a token or a copy isn't the card; a permanent
    copying it, Body Double, is another card). `casts`: the times its owner cast it from the command zone (903.8:
    the commander tax); `damage`: (player, combat damage it dealt that player this game) (903.10a); `left`: the
    object its owner chose to leave in a graveyard or exile at a state-based check (903.9a)."""

    owner: int
    card: str
    casts: int = 0
    damage: tuple[tuple[int, int], ...] = ()
    left: int = 0


NOTHING = 0  # what a blocker blocks once its attackers left combat: no object's id, no player's ref


class Combat(msgspec.Struct, frozen=True, gc=False):
    """The combat phase's state (506): attackers and what they attack, blockers and what they block,
    blocked attackers (509.1h), the declaration being made (`chosen`) and the damage being assigned."""

    stage: str = ""  # "attackers", "blockers" or "damage" while a decision is open
    chosen: tuple[tuple[int, int], ...] = ()
    attackers: tuple[tuple[int, int], ...] = ()  # (creature, player ref or planeswalker id)
    # (blocker, attacker); (blocker, NOTHING) once every creature it blocked left combat: still a blocking
    # creature, blocking nothing (509.1h, 510.1d; rules/combat/removal.py)
    blockers: tuple[tuple[int, int], ...] = ()
    blocked: tuple[int, ...] = ()
    dealing: tuple[int, ...] = ()  # creatures assigning damage in this combat damage step
    assigned: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] = ()
    first_strike_done: bool = False
    regular_done: bool = False
    struck_first: tuple[int, ...] = ()


class Question(msgspec.Struct, frozen=True, gc=False):
    """A decision posed outside priority and announcement: during resolution (608.2d-g), the order of
    triggered abilities (603.3b), the legend rule (704.5j), a cleanup discard (514.1).
    `options` are ids (or player refs, or numbers) to pick between `min` and `max` of."""

    player: int
    kind: str
    prompt: str
    options: tuple[int, ...] = ()
    min: int = 1
    max: int = 1
    groups: tuple[tuple[int, ...], ...] = ()  # new_targets: per target, its possible targets (kept one first)
    sizes: tuple[int, ...] = ()  # new_targets: how many targets each requirement has (115.3)
    labels: tuple[str, ...] = ()  # each option's text, when the options are not objects (a color, a mode...)
    seen: tuple[int, ...] = ()  # hidden cards the player looks at while choosing (401.4): named in their view
    # What the choice is for, a fixed word agents decide by (the prompt is for people and may change):
    # starting_player (103.1), mulligan_bottom (103.5), hand_size_discard (514.1), legend_rule (704.5j),
    # sacrifice, discard, scry_bottom (701.22), surveil (701.25); "" for any other choice.
    # opening_hand (103.6a): the opening hand's cards to begin the game with on the battlefield.
    # tap_for_cost (602.2b): the next permanent to tap for a mana ability's 'Tap N untapped ...' cost.
    # remove_counters (107.1c): how many counters a 'Remove any number of ... counters' cost removes.
    purpose: str = ""
    slot: int = 0  # new_targets: the target position asked now (its options are that position's)
    picked: tuple[int, ...] = ()  # a choose of several: the options picked so far, one step at a time


class Event(msgspec.Struct, frozen=True, gc=False):
    """One change to the game, with the CR rules it follows (GUIDE principle 9)."""

    kind: str
    rules: tuple[str, ...]
    args: dict[str, Any]


GameObject = Obj | StackAbility


# How many clones were made, by any state, but dropped snapshots (`drop_snapshot`: a snapshot's shared
# dicts are taken back only if no other clone can hold them).
_CLONES = [0]


# GameState's fields, by name (restore copies them all; a compiled build reads no `__slots__` off the class).
STATE_FIELDS: tuple[str, ...] = (
    "players", "objects", "zones", "lki", "lki_chars", "turn", "active", "step", "priority", "passes",
    "next_id", "timestamp", "rng", "rng_key", "waiting", "delayed", "effects", "announcing", "rollback",
    "question", "proc", "answers", "log", "log_len", "winner", "game_over", "first_player", "chars",
    "resolving", "sba_dirty", "cleanup_mark", "cease_pending", "proc_args", "combat", "mulligans", "links", "version", "memo", "skips", "shields",
    "replacements",
    "extra_turns", "rotation", "ending_turn",  # extra turns (500.7), ending the turn (724.1)
    "day_night",  # the game's day/night designation (731.1)
    "auto_mana",  # a game option: mana is paid in one decision (issue 13; rules/legal.py)
    "player_counters",  # counters players have other than poison: energy (122.1, 107.14)
    "present",  # what the game's definitions hold, for gating rare rules (rules/present.py; issue 13)
    "outside",  # each player's cards outside the game: their sideboard (400.11a)
    "companions",  # each player's revealed companion still outside the game (103.2b, 702.139a)
    "merges",  # the merged permanents' components (730.2)
    "commanders", "variant",  # a Commander game's commanders (903.3) and its variant: "commander", "brawl" (903.12)
    "extra_phases",  # additional phases to come this turn (500.8; rules/turn/extra_phases.py)
    "journal",  # what changed, for an observer (state/journal.py; issue 14); None when no one listens
)


class GameState:
    """The whole game. Mutated in place by the engine's rules functions; `clone()` is cheap."""

    __slots__ = STATE_FIELDS

    def __init__(self) -> None:
        self.players: tuple[Player, ...] = ()
        self.objects: dict[int, GameObject] = {}
        self.zones: dict[str, tuple[int, ...]] = {}
        # Last known information (608.2h), shared read-only (MappingProxyType) between a state and its clones
        # until one of them writes: writers call `own_lki` first (issue 13: it grows all game, a clone per
        # action copied it).
        self.lki: Mapping[int, GameObject] = {}
        self.lki_chars: Mapping[int, Any] = {}
        self.turn = 1
        self.active = 0
        self.first_player = 0
        self.step = "untap"
        self.priority = -1  # the player with priority, -1 when nobody has it
        self.passes = 0  # consecutive passes (117.4)
        self.next_id = 1
        self.timestamp = 0
        self.rng = 0  # the generator's counter: how many random numbers were drawn (state/rng.py)
        self.rng_key = seed_key(0)  # the generator's secret key, from the game's seed
        self.waiting: tuple[Waiting, ...] = ()
        self.delayed: tuple[Delayed, ...] = ()
        self.effects: tuple[ContinuousEffect, ...] = ()
        self.announcing = 0  # id of the spell or ability being announced, 0 if none
        self.rollback: GameState | None = None  # the state before the announcement began (733)
        self.question: Question | None = None
        self.proc = ""  # the rules procedure a question belongs to ("resolve", "sba", ...)
        self.proc_args: tuple[Any, ...] = ()
        self.answers: tuple[Any, ...] = ()
        self.log: tuple[Event, Any] | None = None  # a linked list, newest first: cheap to clone
        self.log_len = 0
        self.winner: int | None = None
        self.game_over = False
        self.resolving = 0  # the stack object being resolved (608.2), 0 if none
        self.chars: dict[int, Any] = {}  # cache of computed characteristics, not copied
        self.sba_dirty = True  # something changed that a state-based action may look at (704.3)
        self.cleanup_mark = -1  # 514.3a: log length when cleanup finished; -2: another cleanup step follows
        self.cease_pending: tuple[int, ...] = ()  # tokens and copies that left their zone (704.5d-e)
        self.combat: Combat | None = None
        self.links: tuple[Link, ...] = ()
        self.skips: tuple[tuple[int, str], ...] = ()  # (player, step) to skip next (614.10)
        self.shields: tuple[Shield, ...] = ()
        self.replacements: tuple[TurnReplacement, ...] = ()  # 'this turn' replacement effects (611.2a)
        self.version = 0  # bumped by every change to objects or players: keys the `memo` cache
        self.memo: dict[Any, Any] = {}  # caches of derived values (legal actions...), not copied
        self.mulligans: Any = None  # start.Mulligans while the mulligan process runs (103.5)
        self.extra_turns: tuple[int, ...] = ()  # players' extra turns to come, the next one last (500.7)
        self.rotation = -1  # during an extra turn: the player whose turn the normal order continues from
        self.ending_turn = False  # an effect ended the turn: cleanup follows state-based actions (724.1c-d)
        self.day_night = ""  # 731.1: "", "day" or "night"
        # 122.1: (player, kind, how many) for the counters a player has other than poison ({E}, 107.14);
        # kept here rather than in Player so that a game without them saves exactly as before
        self.player_counters: tuple[tuple[int, str, int], ...] = ()
        # An option of the game, not of the rules: mana abilities are not offered one by one (at priority and
        # while paying); the auto-payer pays a cost in one action (`autopay`). Off by default.
        self.auto_mana = False
        # (the next object id not yet looked at, the card names seen, their node types and words): derived
        # from the objects, so never saved; see rules/present.py
        self.present: tuple[int, frozenset[str], frozenset[str]] = (1, frozenset(), frozenset())
        # 400.11a: the names of each player's cards outside the game (their sideboard, 100.4), by player index;
        # not objects (outside the game is no zone, 400.11): an effect that brings one in makes a new object
        # (400.11b). Empty for a game made without sideboards, which saves exactly as before.
        self.outside: tuple[tuple[str, ...], ...] = ()
        # 103.2b, 702.139a: by player index, the name of the companion each revealed ("" for none), until it is put
        # into their hand (116.2g: once per game); empty in a game without one, which saves exactly as before
        self.companions: tuple[str, ...] = ()
        # 730.2: the components of each merged permanent, kept under its id (also once it has left: its last
        # known information, 608.2h); empty in a game without one, which saves exactly as before
        self.merges: tuple[Merged, ...] = ()
        # 903.3: each player's commanders, in a Commander game ("" variant and none in any other game, which saves
        # exactly as before); `variant` "commander" or "brawl" (903.12: its own life totals, no 704.6c)
        self.commanders: tuple[Commander, ...] = ()
        self.variant = ""
        # 500.8: the first steps of the additional phases still to come this turn, the next one first, ending with
        # the normal step the turn goes on after ("=main1": as if that step had ended; rules/turn/extra_phases.py);
        # empty in a turn without any, which saves exactly as before
        self.extra_phases: tuple[str, ...] = ()
        # The change journal an observer attached (state/journal.py), None when no one listens: never saved,
        # never cloned (a clone starts without one)
        self.journal: Journal | None = None

    def clone(self, share_lki: bool = True) -> GameState:
        """A copy that shares the immutable records and copies the containers (GUIDE principle 11).
        Written out field by field: this is the hottest function of search and simulation. `share_lki` False
        (snapshot's): the last known information's dicts are handed over as they are, not made read-only."""
        _CLONES[0] += 1
        new = GameState.__new__(GameState)
        new.players = self.players
        new.turn = self.turn
        new.active = self.active
        new.first_player = self.first_player
        new.step = self.step
        new.priority = self.priority
        new.passes = self.passes
        new.next_id = self.next_id
        new.timestamp = self.timestamp
        new.rng = self.rng
        new.rng_key = self.rng_key
        new.waiting = self.waiting
        new.delayed = self.delayed
        new.effects = self.effects
        new.announcing = self.announcing
        new.rollback = self.rollback
        new.question = self.question
        new.proc = self.proc
        new.proc_args = self.proc_args
        new.answers = self.answers
        new.log = self.log
        new.log_len = self.log_len
        new.winner = self.winner
        new.game_over = self.game_over
        new.resolving = self.resolving
        new.sba_dirty = self.sba_dirty
        new.cleanup_mark = self.cleanup_mark
        new.cease_pending = self.cease_pending
        new.combat = self.combat
        new.links = self.links
        new.skips = self.skips
        new.shields = self.shields
        new.replacements = self.replacements
        new.version = self.version
        new.memo = {}
        new.mulligans = self.mulligans
        new.extra_turns = self.extra_turns
        new.rotation = self.rotation
        new.day_night = self.day_night
        new.player_counters = self.player_counters
        new.ending_turn = self.ending_turn
        new.auto_mana = self.auto_mana
        new.present = self.present
        new.outside = self.outside
        new.companions = self.companions
        new.merges = self.merges
        new.commanders = self.commanders
        new.variant = self.variant
        new.extra_phases = self.extra_phases
        new.objects = self.objects.copy()
        new.zones = self.zones.copy()
        if share_lki and (type(self.lki) is dict or type(self.lki_chars) is dict):  # shared, read-only (own_lki)
            self.lki = MappingProxyType(self.lki) if type(self.lki) is dict else self.lki
            self.lki_chars = MappingProxyType(self.lki_chars) if type(self.lki_chars) is dict else self.lki_chars
        new.lki = self.lki
        new.lki_chars = self.lki_chars
        new.chars = {}
        new.journal = None  # (an observer follows one state: a clone starts unobserved)
        return new

    def snapshot(self, compact: bool = False) -> tuple[GameState, tuple]:
        """A clone to `restore` if what follows fails, and a token for `drop_snapshot` if it didn't. Unlike a
        clone it doesn't share the last known information read-only: the state goes on writing its own dicts
        (issue 13: the LKI grows all game, and the first write after each action's snapshot copied it whole).
        They only grow meanwhile (608.2h: an object's is written once, as it stops existing; a fresh id is never
        one of theirs, `new_id`, `hidden_id`), so `restore` takes out what was added, by their lengths now.
        `compact`: the snapshot keeps the state's `objects` dict and the state goes on with the copy, which is
        compact. Issue 13: a dict that lost entries (an object leaving its zone, 400.7) keeps their holes, and
        copying it takes the slow path (8 us against 1 us for 120 objects), at every clone until it regrows.
        Only where nothing holds the state's dict: the start of a whole action (play/game.py)."""
        lki, lki_chars = self.lki, self.lki_chars
        snap = self.clone(False)
        _CLONES[0] -= 1  # (it holds no read-only share of the dicts: see restore)
        if compact:
            self.objects, snap.objects = snap.objects, self.objects
        snap.memo[_LKI_MARK] = (len(lki), len(lki_chars), _CLONES[0])
        return snap, ()

    def drop_snapshot(self, snap: GameState, token: tuple) -> None:
        """`snap` (from `snapshot`) will never be used (nothing to give back: the state kept its dicts)."""

    def restore(self, other: GameState) -> None:
        """Makes this state exactly `other` (rewinding, 733): a clone, or a `snapshot`. `other` must not be
        used afterwards."""
        journal = self.journal
        mark = other.memo.get(_LKI_MARK)
        for name in STATE_FIELDS:
            setattr(self, name, getattr(other, name))
        if mark is not None:  # a snapshot: the last known information added since is taken out
            self.lki = _as_it_was(other.lki, mark[0], mark[2])
            self.lki_chars = _as_it_was(other.lki_chars, mark[1], mark[2])
        self.chars = {}
        self.memo = {}
        self.journal = journal
        if journal is not None:  # (everything may differ from what an observer saw)
            journal.everything()

    # --- reading ---------------------------------------------------------------------------------

    def zone(self, zone: str, player: int = 0) -> tuple[int, ...]:
        return self.zones[zone_key(zone, player)]

    @property
    def stack(self) -> tuple[int, ...]:
        """The stack, bottom first (405.1): the last id is the top."""
        return self.zones[STACK]

    @property
    def battlefield(self) -> tuple[int, ...]:
        return self.zones[BATTLEFIELD]

    def obj(self, oid: int) -> GameObject:
        return self.objects[oid]

    def known(self, oid: int) -> GameObject | None:
        """The object if it still exists, else its last known information (608.2h)."""
        o = self.objects.get(oid)
        return o if o is not None else self.lki.get(oid)

    def events(self) -> list[Event]:
        """The game log, oldest first."""
        out: list[Event] = []
        node = self.log
        while node is not None:
            out.append(node[0])
            node = node[1]
        out.reverse()
        return out

    # --- writing -----------------------------------------------------------------------------------

    def emit(self, kind: str, rules: tuple[str, ...], /, **args: Any) -> None:
        self.log = (Event(kind, rules, args), self.log)
        self.log_len += 1

    def own_lki(self) -> tuple[dict[int, GameObject], dict[int, Any]]:
        """The last known information as this state's own dicts, to write to (copied if a clone shares
        them, `clone`)."""
        lki, lki_chars = self.lki, self.lki_chars
        if type(lki) is not dict:
            lki = self.lki = dict(lki)
        if type(lki_chars) is not dict:
            lki_chars = self.lki_chars = dict(lki_chars)
        return lki, lki_chars  # type: ignore[return-value]

    def new_id(self) -> int:
        """The next id of an object in a public zone (or of an effect): they count up."""
        oid = self.next_id
        self.next_id += 1
        while oid in self.objects or oid in self.lki:  # never one a hidden object already has
            oid = self.next_id
            self.next_id += 1
        return oid

    def hidden_id(self) -> int:
        """A fresh id for an object in a hidden zone (a library or a hand): drawn from the secret generator,
        so it carries no order and tells nothing about when or how the card got there (issue 20)."""
        while True:
            oid = HIDDEN_ID_BASE + self.random(9 * HIDDEN_ID_BASE)
            if oid not in self.objects and oid not in self.lki:
                return oid

    def new_timestamp(self) -> int:
        """613.7: each object and effect gets a timestamp when it is created or enters a zone."""
        self.timestamp += 1
        return self.timestamp

    def set_obj(self, obj: GameObject) -> None:
        """Replaces an object's record. Status (tapped, damage, choices) is not a characteristic (109.3), so
        the characteristics cache stays; changes that do affect characteristics call
        `characteristics_changed`."""
        self.objects[obj.id] = obj
        self.version += 1
        if self.journal is not None:
            self.journal.written.add(obj.id)

    def put_obj(self, obj: GameObject) -> None:
        """Puts a record in `objects` (a new object, or an old record put back) without counting it as a
        change of version: the write `objects[id] = obj`, journaled (state/journal.py)."""
        self.objects[obj.id] = obj
        if self.journal is not None:
            self.journal.written.add(obj.id)

    def del_obj(self, oid: int) -> GameObject:
        """Removes an object's record from `objects` (it left its zone, 400.7) and returns it, journaled."""
        obj = self.objects.pop(oid)
        if self.journal is not None:
            self.journal.written.add(oid)
        return obj

    def replace_all(self) -> None:
        """The objects and zones were replaced wholesale (a restarted game, 727): observers start over."""
        if self.journal is not None:
            self.journal.everything()

    def characteristics_changed(self) -> None:
        """Counters, continuous effects or zone changes: every cached characteristic may be stale."""
        self.sba_dirty = True
        self.version += 1
        if self.chars:
            self.chars = {}
        if self.journal is not None:
            self.journal.chars += 1

    def set_player(self, player: Player) -> None:
        old = self.players[player.index]
        if old.life != player.life or old.poison != player.poison or player.drew_from_empty:
            self.sba_dirty = True  # 704.5a-c
        if (old.life != player.life or old.poison != player.poison) and self.chars:
            self.chars = {}  # 611.3a: a static ability's 'as long as you have N or more life' / 'an opponent is
            # poisoned' is read again
            if self.journal is not None:
                self.journal.chars += 1
        ps = list(self.players)
        ps[player.index] = player
        self.players = tuple(ps)
        self.version += 1

    def player_counter(self, player: int, kind: str) -> int:
        """How many `kind` counters (122.1: 'energy') the player has."""
        return next((n for p, k, n in self.player_counters if p == player and k == kind), 0)

    def set_player_counter(self, player: int, kind: str, n: int) -> None:
        """The player now has `n` `kind` counters (122.1); none is not recorded."""
        kept = tuple(c for c in self.player_counters if not (c[0] == player and c[1] == kind))
        self.player_counters = tuple(sorted(kept + (((player, kind, n),) if n > 0 else ())))
        self.version += 1

    def random(self, bound: int) -> int:
        """A number in [0, bound) from the state's own seeded generator (GUIDE principle 10): a keyed hash of
        a counter (state/rng.py), whose key can't be recovered from the numbers it gives."""
        self.rng += 1
        return prf(self.rng_key, self.rng, bound)


_LKI_MARK = ("last known information at the snapshot",)  # a snapshot's memo entry: (lengths, clone count)


def _as_it_was(lki: Mapping[int, Any], length: int, clones: int) -> Mapping[int, Any]:
    """A last known information dict as it was when it had `length` entries: it only grew since (entries are
    added, and only an entry added since is ever removed, zones.move's undone move), so those are its first
    `length` entries in insertion order. Cut back in place when no clone was made since (none can share it),
    else copied."""
    if len(lki) == length:
        return lki
    if type(lki) is dict and _CLONES[0] == clones:
        for key in list(itertools.islice(lki, length, None)):
            del lki[key]
        return lki
    return dict(itertools.islice(lki.items(), length))
