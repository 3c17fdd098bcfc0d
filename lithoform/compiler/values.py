"""What the transformer passes between its rules: the `Scope` of one spell or ability, the marker values
that only live while a line is transformed (a verb phrase waiting for its subject, a suffix of a
description, a sentence that changes the one before it), and small helpers shared by the rule modules.

Anything the ability tree can't express raises `Unsupported`, which makes the phrase unparsed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import msgspec
from lark import Token, Tree

from lithoform.cards.tree import (
    Created,
    CreateToken,
    CreateTokenCopy,
    EachOpponent,
    EachPlayer,
    Filter,
    MovedThisWay,
    Sequence,
    Target,
    TargetController,
    TargetSpec,
    This,
    Times,
    Triggering,
    TriggeringController,
    You,
)
from lithoform.compiler.descriptions import Desc, DescriptionError, describe

NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fifteen": 15,
                "twenty": 20}
PLAYER_KINDS = ("any", "player", "opponent")


class Unsupported(ValueError):
    """A phrase the grammar reads but the ability tree (or the engine) can't express."""


@dataclass
class Scope:
    """What the words read so far of one spell or ability have introduced."""

    targets: list[TargetSpec] = field(default_factory=list)
    last: Any = None  # the most recent object named: what 'it' means
    default_it: Any = field(default_factory=This)
    subject: Any = None  # the subject of the last clause of the sentence being read
    player: Any = None  # the most recent player named: what 'that player' means
    each_players: Any = None  # 'each player' / 'each opponent' read: 'they' in a count is each one (per_recipient)
    position: str | None = None  # 'on top of / on the bottom of its owner's library' after an object
    extra: list[Any] = field(default_factory=list)  # abilities the text implies ('until ~ leaves', 610.3)
    event_amount: bool = False  # the trigger event has an amount: what 'that much' means (carried as X)
    from_graveyard: bool = False  # the effect moves ~ out of your graveyard: it functions there (113.6m)
    x_is: Any = None  # 107.3c: X defined by the text ('X is the mana value of that card'), for the cost
    from_hand: bool = False  # the ability puts ~ onto the battlefield from the hand: it functions there (113.6)
    exiled_slots: tuple[int, ...] = ()  # target slots an 'exile' instruction moved: 'that card' is then in exile
    attacker_event: bool = False  # the trigger event's object is a creature attacking ('defending player', 506.2)
    they: Any = None  # the players 'they' names in '... each opponent and each creature they control' (EachOpponent)
    stack_event: bool = False  # the trigger event's object is a spell or ability ('that spell's controller')
    cast_event: bool = False  # the trigger event is a spell being cast: 'if it's the second creature spell ...'
    x_announced: bool = False  # an activated ability with {X} in its cost: X is announced before targets (602.2b)
    cast_restriction: bool = False  # the text is 'Cast ~ only if ...' (601.3): read as the card would be cast
    chosen: str | None = None  # the kind a 'Choose a basic land type.' chose: what 'that type' means (607.2d)
    bare: list[Any] = field(default_factory=list)  # the clauses read without a subject (by identity: sentences.py)
    # the delayed triggers read as 'At the beginning of the next end step, X' (by identity): the clauses joined after
    # X in the same sentence ('... and Y') are part of the delayed ability too (603.7a; sentences.clauses)
    prefix_delays: list[Any] = field(default_factory=list)
    # the trigger event's other object when 'it' is ~ ('whenever ~ blocks a creature, that creature ...': the
    # creature blocked, 603.2): what 'that creature' means with nothing named before it
    event_other: Any = None
    # the number an earlier instruction produced ('draw ..., then discard that many cards', 'sacrifice all
    # creatures you control, then create that many ...'): what 'that much' / 'that many' means when the trigger
    # event has no amount (608.2c; counted as it happened, 608.2h)
    produced: Any = None
    discarded: Any = None  # (what 'it' meant as a discard was read,): 'that card' since is the card discarded
    done: Any = None  # the last instruction read with 'you' as its subject (VP): what 'does the same' repeats
    clash_event: bool = False  # the trigger event is a clash: 'if you won' reads its result (mechanics/clash)
    attacking_player: Any = None  # 'that attacking player' (506.2) in a trigger on a player's attack (attack_events)
    left_battlefield: bool = False  # the trigger event's object left the battlefield ('dies', 603.6c): 'it' looks back
    # 'return enchanted creature card to the battlefield ... and attach ~ to it' was read: 'that creature' in a
    # 'when ~ leaves the battlefield' after it is the creature put onto the battlefield with ~ (reanimation_auras)
    reanimated: bool = False
    # 'that player chooses target player ...' (Oath of Druids): the player who chose, 'the first player' after it
    first_player: Any = None
    # (the group, what 'it' meant before it): 'each creature you control deals damage equal to its power to that
    # creature' (Moonlight Hunt): 'that creature' is the object named before the group, not the group (608.2c)
    group_before: Any = None
    # (kind, object) the last condition on counters counted ('if there are three or more landmark counters on it'):
    # what 'remove those counters' removes (mechanics/counter_descriptions)
    counted_counters: Any = None
    # the amount a 'where X is ...' of an earlier sentence gave X ('look at the top X cards ..., where X is your
    # devotion to blue. ... If X is greater than or equal to ...', Thassa's Oracle): what a later bare 'X' means
    where_x: Any = None
    # a 'for each [objects] [moved] this way' was read (608.2c): 'its controller' with no object named before is each
    # counted object's controller (mechanics/exiled_this_way: TokensForEachMoved)
    counting: bool = False

    def target(self, spec: TargetSpec) -> Target:
        """A new target slot (601.2c: in printed order). 'it' means the most recent object, 'that player' the
        most recent player: a target player is not what 'it' or 'its power' refers to."""
        self.targets.append(spec)
        ref = Target(len(self.targets) - 1)
        if spec.kind in ("player", "opponent"):
            self.player = ref
        else:
            self.last = ref
            if self.player is None and spec.filter is not None and spec.filter.controller == "opponent":
                # 'Destroy target ... an opponent controls. That player may search ...' (Boseiju): the opponent
                # who controls it, as it last existed (608.2h)
                self.player = TargetController(ref.slot)
        return ref

    def it(self) -> Any:
        if isinstance(self.last, Unnamed):
            raise Unsupported(f"a reference to {self.last.what} (the tree has no name for it)")
        return self.last if self.last is not None else self.default_it

    def that(self, plural: bool = False) -> Any:
        """'that creature': the most recent object named other than this one (which the text calls by its
        name), or the object of the trigger event."""
        if self.last is None or isinstance(self.last, This):
            if isinstance(self.default_it, Triggering):
                return self.default_it
            if self.event_other is not None:
                self.last = self.event_other  # 'Untap that permanent. It gains haste' (608.2c: it is that one)
                return self.event_other
            if isinstance(self.last, This) and not plural:  # 'those cards' may be several targets: not this
                # 'Destroy target artifact. ~ gets +X/+0, where X is that artifact's mana value.' (Hoard-Smelter
                # Dragon): ~ was named since, but 'that' is the most recent other object, the target (608.2c)
                for slot in range(len(self.targets) - 1, -1, -1):
                    if self.targets[slot].kind not in PLAYER_KINDS:
                        return Target(slot)
                    break
            raise Unsupported("'that ...' with nothing named before it")
        return self.it()

    def that_read(self, noun: str, creature: bool) -> Any:
        """'that creature' in an amount ('that creature's power', 'that card's mana value'): also the object an
        earlier instruction sacrificed or discarded (608.2c), read as it last existed (608.2h), which the tree
        names only for such reads (mechanics/this_way_objects)."""
        last = self.last
        if isinstance(last, Unnamed) and last.moved is not None:
            if last.not_creature and creature:  # 'sacrifice a Forest. ... that creature's power': the one before
                self.last = last.before
                return self.that()
            return last.moved
        if noun == "card" and self.discarded is not None and self.discarded[0] == last:
            return MovedThisWay("discarded")  # 'target player discards a card. ... that card's mana value'
        return self.that()

    def spec_of(self, ref: Any) -> TargetSpec | None:
        return self.targets[ref.slot] if isinstance(ref, Target) and ref.slot < len(self.targets) else None

    def is_player(self, ref: Any) -> bool:
        """Does the reference stand for players (rather than objects)?"""
        if isinstance(ref, You | EachOpponent | EachPlayer | TargetController | TriggeringController):
            return True
        if getattr(type(ref), "PLAYERS", False):  # a mechanic's reference to players ('enchanted player')
            return True
        if isinstance(ref, Triggering) and isinstance(self.player, Triggering) \
                and not isinstance(self.default_it, Triggering):
            return True  # the trigger's object is a player ('that player': the one dealt the damage, 603.2)
        spec = self.spec_of(ref)
        return spec is not None and spec.kind in ("player", "opponent")


# --- markers ---------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Suffix:
    """A suffix of a description ('you control', 'with flying')."""

    name: str
    value: Any = None


@dataclass(frozen=True)
class EachOfThose:
    """'each of those creatures' after 'any number of target creatures' (Polukranos, World Eater): each object the
    reference stands for, one at a time, as a source of damage (120.1; sentences._deal makes it an EachDealsDamage)."""

    ref: Any


@dataclass(frozen=True)
class Unnamed:
    """What 'it' would mean after an instruction whose objects the tree can't refer to (the sacrificed
    creature of an edict, the card a search found)."""

    what: str
    before: Any = None  # what 'it' meant before this instruction (`not_creature`)
    not_creature: bool = False  # a sacrificed permanent not described as a creature ('sacrifice a Forest')
    # the objects as the engine finds them after the instruction (mechanics/this_way_objects), which only an
    # amount reads: 'that creature's power' is the sacrificed creature's last known power (608.2c, 608.2h)
    moved: Any = None


@dataclass(frozen=True)
class Graveyard:
    """'target player's graveyard': a zone, which only 'exile' reads."""

    who: Any


@dataclass(frozen=True)
class Marked:
    """A condition or instruction that only the sentence before or after it completes ('reveal the top card
    of your library. If it's a land card, ...')."""

    name: str
    value: Any = None
    it: Any = None  # 'if it's a ...': what 'it' named where the condition was read (None: nothing yet)
    exact: bool = True  # False: 'an artifact creature' (both types), which a Filter's any-of types can't hold


@dataclass(frozen=True)
class Bare:
    """A singular description with no article before it ('sacrifice another creature'): only an edict reads it."""

    desc: Desc


@dataclass(frozen=True)
class VP:
    """A verb phrase waiting for its subject. `subject`: 'player' (draws, loses life), 'object' (gets +1/+1),
    or 'you' (an instruction only the controller can follow: destroy, exile...)."""

    make: Callable[[Any], Any]
    subject: str = "you"
    name: str = ""
    # an instruction of 'you' that another player may be the subject of, made with that player ('target
    # opponent gains control of ~': mechanics/give_control); None: only you
    other: Callable[[Any], Any] | None = None


@dataclass(frozen=True)
class Partial:
    """'it deals 4 damage' without a recipient: only valid in an 'instead' sentence. `kind` "tokens": 'create
    twelve of those tokens instead' (the number of tokens the instruction before creates)."""

    amount: Any
    kind: str = "damage"


@dataclass(frozen=True)
class Pending:
    """An effect waiting for a later clause of its sentence: 'gets +1/+1' before 'and gains flying until end
    of turn', or before the sentence's 'until end of turn,' prefix."""

    kind: str
    parts: tuple[Any, ...]
    what: Any


@dataclass(frozen=True)
class Except:
    """', except it has haste' after 'create a token that's a copy of ...' (707.9b)."""

    keywords: tuple[str, ...]


@dataclass(frozen=True)
class Instead:
    condition: Any
    effects: list[Any]


@dataclass(frozen=True)
class IfYouDo:
    """'If you do, [effects].': the sentence before it must be an optional action."""

    effects: list[Any]


@dataclass(frozen=True)
class SentenceMark:
    """A sentence that only changes the one before it ('You may choose new targets for the copy.', 'If you
    win the flip, ...'), with the effects it adds if any."""

    name: str
    effects: tuple[Any, ...] = ()


@dataclass(frozen=True)
class Itself:
    """'... and 3 damage to itself': the source of the damage (120.1); the sentence's `_deal` reads it
    (compiler/sentences.py; mechanics/damage_recipients)."""


@dataclass(frozen=True)
class Amounted:
    """A recipient of damage with its own amount: '... and 3 damage to that creature' (120.1, 120.3); the
    sentence's `_deal` reads it (compiler/sentences.py; mechanics/damage_pairs)."""

    amount: Any
    np: Any


@dataclass(frozen=True)
class SpellSetting:
    """Part of a keyword or static line that belongs to the spell itself (kicker, extra target cost)."""

    name: str
    value: Any  # mana symbols, or the Cost of an additional cost (601.2f)


@dataclass(frozen=True)
class Joiner:
    word: str


@dataclass(frozen=True)
class WhereX:
    amount: Any


MARKERS = (Suffix, Unnamed, Graveyard, Marked, Bare, VP, Partial, Pending, Except, Instead, IfYouDo, SentenceMark, Joiner, WhereX)


# --- helpers -----------------------------------------------------------------------------------------------------


def text(tok: Any) -> str:
    return str(tok)


def as_int(value: Any) -> int:
    if isinstance(value, int):
        return value
    raise Unsupported(f"a fixed number was expected, not {value!r}")


def pt(token: Any) -> tuple[int, int]:
    p, t = str(token).split("/")
    try:
        return int(p), int(t)
    except ValueError:
        raise Unsupported(f"variable P/T change {token}") from None


def mana(token: Any) -> str:
    return str(token).upper()


def replace(node: Any, **changes: Any) -> Any:
    return msgspec.structs.replace(node, **changes)


def contains_marker(node: Any) -> bool:
    """Is a transformer-only value (or a parse tree) still inside this node? Then a part of the text was not
    turned into the tree, and the phrase must be reported unparsed rather than dropped."""
    if isinstance(node, (*MARKERS, Tree)):
        return True
    if isinstance(node, Token):
        return False
    if isinstance(node, tuple | list):
        return any(contains_marker(n) for n in node)
    fields = getattr(node, "__struct_fields__", None)
    if not fields:
        return False
    return any(contains_marker(getattr(node, f)) for f in fields)


def mentions(node: Any, kind: type) -> bool:
    """Does a node of type `kind` occur inside `node`?"""
    if isinstance(node, kind):
        return True
    if isinstance(node, tuple):
        return any(mentions(n, kind) for n in node)
    fields = getattr(node, "__struct_fields__", None)
    if not fields:
        return False
    return any(mentions(getattr(node, f), kind) for f in fields)


def occurrences(node: Any, kind: type) -> list[Any]:
    """Every node of type `kind` inside `node` (outermost first; none inside one found)."""
    if isinstance(node, kind):
        return [node]
    if isinstance(node, tuple | list):
        return [n for part in node for n in occurrences(part, kind)]
    fields = getattr(node, "__struct_fields__", None)
    return [n for f in fields for n in occurrences(getattr(node, f), kind)] if fields else []


def substitute(node: Any, old: Any, new: Any) -> Any:
    """`node` with every occurrence of the node `old` replaced by `new`."""
    if node == old:
        return new
    if isinstance(node, tuple):
        return tuple(substitute(n, old, new) for n in node)
    if isinstance(node, Pending):  # 'gets +X/+X' waiting for its duration, before 'where X is ...'
        return dataclasses.replace(node, parts=substitute(node.parts, old, new), what=substitute(node.what, old, new))
    fields = getattr(node, "__struct_fields__", None)
    if not fields:
        return node
    changes = {f: substitute(getattr(node, f), old, new) for f in fields}
    return msgspec.structs.replace(node, **changes)


def sequence(effects: list[Any]) -> Any:
    """One effect for a list of instructions, with effects that refer to created tokens folded into the
    creating effect's `then` (so 'it' names the tokens, 111.1)."""
    out: list[Any] = []
    for e in effects:
        if out and isinstance(out[-1], CreateToken | CreateTokenCopy) and mentions(e, Created):
            prev = out.pop()
            e = msgspec.structs.replace(prev, then=prev.then + (e,))
        out.append(e)
    if not out:
        raise Unsupported("no effect")
    return out[0] if len(out) == 1 else Sequence(tuple(out))


def is_triggering(ref: Any) -> bool:
    return isinstance(ref, Triggering)


def one(x: Any) -> Any:
    """A clause's single effect (a clause that made several becomes a sequence)."""
    if isinstance(x, list):
        return sequence(x)
    if isinstance(x, Pending):
        raise Unsupported("a P/T change without a duration")
    return x


def times(count: Any, factor: int) -> Any:
    """'N for each ...' (107.1): the count times N. Counts with a multiplier of their own keep it there (the
    layers and older handlers read it); any other amount is wrapped in `Times`."""
    if factor == 1:
        return count
    if isinstance(count, int):
        return count * factor
    if "multiplier" in getattr(count, "__struct_fields__", ()):
        return replace(count, multiplier=factor * count.multiplier)
    if isinstance(count, Times):
        return replace(count, factor=factor * count.factor)
    return Times(count, factor)


def uncontrolled_permanents(d: Desc, what: str) -> Any:
    """The permanents a description stands for when the phrase around it says whose they are ('... they
    control', 'an opponent controls ...'): the description itself must name no controller. `what` names the
    phrase in the refusal."""
    try:
        f = d.permanents()
    except DescriptionError as e:
        raise Unsupported(str(e)) from None
    if f.controller is not None:
        raise Unsupported(f"'{what}' after a description naming a controller")
    return f


def described(words: list[str]) -> Desc:
    """The description a phrase's words make; one the compiler can't read refuses the phrase, saying why."""
    try:
        return describe(words, [])
    except DescriptionError as e:
        raise Unsupported(str(e)) from None


def all_permanents(words: list[str]) -> Filter:
    """'all [creatures]', 'all [creatures] target player controls': a plural description of permanents."""
    d = described(words)
    try:
        f = d.permanents()
    except DescriptionError as e:
        raise Unsupported(str(e)) from None
    if not d.plural:
        raise Unsupported("'all' before a singular description")
    return f
