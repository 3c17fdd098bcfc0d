"""Winning and losing by effect.

104.2b: an effect may state that a player wins the game; in a two-player game their opponent then has left it
(104.2a). 104.3e: an effect may state that a player loses the game. Some effects say a player can't lose or
can't win the game (Platinum Angel): no state-based action (104.3b-d, 704.5a-c) and no effect makes such a player
lose, and an effect that says a player who can't win wins does nothing. A concession still makes a player lose
(104.3a; Platinum Angel ruling), and 104.2a overrides any effect that would stop the last player standing winning.
The core asks LOSS_FORBIDDEN wherever a player would lose (rules/game_end.py) and this module's WIN_FORBIDDEN as
a player would win by effect."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.mechanics.emblems.rules import EMBLEM
from lithoform.mechanics.game_outcome.nodes import (
    CURSES,
    PROTECTS,
    ZERO_LIFE,
    CantLoseOrWin,
    CantLoseThisTurn,
    DamageAsInfect,
    NoLoss,
    WinGame,
)
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.game_end import lose, loss_forbidden
from lithoform.rules.hooks import DAMAGE_AS_INFECT, LOSS_FORBIDDEN, WIN_FORBIDDEN, ZERO_LIFE_NO_LOSS
from lithoform.rules.present import present_kinds
from lithoform.state.model import COMMAND, Choices, ContinuousEffect, GameState, Obj, ref_player


def _outcome_statics(state: GameState) -> Iterator[tuple[int, int, CantLoseOrWin]]:
    """(source, controller, ability) for each such static ability that applies now: permanents' and emblems'
    (114.4: an emblem's abilities function in the command zone; a card there, a commander, has none that do),
    each only while its condition holds (611.3a: 'As long as you control a Gideon planeswalker, ...')."""
    found = [(pid, state.objects[pid].controller, a) for pid, a in battlefield_abilities(state, CantLoseOrWin)]
    for oid in state.zones[COMMAND]:
        obj = state.objects[oid]
        if isinstance(obj, Obj) and obj.card == EMBLEM and obj.printed is not None:
            found.extend((oid, obj.controller, a) for a in obj.printed.abilities if isinstance(a, CantLoseOrWin))
    for source, controller, a in found:
        if _holds(state, a, source, controller):
            yield source, controller, a


def _holds(state: GameState, a: CantLoseOrWin | DamageAsInfect, source: int, controller: int) -> bool:
    """611.3a: the static ability's condition holds now (read for its controller and source)."""
    return a.condition is None or condition_holds(state, a.condition, Ctx(state, 0, controller, source, Choices(), ()))


def _protected_and_cursed(state: GameState) -> tuple[set[int], set[int], set[int]]:
    """The players an effect protects (they can't lose; their opponents can't win), those it curses (they
    can't win; their opponents can't lose) and those it only keeps in the game (they can't lose, Lich's
    Mastery)."""
    protected: set[int] = set()
    cursed: set[int] = set()
    kept: set[int] = set()
    for _source, controller, a in _outcome_statics(state):
        if a.kind != ZERO_LIFE:
            (protected if a.kind == PROTECTS else cursed if a.kind == CURSES else kept).add(controller)
    for e in state.effects:
        for part in e.parts:
            if isinstance(part, NoLoss):
                protected.add(part.player)
    return protected, cursed, kept


def cant_lose(state: GameState, player: int) -> bool:
    """104.3e: the player can't lose: an effect of theirs protects them or keeps them in the game, or an
    opponent's curses that opponent."""
    protected, cursed, kept = _protected_and_cursed(state)
    return player in protected or player in kept or any(q != player for q in cursed)


def cant_win(state: GameState, player: int) -> bool:
    """104.2b: the player can't win: an opponent's effect protects that opponent, or an effect of theirs curses
    them ('you can't lose the game' alone doesn't stop an opponent winning: the Lich's Mastery ruling)."""
    protected, cursed, _kept = _protected_and_cursed(state)
    return player in cursed or any(q != player for q in protected)


def no_loss_for_zero_life(state: GameState, player: int) -> bool:
    """704.5a: an effect of the player's says they don't lose the game for having 0 or less life (Phyrexian
    Unlife); the other state-based actions that make a player lose (704.5b-c) still apply (its ruling)."""
    return any(controller == player and a.kind == ZERO_LIFE for _s, controller, a in _outcome_statics(state))


def damage_as_infect(state: GameState, player: int) -> bool:
    """120.3b, 702.90b: 'As long as you have 0 or less life, all damage is dealt to you as though its source had
    infect.' (Phyrexian Unlife): the player's own permanent's ability, while its condition holds."""
    return any(state.objects[pid].controller == player and _holds(state, a, pid, player)
               for pid, a in battlefield_abilities(state, DamageAsInfect))


def _win_game(ctx: Ctx, e: WinGame) -> None:
    """104.2b: each player `who` stands for wins the game: every other player still in it loses (in a
    two-player game the winner is then the last player standing, 104.2a). A player who can't win doesn't. An
    opponent who can't lose doesn't lose, but the game still ends with the win (104.1: 'A game ends immediately
    when a player wins'; the Lich's Mastery ruling: "While you can't lose the game, your opponents can still win
    the game if an effect says so.")."""
    st = ctx.state
    if st.game_over:
        return
    for r in ctx.refs(e.who):
        if r >= 0:
            continue
        winner = ref_player(r)
        if st.players[winner].lost or any(fn(st, winner) for fn in WIN_FORBIDDEN.active(present_kinds(st))):
            st.emit("win_prevented", ("104.2b",), player=winner)
            continue
        losers = {p.index: "104.2b" for p in st.players
                  if p.index != winner and not p.lost and not loss_forbidden(st, p.index)}
        if losers:
            lose(st, losers)
        if not st.game_over:  # 104.1: an opponent kept in the game by 'you can't lose the game'
            st.game_over = True
            st.winner = winner
            st.priority = -1
            st.emit("game_over", ("104.1", "104.2b"), winner=winner)
        return


def _cant_lose_this_turn(ctx: Ctx, e: CantLoseThisTurn) -> None:
    """611.2a, 514.2: until end of turn, the controller can't lose the game and their opponents can't win it."""
    st = ctx.state
    record = ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller, (NoLoss(ctx.controller),),
                              (), "end_of_turn")
    st.effects = st.effects + (record,)
    st.emit("cant_lose_game", ("104.3e", "611.2a"), player=ctx.controller)


register_effect(WinGame, _win_game)
register_effect(CantLoseThisTurn, _cant_lose_this_turn)
LOSS_FORBIDDEN.register(cant_lose, needs=("CantLoseOrWin", "CantLoseThisTurn"))
WIN_FORBIDDEN.register(cant_win, needs=("CantLoseOrWin", "CantLoseThisTurn"))
ZERO_LIFE_NO_LOSS.register(no_loss_for_zero_life, needs=("CantLoseOrWin",))
DAMAGE_AS_INFECT.register(damage_as_infect, needs=("DamageAsInfect",))
