"""Clash, the rules part (701.30).

701.30b: 'Clash with an opponent': the controller chooses an opponent (608.2d; not a target, so any
opponent, Broken Ambitions ruling); they and that opponent each clash. 701.30a, 701.30c: each reveals the top
card of their library at the same time (701.20a); then, in APNAP order (101.4), each decides whether to put
their card on the bottom of their library; then the cards move at the same time. 701.30d: a player wins if
they revealed a card with a higher mana value than all other cards revealed (a player who revealed nothing,
with an empty library, can't win; against nothing revealed, any card wins)."""

from __future__ import annotations

from lithoform.mechanics.clash.nodes import CLASH_WON, CLASHED, Clash, WonClash
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx, in_turn_order
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.triggers.matching import player_event_triggers
from lithoform.rules.zones import move
from lithoform.state.model import LIBRARY, GameState, player_ref, zone_key


def _opponent(ctx: Ctx) -> int:
    """701.30b: the opponent the controller chooses (the only one in a two-player game)."""
    st = ctx.state
    n = len(st.players)
    opponents = [(ctx.controller + i) % n for i in range(1, n) if not st.players[(ctx.controller + i) % n].lost]
    if len(opponents) <= 1:
        return opponents[0] if opponents else -1
    (picked,) = ctx.ask(ctx.controller, "choose", "choose an opponent to clash with (701.30b)",
                        tuple(player_ref(p) for p in opponents), 1, 1)
    return -picked - 1


def clash(ctx: Ctx, players: list[int]) -> bool:
    """701.30a, 701.30c-d: the players clash; whether the first of them (the controller) won."""
    st = ctx.state
    order = in_turn_order(st, players)
    revealed: dict[int, int | None] = {}
    for p in order:
        library = st.zones[zone_key(LIBRARY, p)]
        revealed[p] = library[0] if library else None
        if library:
            st.emit("reveal_cards", ("701.20a", "701.30a"), player=p, cards=[st.objects[library[0]].card], where="top")
    bottom = []
    for p in order:
        card = revealed[p]
        if card is None:
            continue
        (yes,) = ctx.ask(p, "may", f"put {chars(st, card).name} on the bottom of your library? (clash, 701.30a)",
                         (1, 0), 1, 1)
        if yes:
            bottom.append((p, card))
    values = {p: chars(st, c).mana_value for p, c in revealed.items() if c is not None}
    for p, card in bottom:  # 701.30c: the cards move at the same time (each to its own library)
        move(st, card, LIBRARY, position=len(st.zones[zone_key(LIBRARY, p)]), rules=("701.30a",))
    me = players[0]
    won = me in values and all(values[me] > v for p, v in values.items() if p != me)
    st.emit("clash", ("701.30a", "701.30d"), player=me, result="wins" if won else "doesn't win")
    for p in order:  # 'whenever you clash': each player who clashed (701.30b), after the clash (its reminder)
        mine = p in values and all(values[p] > v for q, v in values.items() if q != p)
        player_event_triggers(st, CLASHED, p, 1 if mine else 0)
        if mine:
            player_event_triggers(st, CLASH_WON, p, 1)
    return won


def _clash(ctx: Ctx, e: Clash) -> None:
    opponent = _opponent(ctx)
    won = clash(ctx, [ctx.controller] + ([opponent] if opponent >= 0 else []))
    if won and e.win is not None:
        run_effect(ctx, e.win)


def _won_clash(state: GameState, cond: WonClash, ctx: Ctx) -> bool:
    """701.30d: the triggering clash was won (the event's amount)."""
    return ctx.choices.x == 1


register_effect(Clash, _clash)
EXTRA_CONDITIONS[WonClash] = _won_clash
