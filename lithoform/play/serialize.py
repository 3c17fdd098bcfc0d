"""Saving and loading a game state as JSON, at any decision, mid-resolution included (GUIDE principle 6).

The JSON is validated against these types on loading: a malformed or tampered file is a clear error,
never code to run."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.play.save_check import problems
from lithoform.rules.continuous.characteristics import Chars
from lithoform.rules.turn.start import Mulligans
from lithoform.state.model import (
    Combat,
    Commander,
    ContinuousEffect,
    Delayed,
    Event,
    GameState,
    Link,
    Merged,
    Obj,
    Player,
    Question,
    Shield,
    StackAbility,
    TurnReplacement,
    Waiting,
)

FORMAT = "lithoform-state/2"  # 2: the keyed-hash generator, rng_key (issue 20)


class SavedState(msgspec.Struct, omit_defaults=True):
    players: tuple[Player, ...]
    objects: list[Obj | StackAbility]
    zones: dict[str, tuple[int, ...]]
    lki: list[Obj | StackAbility]
    lki_chars: list[tuple[int, Chars]]
    turn: int
    active: int
    first_player: int
    step: str
    priority: int
    passes: int
    next_id: int
    timestamp: int
    rng: int
    rng_key: bytes
    waiting: tuple[Waiting, ...]
    delayed: tuple[Delayed, ...]
    effects: tuple[ContinuousEffect, ...]
    announcing: int
    question: Question | None
    proc: str
    proc_args: tuple[Any, ...]
    answers: tuple[Any, ...]
    log: list[Event]
    winner: int | None
    game_over: bool
    resolving: int
    sba_dirty: bool
    cleanup_mark: int
    cease_pending: tuple[int, ...] = ()
    combat: Combat | None = None
    links: tuple[Link, ...] = ()
    skips: tuple[tuple[int, str], ...] = ()
    shields: tuple[Shield, ...] = ()
    replacements: tuple[TurnReplacement, ...] = ()
    mulligans: Mulligans | None = None
    rollback: SavedState | None = None
    extra_turns: tuple[int, ...] = ()  # 500.7
    rotation: int = -1
    day_night: str = ""  # 731.1
    player_counters: tuple[tuple[int, str, int], ...] = ()  # 122.1 (energy, 107.14)
    ending_turn: bool = False  # 724.1
    auto_mana: bool = False  # the game option (issue 13)
    outside: tuple[tuple[str, ...], ...] = ()  # 400.11a: the players' sideboards (card names)
    companions: tuple[str, ...] = ()  # 103.2b: the revealed companions still outside the game
    merges: tuple[Merged, ...] = ()  # 730.2
    commanders: tuple[Commander, ...] = ()  # 903.3
    variant: str = ""  # "commander" or "brawl" (903, 903.12)
    extra_phases: tuple[str, ...] = ()  # 500.8
    labels: dict[str, int] = {}  # a scenario's names for objects (Game.labels), kept through a save
    format: str = FORMAT


class SaveError(ValueError):
    """A saved game that can't be loaded: it says what was wrong."""


def to_saved(state: GameState) -> SavedState:
    return SavedState(
        players=state.players,
        objects=[state.objects[k] for k in sorted(state.objects)],
        zones=dict(sorted(state.zones.items())),
        lki=[state.lki[k] for k in sorted(state.lki)],
        lki_chars=sorted(state.lki_chars.items()),
        turn=state.turn, active=state.active, first_player=state.first_player, step=state.step,
        priority=state.priority, passes=state.passes, next_id=state.next_id, timestamp=state.timestamp,
        rng=state.rng, rng_key=state.rng_key, waiting=state.waiting, delayed=state.delayed, effects=state.effects,
        announcing=state.announcing, question=state.question, proc=state.proc, proc_args=state.proc_args, answers=state.answers,
        log=state.events(), winner=state.winner, game_over=state.game_over, resolving=state.resolving,
        sba_dirty=state.sba_dirty, cleanup_mark=state.cleanup_mark, cease_pending=state.cease_pending, combat=state.combat, links=state.links, skips=state.skips, shields=state.shields, replacements=state.replacements, mulligans=state.mulligans,
        rollback=to_saved(state.rollback) if state.rollback is not None else None,
        extra_turns=state.extra_turns, rotation=state.rotation, ending_turn=state.ending_turn,
        day_night=state.day_night, auto_mana=state.auto_mana, player_counters=state.player_counters,
        outside=state.outside, companions=state.companions, merges=state.merges, commanders=state.commanders, variant=state.variant,
        extra_phases=state.extra_phases,
    )


def from_saved(saved: SavedState) -> GameState:
    if saved.format != FORMAT:
        raise SaveError(f"unknown saved-state format {saved.format!r}; this lithoform reads {FORMAT!r}")
    s = GameState()
    s.players = tuple(saved.players)
    s.objects = {o.id: o for o in saved.objects}
    s.zones = {k: tuple(v) for k, v in saved.zones.items()}
    s.lki = {o.id: o for o in saved.lki}
    s.lki_chars = {k: v for k, v in saved.lki_chars}
    for name in ("turn", "active", "first_player", "step", "priority", "passes", "next_id", "timestamp", "rng",
                 "rng_key",
                 "announcing", "question", "proc", "winner", "game_over", "resolving", "sba_dirty",
                 "cleanup_mark"):
        setattr(s, name, getattr(saved, name))
    s.waiting = tuple(saved.waiting)
    s.delayed = tuple(saved.delayed)
    s.effects = tuple(saved.effects)
    s.cease_pending = tuple(saved.cease_pending)
    s.combat = saved.combat
    s.links = tuple(saved.links)
    s.skips = tuple(tuple(x) for x in saved.skips)  # type: ignore[misc]
    s.shields = tuple(saved.shields)
    s.replacements = tuple(saved.replacements)
    s.mulligans = saved.mulligans
    s.proc_args = tuple(saved.proc_args)
    s.answers = tuple(tuple(a) if isinstance(a, list) else a for a in saved.answers)
    node = None
    for e in saved.log:
        node = (e, node)
    s.log = node
    s.log_len = len(saved.log)
    s.rollback = from_saved(saved.rollback) if saved.rollback is not None else None
    s.extra_turns = tuple(saved.extra_turns)
    s.rotation = saved.rotation
    s.day_night = saved.day_night
    s.player_counters = tuple(tuple(c) for c in saved.player_counters)  # type: ignore[misc]
    s.ending_turn = saved.ending_turn
    s.auto_mana = saved.auto_mana
    s.outside = tuple(tuple(names) for names in saved.outside)
    s.companions = tuple(saved.companions)
    s.merges = tuple(saved.merges)
    s.commanders = tuple(saved.commanders)
    s.variant = saved.variant
    s.extra_phases = tuple(saved.extra_phases)
    _check(s)
    return s


def _check(s: GameState) -> None:
    """Every object in exactly the zone it says, every id known: a tampered file fails here."""
    seen: set[int] = set()
    for key, ids in s.zones.items():
        for oid in ids:
            if oid in seen:
                raise SaveError(f"object {oid} is in two zones")
            seen.add(oid)
            obj = s.objects.get(oid)
            if obj is None:
                raise SaveError(f"zone {key} lists object {oid}, which does not exist")
            if key.split(":")[0] != obj.zone:
                raise SaveError(f"object {oid} says it is in {obj.zone} but zone {key} lists it")
    missing = set(s.objects) - seen
    if missing:
        raise SaveError(f"objects {sorted(missing)} are in no zone")
    first = next(problems(s), None)
    if first is not None:
        raise SaveError(f"not a valid saved game: {first}")


_encoder = msgspec.json.Encoder(order="deterministic")  # sets sorted: equal states, equal text
_decoder = msgspec.json.Decoder(SavedState)


def dumps(state: GameState, labels: dict[str, int] | None = None) -> str:
    saved = to_saved(state)
    if labels:
        saved = msgspec.structs.replace(saved, labels=dict(sorted(labels.items())))
    return _encoder.encode(saved).decode()


def loads(text: str | bytes) -> GameState:
    return loads_labelled(text)[0]


def loads_labelled(text: str | bytes) -> tuple[GameState, dict[str, int]]:
    """The state and the labels saved with it."""
    try:
        saved = _decoder.decode(text)
    except msgspec.ValidationError as e:
        raise SaveError(f"not a valid saved game: {e}") from None
    except msgspec.DecodeError as e:
        raise SaveError(f"not JSON: {e}") from None
    except RecursionError:
        raise SaveError("not a valid saved game: JSON nested too deeply") from None
    state = from_saved(saved)
    for label, oid in saved.labels.items():
        if oid not in state.objects and oid not in state.lki and not 0 < oid < state.next_id:
            raise SaveError(f"label {label!r} names object {oid}, which never existed (ids run 1 to {state.next_id - 1})")
    return state, dict(saved.labels)
