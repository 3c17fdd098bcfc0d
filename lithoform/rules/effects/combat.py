"""What the effect and condition nodes of combat cards do (cards/tree.py, 'combatreq' block): a delayed
'whenever a creature attacks this turn' ability (603.7), looking at cards and revealing one into the hand
(701.20a, 401.4), and the intervening 'if' of Mangara, the Diplomat (603.4, 508.1b).

`register()` (called by effects.py as it loads) adds them to the interpreter's tables.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lithoform.cards.tree import AttackingYouAtLeast, DelayedEventTrigger, LookRevealToHand
from lithoform.rules import context
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects import interpreter as effects
from lithoform.rules.zones import move
from lithoform.state.model import HAND, LIBRARY, Delayed, GameState, Obj, player_ref, zone_key


def _delayed_event(ctx: Ctx, e: DelayedEventTrigger) -> None:
    """603.7a: a delayed triggered ability created as this resolves; it triggers on its event for the rest
    of the turn (603.7b does not apply: it isn't 'the next' event), and ends in the cleanup step (514.2)."""
    st = ctx.state
    name = chars(st, ctx.source).name
    record = Delayed(st.new_id(), ctx.controller, ctx.source, name, "", e.effect, tuple(ctx.created),
                     next_only=False, trigger=e.trigger, lasts=e.until)
    st.delayed = st.delayed + (record,)
    if e.until:  # 611.2b: 'Until your next turn, whenever ...' lasts until its controller's next turn begins
        st.emit("delayed_trigger", ("603.7a", "611.2b"), card=name, step="until your next turn, " + e.trigger.event)
    else:
        st.emit("delayed_trigger", ("603.7a",), card=name, step="this turn's " + e.trigger.event)


def _look_reveal(ctx: Ctx, e: LookRevealToHand) -> None:
    """Look at the top N cards (a private look: no zone change); the controller may reveal one that matches
    and put it into their hand (701.20a); the rest go on the bottom of the library in a random order (as
    701.57a words it for discover), drawn from the game's own generator (GUIDE principle 10)."""
    st = ctx.state
    player = ctx.controller
    n = ctx.amount(e.amount)
    top = st.zones[zone_key(LIBRARY, player)][:max(0, n)]
    if not top:
        return
    fitting = tuple(c for c in top if any(matches(st, f, c, player, ctx.source) for f in e.filters))
    # asked even when none fits: whether a question comes must not show what the hidden cards are (issue 20)
    kept = ctx.ask(player, "choose", "you may reveal a card and put it into your hand", fitting, 0, 1, seen=top)
    for card in kept:
        st.emit("reveal_cards", ("701.20a",), player=player, cards=[st.objects[card].card], where="looked_at")
        move(st, card, HAND, rules=("701.20a",))
    rest = [c for c in top if c not in kept]
    for i in range(len(rest) - 1, 0, -1):  # a random order (Fisher-Yates)
        j = st.random(i + 1)
        rest[i], rest[j] = rest[j], rest[i]
    for card in rest:
        move(st, card, LIBRARY, position=len(st.zones[zone_key(LIBRARY, player)]), rules=("401.4",))


def _attacking_you(state: GameState, cond: AttackingYouAtLeast, ctx: Ctx) -> bool:
    """How many declared attackers attack the controller or a planeswalker they control (508.1b). A creature
    that has left the battlefield counts by what it attacked when it left (the Mangara ruling): the combat
    record keeps its attack; the planeswalker is read as it last existed."""
    combat = state.combat
    if combat is None:
        return False
    me = player_ref(ctx.controller)
    n = 0
    for _attacker, target in combat.attackers:
        if target == me:
            n += 1
        elif target > 0:
            pw = state.known(target)
            n += isinstance(pw, Obj) and pw.controller == ctx.controller
    return n >= cond.count


HANDLERS: dict[type, Callable[[Any, Any], None]] = {
    DelayedEventTrigger: _delayed_event,
    LookRevealToHand: _look_reveal,
}
_CONDITIONS: dict[type, Callable[[GameState, Any, Any], bool]] = {
    AttackingYouAtLeast: _attacking_you,
}


def register() -> None:
    """Adds these nodes to the interpreter's tables (effects.py). Idempotent."""
    effects._HANDLERS.update(HANDLERS)
    context.EXTRA_CONDITIONS.update(_CONDITIONS)


register()  # at import: the rules/effects package imports every handler module (608.2c)
