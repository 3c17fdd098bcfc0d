"""What the effect nodes added for the Oracle compiler do as their spell or ability resolves (608.2c-h),
and the references, amounts and conditions they use.

`register_handlers()` (called by effects.py as it loads) adds the handlers to `effects._HANDLERS` and the
new reference, amount and condition nodes to the tables that `Ctx.refs`, `Ctx.amount` and
`effects.condition_holds` consult. Choices made while resolving are asked with `ctx.ask` (608.2d), so a
resolution stops at a decision and is replayed with the answer, as for `Discard`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import effects
from .cards.tree import (
    CounterUnlessPays,
    CountOf,
    CreatureDiedThisTurn,
    Each,
    EachPlayer,
    Exile,
    Fight,
    GainedLifeThisTurn,
    Mill,
    PowerOf,
    PutOnLibrary,
    ReturnToBattlefield,
    ReturnToHand,
    SacrificeChosen,
    Scry,
    SearchLibrary,
    Surveil,
    TriggeredAbility,
    TriggeringController,
)
from .characteristics import chars
from .filters import matches
from .state import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    GameState,
    Obj,
    Waiting,
    player_ref,
    ref_player,
    zone_key,
)

Ctx = effects.Ctx

# --- references, amounts and conditions ------------------------------------------------------------------------


def _each(ctx: Ctx, ref: Each) -> tuple[int, ...]:
    """109.2: every permanent that matches, read from the resolving object's point of view."""
    st = ctx.state
    return tuple(o for o in st.zones[BATTLEFIELD] if matches(st, ref.filter, o, ctx.controller, ctx.source))


def _each_player(ctx: Ctx, ref: EachPlayer) -> tuple[int, ...]:
    """102.1, 800.4a: the players still in the game, in turn order from the active player (101.4)."""
    players = ctx.state.players
    n = len(players)
    order = [(ctx.state.active + i) % n for i in range(n)]
    return tuple(player_ref(p) for p in order if not players[p].lost)


def _triggering_controller(ctx: Ctx, ref: TriggeringController) -> tuple[int, ...]:
    obj = ctx.state.known(ctx.trigger_object) if ctx.trigger_object else None
    return (player_ref(obj.controller),) if obj is not None else ()


def _count_of(ctx: Ctx, value: CountOf) -> int:
    return len(_each(ctx, Each(value.filter))) * value.multiplier


def _power_of(ctx: Ctx, value: PowerOf) -> int:
    """608.2h: the object's current power, or its last known power once it has left the battlefield."""
    for r in ctx.refs(value.what):
        if r > 0 and ctx.state.known(r) is not None:
            return max(0, chars(ctx.state, r).power or 0)
    return 0


def events_this_turn(state: GameState):
    """The log events since the current turn began (500.1), newest first."""
    node = state.log
    while node is not None:
        event = node[0]
        if event.kind == "turn":
            return
        yield event
        node = node[1]


def creature_died_this_turn(state: GameState) -> bool:
    """700.4: a creature died: it was put into a graveyard from the battlefield this turn."""
    for e in events_this_turn(state):
        if e.kind == "zone_change" and e.args.get("src") == BATTLEFIELD and e.args.get("dst") == GRAVEYARD:
            old = state.lki_chars.get(e.args.get("old"))
            if old is not None and "Creature" in old.types:
                return True
    return False


def life_gained_this_turn(state: GameState, player: int) -> int:
    """119.3: the total life the player gained this turn."""
    return sum(e.args.get("amount", 0) for e in events_this_turn(state)
               if e.kind == "life" and e.args.get("player") == player and e.args.get("amount", 0) > 0)


_REFS: dict[type, Callable[[Any, Any], tuple[int, ...]]] = {
    Each: _each, EachPlayer: _each_player, TriggeringController: _triggering_controller,
}
_AMOUNTS: dict[type, Callable[[Any, Any], int]] = {CountOf: _count_of, PowerOf: _power_of}
_CONDITIONS: dict[type, Callable[[GameState, Any, Any], bool]] = {
    CreatureDiedThisTurn: lambda state, cond, ctx: creature_died_this_turn(state),
    GainedLifeThisTurn: lambda state, cond, ctx: life_gained_this_turn(state, ctx.controller) >= cond.amount,
}

# --- zone changes ----------------------------------------------------------------------------------------------


def _move_each(ctx: Ctx, ref: Any, to: str, rules: tuple[str, ...], **kw: Any) -> list[int]:
    from .zones import move

    moved = []
    for r in ctx.refs(ref):
        obj = ctx.state.objects.get(r)
        if r > 0 and obj is not None and obj.zone != to:
            new = move(ctx.state, r, to, rules=rules, **kw)
            if new:
                moved.append(new)
    return moved


def _exile(ctx: Ctx, e: Exile) -> None:
    """701.13a: the objects go to the exile zone."""
    _move_each(ctx, e.what, EXILE, ("701.13a",))


def _return_to_hand(ctx: Ctx, e: ReturnToHand) -> None:
    """400.3: a card returned to a hand goes to its owner's hand; 111.8: a token that leaves the battlefield
    ceases to exist (a state-based action, 704.5d)."""
    _move_each(ctx, e.what, HAND, ("400.3",))


def _return_to_battlefield(ctx: Ctx, e: ReturnToBattlefield) -> None:
    """110.2a: a permanent put onto the battlefield by an effect enters under that effect's controller's
    control unless the effect says otherwise."""
    _move_each(ctx, e.what, BATTLEFIELD, ("110.2a",), controller=ctx.controller, tapped=e.tapped)


def _put_on_library(ctx: Ctx, e: PutOnLibrary) -> None:
    """401.4: on top of (position 0) or on the bottom of its owner's library."""
    from .zones import move

    st = ctx.state
    for r in ctx.refs(e.what):
        obj = st.objects.get(r)
        if r <= 0 or obj is None:
            continue
        position = 0 if e.position == "top" else len(st.zones[zone_key(LIBRARY, obj.owner)])
        move(st, r, LIBRARY, position=position, rules=("401.4",))


# --- looking at the library -------------------------------------------------------------------------------------


def _players(ctx: Ctx, ref: Any) -> list[int]:
    return [ref_player(r) for r in ctx.refs(ref) if r < 0]


def _ordered(ctx: Ctx, player: int, cards: list[int], where: str) -> list[int]:
    """A player puts cards in any order they choose: one choice per position, first chosen first."""
    left = list(cards)
    out: list[int] = []
    while len(left) > 1:
        (picked,) = ctx.ask(player, "choose", f"choose the next card to put {where}", tuple(left), 1, 1)
        out.append(picked)
        left.remove(picked)
    return out + left


def _scry(ctx: Ctx, e: Scry) -> None:
    """701.22a: look at the top N cards, put any number of them on the bottom in any order and the rest on
    top in any order. Reordering within a library is not a zone change: the cards keep their ids."""
    st = ctx.state
    for player in _players(ctx, e.who):
        key = zone_key(LIBRARY, player)
        library = st.zones[key]
        top = library[: ctx.amount(e.amount)]
        if not top:
            continue
        bottom = list(ctx.ask(player, "choose", f"scry {len(top)}: choose the cards to put on the bottom", top,
                              0, len(top)))
        keep = [c for c in top if c not in bottom]
        keep = _ordered(ctx, player, keep, "on top (topmost first)")
        bottom = _ordered(ctx, player, bottom, "on the bottom (the first goes above the others)")
        st.zones[key] = tuple(keep) + library[len(top):] + tuple(bottom)
        st.emit("scry", ("701.22a",), player=player, top=len(keep), bottom=len(bottom))


def _surveil(ctx: Ctx, e: Surveil) -> None:
    """701.25a: look at the top N cards, put any number into the graveyard and the rest on top in any
    order."""
    from .zones import move

    st = ctx.state
    for player in _players(ctx, e.who):
        key = zone_key(LIBRARY, player)
        top = st.zones[key][: ctx.amount(e.amount)]
        if not top:
            continue
        dumped = ctx.ask(player, "choose", f"surveil {len(top)}: choose the cards to put into your graveyard",
                         top, 0, len(top))
        keep = _ordered(ctx, player, [c for c in top if c not in dumped], "on top (topmost first)")
        st.zones[key] = tuple(keep) + st.zones[key][len(top):]
        for card in dumped:
            move(st, card, GRAVEYARD, rules=("701.25a",))
        st.emit("surveil", ("701.25a",), player=player, top=len(keep), graveyard=len(dumped))


def _mill(ctx: Ctx, e: Mill) -> None:
    """701.17a: the top N cards of the library go to the graveyard (as many as there are, 701.17b)."""
    from .zones import move

    st = ctx.state
    for player in _players(ctx, e.who):
        for card in st.zones[zone_key(LIBRARY, player)][: ctx.amount(e.amount)]:
            move(st, card, GRAVEYARD, rules=("701.17a",))


def _search(ctx: Ctx, e: SearchLibrary) -> None:
    """701.23a: the controller searches their library for cards that match; 701.23b: a search for cards
    with a stated quality may find fewer than are there. Found cards are revealed if the text says so
    (701.20a) and put where it says; then the library is shuffled (701.24a)."""
    from .setup import shuffle
    from .zones import move

    st = ctx.state
    player = ctx.controller
    library = st.zones[zone_key(LIBRARY, player)]
    eligible = tuple(c for c in library if matches(st, e.filter, c, player, ctx.source))
    hi = min(e.count, len(eligible))
    lo = 0 if e.filter != type(e.filter)() else hi
    found: tuple[int, ...] = ()
    if hi:
        found = ctx.ask(player, "choose", f"search your library: choose up to {hi} card(s)", eligible, lo, hi)
    st.emit("search", ("701.23a",), player=player, found=len(found))
    if e.reveal and found:
        st.emit("reveal", ("701.20a",), player=player, cards=[st.objects[c].card for c in found])
    for card in found:
        if e.to == "battlefield":
            move(st, card, BATTLEFIELD, controller=player, tapped=e.tapped, rules=("701.23a", "110.2a"))
        else:
            move(st, card, HAND, rules=("701.23a",))
    shuffle(st, player)
    st.emit("shuffle", ("701.24a",), player=player)


# --- creatures and players ---------------------------------------------------------------------------------------


def _creature_on_battlefield(state: GameState, r: int) -> bool:
    obj = state.objects.get(r)
    return isinstance(obj, Obj) and obj.zone == BATTLEFIELD and "Creature" in chars(state, r).types


def _fight(ctx: Ctx, e: Fight) -> None:
    """701.14a: each creature deals damage equal to its power to the other; 701.14b: none if either is no
    longer a creature on the battlefield (or an illegal target); 701.14c: a creature fighting itself deals
    twice its power to itself. The damage is dealt at the same time, so both powers are read first."""
    st = ctx.state
    first, second = ctx.refs(e.first)[:1], ctx.refs(e.second)[:1]
    if not first or not second:
        return
    a, b = first[0], second[0]
    if not (_creature_on_battlefield(st, a) and _creature_on_battlefield(st, b)):
        return
    pa, pb = max(0, chars(st, a).power or 0), max(0, chars(st, b).power or 0)
    effects.deal_damage(st, a, b, pa)
    effects.deal_damage(st, b, a, pb)
    st.emit("fight", ("701.14a",), first=a, second=b)


def _sacrifice_chosen(ctx: Ctx, e: SacrificeChosen) -> None:
    """701.21a: each player chooses permanents they control that match and sacrifices them; with no more
    than the number asked for, there is nothing to choose."""
    from .zones import sacrifice

    st = ctx.state
    for player in _players(ctx, e.who):
        mine = tuple(o for o in st.zones[BATTLEFIELD] if st.objects[o].controller == player
                     and matches(st, e.filter, o, ctx.controller, ctx.source))
        n = min(e.count, len(mine))
        if n == 0:
            continue
        picked = mine if n == len(mine) else ctx.ask(player, "choose", f"choose {n} permanent(s) to sacrifice",
                                                     mine, n, n)
        for oid in picked:
            sacrifice(st, oid)


def _counter_unless_pays(ctx: Ctx, e: CounterUnlessPays) -> None:
    """701.6a, 118.12: the spell or ability is countered unless its controller pays. The player chooses
    whether to pay; the payment uses the auto-payer's plan (mana abilities then the pool, 605.3a)."""
    from .mana import parse_cost
    from .payment import activate_mana_ability, autopay_plan, pay_mana

    st = ctx.state
    cost = parse_cost(e.mana)
    for r in ctx.refs(e.what):
        obj = st.objects.get(r)
        if obj is None or obj.zone != STACK:
            continue
        payer = obj.controller
        plan = autopay_plan(st, payer, cost)
        if plan is not None:
            (yes,) = ctx.ask(payer, "may", f"pay {e.mana}? (otherwise it is countered)", (1, 0), 1, 1)
            if yes:
                activations, life = plan
                for oid, n, color in activations:
                    activate_mana_ability(st, payer, oid, n, color, ())
                if pay_mana(st, payer, cost, life):
                    st.emit("paid", ("118.12",), player=payer, mana=e.mana)
                    continue
        effects.counter(st, r)


# --- ward (702.21a) ------------------------------------------------------------------------------------------------


def target_triggers(state: GameState, oid: int) -> None:
    """702.21a: 'Whenever this permanent becomes the target of a spell or ability an opponent controls':
    the abilities of each permanent the stack object `oid` targets trigger once its targets are chosen
    (601.2c, 602.2b, 603.3d). The triggered ability refers to the stack object as the triggering object."""
    from .cards.oracle.keywords import BECOMES_TARGET

    obj = state.objects.get(oid)
    if obj is None or obj.choices is None:
        return
    targeted = {r for slot in obj.choices.targets for r in slot if r > 0}
    for pid in sorted(targeted):
        target = state.objects.get(pid)
        if not isinstance(target, Obj) or target.zone != BATTLEFIELD:
            continue
        c = chars(state, pid)
        for ability in c.abilities:
            if not isinstance(ability, TriggeredAbility) or ability.trigger.event != BECOMES_TARGET:
                continue
            wanted = ability.trigger.filter.controller if ability.trigger.filter else None
            if wanted == "opponent" and obj.controller == target.controller:
                continue
            if wanted == "you" and obj.controller != target.controller:
                continue
            state.waiting = state.waiting + (Waiting(target.controller, pid, c.name, ability, oid),)
            state.emit("trigger", ("603.2", "702.21a"), source=pid, card=c.name, text=ability.text)


# --- registration ----------------------------------------------------------------------------------------------------

HANDLERS: dict[type, Callable[[Any, Any], None]] = {
    Exile: _exile,
    ReturnToHand: _return_to_hand,
    ReturnToBattlefield: _return_to_battlefield,
    PutOnLibrary: _put_on_library,
    Scry: _scry,
    Surveil: _surveil,
    Mill: _mill,
    SearchLibrary: _search,
    Fight: _fight,
    SacrificeChosen: _sacrifice_chosen,
    CounterUnlessPays: _counter_unless_pays,
}


def register_handlers() -> None:
    """Adds the handlers of the compiler's effect nodes to the interpreter, and its references, amounts
    and conditions to the tables `Ctx` and `condition_holds` consult. Idempotent."""
    effects._HANDLERS.update(HANDLERS)
    effects.EXTRA_REFS.update(_REFS)
    effects.EXTRA_AMOUNTS.update(_AMOUNTS)
    effects.EXTRA_CONDITIONS.update(_CONDITIONS)


__all__ = ["HANDLERS", "creature_died_this_turn", "life_gained_this_turn", "register_handlers",
           "target_triggers"]
