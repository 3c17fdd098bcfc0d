"""Ending the game (104): players lose (104.3), the last player standing wins (104.2a), and a game in which
every player loses at once is a draw (104.4a)."""

from __future__ import annotations

import msgspec

from lithoform.rules.hooks import LOSS_FORBIDDEN, ZERO_LIFE_NO_LOSS
from lithoform.state.model import STACK, GameState, StackAbility


def loss_forbidden(state: GameState, player: int) -> bool:
    """104.3e: whether an effect says `player` can't lose the game now (Platinum Angel). Only a concession
    (104.3a) makes such a player lose."""
    return any(fn(state, player) for fn in LOSS_FORBIDDEN.now(state))


def zero_life_no_loss(state: GameState, player: int) -> bool:
    """704.5a: whether an effect says `player` doesn't lose the game for having 0 or less life (Phyrexian Unlife)."""
    return any(fn(state, player) for fn in ZERO_LIFE_NO_LOSS.now(state))


def would_lose(state: GameState, player: int) -> bool:
    """104.3b-d (704.5a-c): whether a state-based action makes `player` lose the game now (704.5a not for a player
    an effect says doesn't lose for having 0 or less life)."""
    p = state.players[player]
    if p.lost or not (p.life <= 0 or p.drew_from_empty or p.poison >= 10):
        return False
    if not (p.drew_from_empty or p.poison >= 10) and zero_life_no_loss(state, player):
        return False
    return not loss_forbidden(state, player)


def lose(state: GameState, players: dict[int, str]) -> None:
    """104.3: these players lose at once; 104.2a: the last player standing wins; 104.4a: if all players
    lose at once, the game is a draw. `players` maps each loser to the rule that makes them lose. A player an
    effect says can't lose (104.3e) doesn't, unless they concede (104.3a)."""
    players = {p: rule for p, rule in players.items() if rule == "104.3a" or not loss_forbidden(state, p)}
    for player, rule in players.items():
        p = state.players[player]
        state.set_player(msgspec.structs.replace(p, lost=True))
        state.emit("lose", (rule,), player=player)
    alive = [q.index for q in state.players if not q.lost]
    if len(alive) <= 1:
        state.game_over = True
        state.winner = alive[0] if alive else None
        state.priority = -1
        state.emit("game_over", ("104.2a",) if alive else ("104.4a",), winner=state.winner)


def stop_unfinished(state: GameState, limit: str) -> None:
    """Ends a game that reached a limit its runner set (a number of actions or turns): no rule of the game,
    so no one wins and the log says it was stopped unfinished."""
    state.game_over = True
    state.winner = None
    state.priority = -1
    state.question = None
    state.emit("game_stopped", (), limit=limit)


def loop_signature(state: GameState) -> tuple:
    """What a mandatory loop repeats (104.4b): the game as players see it, with objects by what they are,
    not by id (each time round a loop makes new objects, 400.7): turn, step, who has priority, the
    players' life, poison and mana, every zone's contents (the stack in order), the effects' count."""

    def sig(oid: int) -> tuple:
        o = state.objects[oid]
        if isinstance(o, StackAbility):
            return ("ability", o.source_name, o.kind, o.controller, o.choices.targets != ())
        return (o.card, o.controller, o.tapped, o.counters, o.damage, o.face, o.token, o.attached_to != 0)

    zones = tuple((key, tuple(sig(i) for i in ids) if key == STACK else tuple(sorted(map(sig, ids))))
                  for key, ids in sorted(state.zones.items()))
    players = tuple((p.life, p.poison, p.pool) for p in state.players)
    return (state.turn, state.step, state.active, state.priority, players, zones, len(state.effects),
            tuple(w.source_name for w in state.waiting))


def loop_prefix(state: GameState) -> tuple:
    """A part of `loop_signature` that is quick to find (the zones by size, the stack's top): two positions
    with different prefixes have different signatures, so a signature is worked out only for a position
    whose prefix was seen before (issue 13)."""
    stack = state.zones[STACK]
    top = state.objects[stack[-1]] if stack else None
    return (state.turn, state.step, state.active, state.priority,
            tuple([(p.life, p.poison, p.pool) for p in state.players]),
            tuple(sorted([(key, len(ids)) for key, ids in state.zones.items()])), len(state.effects),
            (type(top), getattr(top, "source_name", None) or getattr(top, "card", None)), len(state.waiting))


def draw_by_loop(state: GameState) -> None:
    """104.4b, 732.4: a loop of mandatory actions, repeating with no way to stop: the game is a draw."""
    state.game_over = True
    state.winner = None
    state.priority = -1
    state.question = None
    state.emit("mandatory_loop", ("104.4b", "732.4"))
    state.emit("game_over", ("104.4b",), winner=None)
