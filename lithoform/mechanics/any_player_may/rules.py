"""'Any player may [act]. If a player does / If no one does, [effect].', the rules part (101.4, 608.2c-d,
119.4, 118.3, 701.21a, 701.9a).

Starting with the active player and going in turn order (101.4), each player who can take the action gets the
option: the Argothian Wurm ruling, "first the active player gets the option ... If a player elects to sacrifice
a land, Argothian Wurm is put on top of its owner's library, but then all remaining players still get the
option". The Brain Gorgers ruling: "A player can't choose to sacrifice a creature unless they actually control
a creature that can be sacrificed" (likewise three cards to discard, 5 life to pay, 119.4, or mana, 118.3)."""

from __future__ import annotations

from lithoform.cards.mana import parse_cost
from lithoform.mechanics.any_player_may.nodes import AnyPlayerMay
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.damage import deal_damage, lose_life
from lithoform.rules.effects import interpreter as effects
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.payment import activate_mana_ability, autopay_plan, pay_mana
from lithoform.rules.zones import discard, move, sacrifice
from lithoform.state.model import BATTLEFIELD, EXILE, GRAVEYARD, HAND, player_ref, zone_key


def _half(life: int) -> int:
    """107.1a: half, rounded up."""
    return max(0, (life + 1) // 2)


def _sacrificeable(ctx: Ctx, e: AnyPlayerMay, player: int) -> tuple[int, ...]:
    st = ctx.state
    return tuple(o for o in st.zones[BATTLEFIELD] if st.objects[o].controller == player
                 and matches(st, e.filter, o, player, ctx.source))


def _can(ctx: Ctx, e: AnyPlayerMay, player: int) -> bool:
    """118.3, 119.4: whether the player can take the action at all."""
    st = ctx.state
    if e.action == "sacrifice":
        return len(_sacrificeable(ctx, e, player)) >= e.count
    if e.action == "discard":
        return len(st.zones[zone_key(HAND, player)]) >= e.count
    if e.action == "exile_graveyard":
        return len(st.zones[zone_key(GRAVEYARD, player)]) >= e.count
    if e.action == "pay_life":
        return e.count == 0 or st.players[player].life >= e.count  # 119.4
    if e.action == "pay_mana":
        return autopay_plan(st, player, parse_cost(e.mana)) is not None
    return e.action in ("pay_half_life", "damage")


def _describe(ctx: Ctx, e: AnyPlayerMay) -> str:
    what = {"sacrifice": f"sacrifice {e.count} permanent(s)", "discard": f"discard {e.count} card(s)",
            "exile_graveyard": f"exile {e.count} card(s) from your graveyard", "pay_life": f"pay {e.count} life",
            "pay_half_life": "pay half your life, rounded up", "pay_mana": f"pay {e.mana}",
            "damage": f"have {chars(ctx.state, ctx.source).name} deal {e.count} damage to you"}
    return what[e.action]


def _choose(ctx: Ctx, player: int, options: tuple[int, ...], n: int, verb: str, purpose: str) -> tuple[int, ...]:
    if len(options) == n:
        return options
    return tuple(ctx.ask(player, "choose", f"choose {n} to {verb}", options, n, n, purpose=purpose))


def _act(ctx: Ctx, e: AnyPlayerMay, player: int) -> None:
    """The player takes the action (701.21a sacrifice, 701.9a discard, 119.4 life, 120.3 damage)."""
    st = ctx.state
    if e.action == "sacrifice":
        for o in _choose(ctx, player, _sacrificeable(ctx, e, player), e.count, "sacrifice", "sacrifice"):
            sacrifice(st, o)
    elif e.action == "discard":
        for o in _choose(ctx, player, st.zones[zone_key(HAND, player)], e.count, "discard", "discard"):
            discard(st, o)
    elif e.action == "exile_graveyard":
        for o in _choose(ctx, player, st.zones[zone_key(GRAVEYARD, player)], e.count, "exile", "exile"):
            move(st, o, EXILE)
    elif e.action in ("pay_life", "pay_half_life"):
        p = st.players[player]
        amount = e.count if e.action == "pay_life" else _half(p.life)
        lose_life(st, player, amount, ("119.4",), paid=True)
    elif e.action == "pay_mana":
        cost = parse_cost(e.mana)
        plan = autopay_plan(st, player, cost)
        if plan is not None:
            for source, n, color in plan[0]:
                activate_mana_ability(st, player, source, n, color, ())
            if pay_mana(st, player, cost, plan[1]):
                st.emit("paid", ("118.12",), player=player, obj=ctx.oid, cost=e.mana, life=0)
    else:
        deal_damage(st, ctx.source, player_ref(player), e.count)


def _any_player_may(ctx: Ctx, e: AnyPlayerMay) -> None:
    """101.4: each player in turn order, from the active player, may act if they can; 608.2c: as soon as one
    does, `then` happens (the rest still get the option); 608.2d: if all decline, `otherwise` happens."""
    st = ctx.state
    n = len(st.players)
    someone = False
    for i in range(n):
        player = (st.active + i) % n
        if st.players[player].lost or not _can(ctx, e, player) or (e.opponents and player == ctx.controller):
            continue  # 'any opponent may': the controller doesn't get the option
        if e.who is not None and player not in players_of(ctx, e.who):
            continue  # 'target opponent may' (Risk Factor): that player only
        (yes,) = ctx.ask(player, "may", f"{_describe(ctx, e)}? ({'you' if e.who is not None else 'any opponent' if e.opponents else 'any player'} may)", (1, 0), 1, 1)
        if not yes:
            st.emit("declined", ("608.2d",), player=player, card=chars(st, ctx.source).name)
            continue
        _act(ctx, e, player)
        if not someone:
            someone = True
            if e.then is not None:
                effects.run_effect(ctx, e.then)
    if not someone and e.otherwise is not None:
        effects.run_effect(ctx, e.otherwise)


register_effect(AnyPlayerMay, _any_player_may)
