"""What a resolving spell or ability knows, and how its words are read (608.2c-h): the `Ctx` of one
resolution (its controller, source, choices, the targets still legal, the answers given so far), the objects
and players a reference stands for, amounts, conditions, and linked objects (607.2a).

A condition or an amount is read the same way wherever the rules meet it: on resolution, in an intervening
'if' (603.4), in a static ability's 'as long as' (611.3a) or a restriction on activating (602.5). So this
module sits below the effects, the triggers, the stack and combat, which all read through it. Node types
added by other modules register how they are read in `EXTRA_REFS`, `EXTRA_AMOUNTS` and `EXTRA_CONDITIONS`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import msgspec

from lithoform.cards.tree import (
    Condition,
    ControlsAtLeast,
    CountersRemoved,
    Created,
    EachOpponent,
    Equipped,
    Kicked,
    LifeAtMost,
    Linked,
    LinkedManaValue,
    Ref,
    SacrificedManaValue,
    SourceUntapped,
    Target,
    TargetController,
    TargetPlayerOrController,
    This,
    Triggering,
    XValue,
    You,
)
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.continuous.static_conditions import SUPPORTED, static_condition
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, Choices, GameState, Link, Obj, Question, player_ref, ref_player

# Node types added by other modules (effects_oracle.py) register how they are read here.
EXTRA_REFS: dict[type, Callable[[Any, Any], tuple[int, ...]]] = {}
EXTRA_AMOUNTS: dict[type, Callable[[Any, Any], int]] = {}
EXTRA_CONDITIONS: dict[type, Callable[[GameState, Any, Any], bool]] = {}
# References to the player an instruction reaches now ('they' after 'each player', mechanics/per_recipient): an
# amount that holds one is counted once for each player (Ctx.recipient)
RECIPIENT_REFS: list[type] = []


@functools.lru_cache(maxsize=512)
def _mentions_recipient(value: Any) -> bool:
    if isinstance(value, tuple(RECIPIENT_REFS)):
        return True
    if isinstance(value, tuple):
        return any(_mentions_recipient(v) for v in value)
    fields = getattr(value, "__struct_fields__", None)
    return fields is not None and any(_mentions_recipient(getattr(value, f)) for f in fields)


def per_recipient(value: Any) -> bool:
    """Whether an amount is counted for each player the instruction reaches ('the number of lands they
    control' after 'each player')."""
    return bool(RECIPIENT_REFS) and not isinstance(value, int) and _mentions_recipient(value)


class Ctx:
    """What a resolving spell or ability knows: who controls it, its source, its choices, which of its
    targets are still legal (608.2b), the answers given so far and what it has created."""

    __slots__ = ("state", "oid", "controller", "source", "choices", "legal", "created", "fixed",
                 "trigger_object", "slot_offset", "revealed", "milled", "discarded", "recipient", "hand_revealed",
                 "votes", "top_revealed", "payers")

    def __init__(self, state: GameState, oid: int, controller: int, source: int, choices: Choices,
                 legal: tuple[tuple[int, ...], ...], fixed: tuple[int, ...] = (), trigger_object: int = 0) -> None:
        self.state = state
        self.oid = oid
        self.controller = controller
        self.source = source
        self.choices = choices
        self.legal = legal
        self.created: list[int] = list(fixed)
        self.fixed = fixed
        self.trigger_object = trigger_object
        self.slot_offset = 0
        self.revealed: tuple[int, ...] = ()  # the card this resolution revealed last, and the log length then
        # (701.20a, mechanics/reveal_top)
        self.milled: tuple[int, ...] = ()  # the cards this resolution milled last, in the graveyard (701.17a)
        self.discarded: tuple[int, ...] = ()  # the cards this resolution discarded, as the new objects (701.9a)
        self.recipient = 0  # the player an instruction reaches now, one at a time (mechanics/per_recipient)
        self.hand_revealed = 0  # how many cards this resolution revealed from a hand (mechanics/hand_reveal)
        self.votes: dict[str | int, int] = {}  # this resolution's last vote: by word or object (mechanics/voting)
        self.top_revealed: tuple[int, ...] = ()  # the top cards each player revealed (mechanics/each_reveal_top)
        self.payers: tuple[int, ...] = ()  # the players deciding in the 'unless they pay' / 'may' being resolved,
        # innermost last (mechanics/player_verbs): per resolution, so two games or nested procedures don't share it

    def ask(self, player: int, kind: str, prompt: str, options: tuple[int, ...] = (), lo: int = 1,
            hi: int = 1, *, labels: tuple[str, ...] = (), seen: tuple[int, ...] = (),
            purpose: str = "") -> tuple[Any, ...]:
        """The next recorded answer, or a NeedChoice that poses this question (608.2d); `labels` name the
        options when they are not objects (a color, a mode); `seen`: the hidden cards the player looks at
        while answering (the top cards of their library, 401.4); `purpose`: what the choice is for (agents)."""
        return procedure.ask(Question(player, kind, prompt, options, lo, hi, labels=labels, seen=seen,
                                      purpose=purpose))

    def refs(self, ref: Ref) -> tuple[int, ...]:
        """The objects (ids) or players (negative refs) a reference stands for now."""
        if isinstance(ref, Target):
            slot = ref.slot + self.slot_offset
            return self.legal[slot] if slot < len(self.legal) else ()
        if isinstance(ref, This):
            return (self.source,)
        if isinstance(ref, You):
            return (player_ref(self.controller),)
        if isinstance(ref, Created):
            return tuple(self.created)
        if isinstance(ref, Triggering):
            return (self.trigger_object,) if self.trigger_object else ()
        if isinstance(ref, EachOpponent):
            return tuple(player_ref(p.index) for p in self.state.players if p.index != self.controller)
        if isinstance(ref, Linked):
            return linked(self.state, self.source, ref.key)
        if isinstance(ref, Equipped):
            src = self.state.known(self.source)
            host = src.attached_to if isinstance(src, Obj) else 0
            return (host,) if host else ()
        if isinstance(ref, TargetController):
            out = []
            for r in self.refs(Target(ref.slot)):
                o = self.state.known(r)
                if o is not None:  # the owner: 108.3 (a card that left the battlefield: its LKI names it)
                    out.append(player_ref(o.owner if ref.owner else o.controller))
            return tuple(out)
        if isinstance(ref, TargetPlayerOrController):  # 115.1: the target player, or the planeswalker's controller
            out = []
            for r in self.refs(Target(ref.slot)):
                if r < 0:
                    out.append(r)
                elif (o := self.state.known(r)) is not None:  # 608.2h: as it last existed if it has left
                    out.append(player_ref(o.controller))
            return tuple(out)
        extra = EXTRA_REFS.get(type(ref))
        if extra is not None:
            return extra(self, ref)
        raise TypeError(f"unknown reference {ref!r}")

    def fixed_x(self, f: Any) -> Any:
        """107.3a: a filter's 'mana value X or less' with the X chosen as the spell or ability was cast or
        activated ([-X], 606.4): the X of this resolving object."""
        if f is None or not isinstance(f.mana_value_at_most_amount, XValue):
            return f
        x = self.choices.x or 0
        most = x if f.mana_value_at_most is None else min(x, f.mana_value_at_most)
        if isinstance(f.mana_value_at_least_amount, XValue):  # 'with mana value X'
            least = x if f.mana_value_at_least is None else max(x, f.mana_value_at_least)
            f = msgspec.structs.replace(f, mana_value_at_least_amount=None, mana_value_at_least=least)
        return msgspec.structs.replace(f, mana_value_at_most_amount=None, mana_value_at_most=most)

    def amount(self, value: Any) -> int:
        if isinstance(value, int):
            return value
        if isinstance(value, XValue):
            return self.choices.x or 0
        if isinstance(value, SacrificedManaValue):
            # 608.2h: the sacrificed object's last known information.
            return sum(chars(self.state, s).mana_value for s in self.choices.sacrificed)
        if isinstance(value, CountersRemoved):
            return self.choices.counters_removed
        if isinstance(value, LinkedManaValue):
            # the sum when the linked ability exiled several cards (Soul Foundry ruling)
            return sum(chars(self.state, o).mana_value for o in linked(self.state, self.source, value.key))
        extra = EXTRA_AMOUNTS.get(type(value))
        if extra is not None:
            return extra(self, value)
        raise TypeError(f"unknown amount {value!r}")


def events_this_resolution(ctx: Ctx) -> Iterator[Any]:
    """608.2c: the game's events since the resolving object (ctx.oid) began to resolve, newest first: what
    'this way' counts ('the life lost this way', 'each creature destroyed this way')."""
    node = ctx.state.log
    while node is not None:
        event = node[0]
        if event.kind == "resolve" and event.args.get("obj") == ctx.oid:
            return
        yield event
        node = node[1]


def players_of(ctx: Ctx, ref: Ref) -> list[int]:
    """The players (indexes) among what a reference stands for now: 'each player', 'target opponent'."""
    return [ref_player(r) for r in ctx.refs(ref) if r < 0]


def in_turn_order(state: GameState, players: Iterable[int]) -> list[int]:
    """101.4: players who choose or act at the same time do so in APNAP order: the active player first, then
    the others in turn order."""
    n = len(state.players)
    return sorted(players, key=lambda p: (p - state.active) % n)


def linked(state: GameState, source: int, key: str) -> tuple[int, ...]:
    """607.2a: the objects linked to `source` under `key` that are still where the first ability put them."""
    out: list[int] = []
    for link in state.links:
        if link.source == source and link.key == key:
            out.extend(o for o in link.objects if o in state.objects)
    return tuple(out)


def add_link(state: GameState, source: int, key: str, objects: tuple[int, ...]) -> None:
    state.links = state.links + (Link(source, key, objects),)


def condition_holds(state: GameState, cond: Condition, ctx: Ctx) -> bool:
    if isinstance(cond, Kicked):
        if "kicker" in ctx.choices.additional:
            return True
        src = state.known(ctx.source)
        # 702.33d: a permanent keeps the fact; a spell on the stack has it among its announced choices ('When you
        # cast this spell, if it was kicked', 603.4: checked as it becomes cast)
        return isinstance(src, Obj) and (src.kicked or (src.choices is not None and "kicker" in src.choices.additional))
    if isinstance(cond, SourceUntapped):
        src = state.known(ctx.source)  # its last known information once it has left (113.7a, 608.2h)
        return isinstance(src, Obj) and not src.tapped
    if isinstance(cond, LifeAtMost):
        return state.players[ctx.controller].life <= cond.amount
    if isinstance(cond, ControlsAtLeast):
        mine = [o for o in state.zones[BATTLEFIELD] if state.objects[o].controller == ctx.controller
                and matches(state, cond.filter, o, ctx.controller, ctx.source)]
        return len(mine) >= cond.count
    extra = EXTRA_CONDITIONS.get(type(cond))
    if extra is not None:
        return extra(state, cond, ctx)
    if isinstance(cond, SUPPORTED):  # a static ability's condition asked elsewhere ('costs {2} less if ...')
        return static_condition(state, cond, ctx.source, ctx.controller, {})
    raise TypeError(f"unknown condition {cond!r}")


