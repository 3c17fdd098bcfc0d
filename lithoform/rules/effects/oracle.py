"""What the effect nodes added for the Oracle compiler do as their spell or ability resolves (608.2c-h),
and the references, amounts and conditions they use.

`register_handlers()` (called by effects.py as it loads) adds the handlers to `effects._HANDLERS` and the
new reference, amount and condition nodes to the tables that `Ctx.refs`, `Ctx.amount` and
`context.condition_holds` consult. Choices made while resolving are asked with `ctx.ask` (608.2d), so a
resolution stops at a decision and is replayed with the answer, as for `Discard`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from lithoform.cards.mana import parse_cost
from lithoform.cards.tree import (
    ApplyContinuous,
    AttachedTo,
    BouncedThisTurn,
    CardsInGraveyard,
    CastThisTurn,
    ChooseOne,
    ControlsSameName,
    CounterUnlessPays,
    CountOf,
    CreatePredefinedToken,
    CreateTokenFor,
    CreatureDiedThisTurn,
    DiedThisTurn,
    Discard,
    DoubleCounters,
    Each,
    EachPlayer,
    Exile,
    ExileGraveyard,
    Fight,
    FlipCoin,
    Found,
    GainedLifeThisTurn,
    LifeAboveStart,
    ManaValueOf,
    MayThen,
    ModifyPTBy,
    NthSpellThisTurn,
    PowerOf,
    PTBoost,
    PutCountersChosen,
    PutOnLibrary,
    RefMatches,
    RemoveCounters,
    ReturnChosenCard,
    ReturnToBattlefield,
    ReturnToHand,
    SacrificeChosen,
    SetBasePT,
    SetBasePTBy,
    SourceOnBattlefield,
    Target,
    TokenSpec,
    TriggeringController,
    UnlessPays,
    UntapChosen,
)
from lithoform.cards.trigger_events import WIN_FLIP
from lithoform.compiler.tokens import PREDEFINED
from lithoform.rules import context, damage
from lithoform.rules.context import Ctx, events_this_resolution, in_turn_order, players_of
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.continuous.counted_amounts import resolving_amounts
from lithoform.rules.continuous.filters import ATTACHED_WHEN_LEFT, matches
from lithoform.rules.effects import interpreter as effects
from lithoform.rules.hooks import MOVED_WITH
from lithoform.rules.payment import activate_mana_ability, autopay_plan, pay_mana
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.triggers.after_move import follow
from lithoform.rules.triggers.matching import (
    last_counter_removed_triggers,
    player_event_triggers,
    zone_change_triggers,
)
from lithoform.rules.zones import (
    create_object,
    move,
    move_simultaneously,
    sacrifice_all,
    set_tapped,
)
from lithoform.state.history import events_this_turn
from lithoform.state.model import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    PUBLIC_ZONES,
    STACK,
    ContinuousEffect,
    GameState,
    Obj,
    player_ref,
    ref_player,
    zone_key,
)

# --- references, amounts and conditions ------------------------------------------------------------------------


def _each(ctx: Ctx, ref: Each) -> tuple[int, ...]:
    """109.2: every permanent that matches, read from the resolving object's point of view."""
    st = ctx.state
    f = ctx.fixed_x(ref.filter)  # 'with mana value X or less', X chosen as it was cast or activated (107.3a)
    return tuple(o for o in st.zones[BATTLEFIELD] if matches(st, f, o, ctx.controller, ctx.source))


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


def _found(ctx: Ctx, ref: Found) -> tuple[int, ...]:
    """The cards the search earlier in this effect moved (SearchLibrary records them as it resolves)."""
    return tuple(o for o in ctx.created if o in ctx.state.objects)


def _attached_to(ctx: Ctx, ref: AttachedTo) -> tuple[int, ...]:
    """301.5, 303.4: the permanents attached to the objects, matching the filter."""
    st = ctx.state
    hosts = set(ctx.refs(ref.what))
    # 603.10a-like look-back: a host that has left the battlefield had attached what was attached as it left
    # (kept by mechanics/attached_when_left; Corrosive Ooze's ruling: 'the Equipment that was attached to that
    # creature immediately before it left the battlefield will be destroyed')
    earlier = {o for link in st.links if link.key == ATTACHED_WHEN_LEFT and link.source in hosts
               and link.source not in st.objects for o in link.objects} if st.links else set()
    return tuple(o for o in st.zones[BATTLEFIELD] if (getattr(st.objects[o], "attached_to", 0) in hosts
                                                      or o in earlier)
                 and matches(st, ref.filter, o, ctx.controller, ctx.source))


def _mana_value_of(ctx: Ctx, value: ManaValueOf) -> int:
    """202.3; 608.2h: from the last known information of an object that has left its zone."""
    for r in ctx.refs(value.what):
        if r > 0 and ctx.state.known(r) is not None:
            return chars(ctx.state, r).mana_value
    return 0


def _cards_in_graveyard(ctx: Ctx, value: CardsInGraveyard) -> int:
    """The cards in the players' graveyards that match (and share this object's name, 201.2)."""
    st = ctx.state
    name = chars(st, ctx.source).name if value.named_this else None
    return value.multiplier * sum(1 for p in players_of(ctx, value.who) for c in st.zones[zone_key(GRAVEYARD, p)]
                                  if matches(st, value.filter, c, ctx.controller, ctx.source)
                                  and (name is None or chars(st, c).name == name))


def _deaths(state: GameState):
    """700.4: the objects that died this turn, as they last existed on the battlefield."""
    for e in events_this_turn(state):
        if e.kind == "zone_change" and e.args.get("src") == BATTLEFIELD and e.args.get("dst") == GRAVEYARD:
            old = state.lki_chars.get(e.args.get("old"))
            if old is not None and "Creature" in old.types:
                yield state.known(e.args.get("old"))


def _died_this_turn(ctx: Ctx, value: DiedThisTurn) -> int:
    """`token`: 'nontoken creature' (111.1), as the creature last existed (the log records each death)."""
    return value.multiplier * sum(1 for o in _deaths(ctx.state)
                                  if (value.controller is None or (o is not None and o.controller == ctx.controller))
                                  and (value.token is None or (o is not None and o.token == value.token)))


def _ref_matches(state: GameState, cond: RefMatches, ctx: Ctx) -> bool:
    """'if it was a creature card': the object's last known information (608.2h) if it has left."""
    return any(r > 0 and matches(state, cond.filter, r, ctx.controller, ctx.source) for r in ctx.refs(cond.what))


def _bounced_this_turn(state: GameState, cond: BouncedThisTurn, ctx: Ctx) -> bool:
    return any(e.kind == "zone_change" and e.args.get("src") == BATTLEFIELD and e.args.get("dst") == HAND
               and e.args.get("player") == ctx.controller for e in events_this_turn(state))


def _controls_same_name(state: GameState, cond: ControlsSameName, ctx: Ctx) -> bool:
    """201.2: permanents have the same name as one another."""
    names: dict[str, int] = {}
    for o in state.zones[BATTLEFIELD]:
        if state.objects[o].controller == ctx.controller and matches(state, cond.filter, o, ctx.controller,
                                                                      ctx.source):
            name = chars(state, o).name
            names[name] = names.get(name, 0) + 1
    return any(n >= cond.count for n in names.values())


def _nth_spell(state: GameState, cond: NthSpellThisTurn, ctx: Ctx) -> bool:
    """The triggering spell is the nth spell matching the filter that its controller cast this turn. As the
    ability triggers (603.4, checked without the triggering object) that spell is the one just cast: the
    newest cast event (601.2i)."""
    casts = [e.args.get("obj") for e in events_this_turn(state) if e.kind == "cast"]
    spell_id = ctx.trigger_object or (casts[0] if casts else 0)
    spell = state.known(spell_id)
    if spell is None:
        return False
    mine: list[Any] = [e.args.get("obj") for e in events_this_turn(state)
                      if e.kind == "cast" and e.args.get("player") == spell.controller]
    mine = [o for o in mine[::-1] if matches(state, cond.filter, o, spell.controller, ctx.source)]
    return len(mine) >= cond.n and mine[cond.n - 1] == spell_id


def _cast_this_turn(state: GameState, cond: CastThisTurn, ctx: Ctx) -> bool:
    """'if you've cast an instant or sorcery spell this turn', '... three or more ...' (601.2i: a spell becomes
    cast; a copy isn't cast, 707.10)."""
    n = 0
    for e in events_this_turn(state):
        if e.kind == "cast" and e.args.get("player") == ctx.controller \
                and matches(state, cond.filter, e.args.get("obj", 0), ctx.controller, ctx.source):
            n += 1
            if n >= cond.count:
                return True
    return False


def _source_on_battlefield(state: GameState, cond: SourceOnBattlefield, ctx: Ctx) -> bool:
    obj = state.objects.get(ctx.source)
    return isinstance(obj, Obj) and obj.zone == BATTLEFIELD


_REFS: dict[type, Callable[[Any, Any], tuple[int, ...]]] = {
    Each: _each, EachPlayer: _each_player, TriggeringController: _triggering_controller, Found: _found,
    AttachedTo: _attached_to,
}
_AMOUNTS: dict[type, Callable[[Any, Any], int]] = {
    CountOf: _count_of, PowerOf: _power_of, ManaValueOf: _mana_value_of, CardsInGraveyard: _cards_in_graveyard,
    DiedThisTurn: _died_this_turn,
}
_CONDITIONS: dict[type, Callable[[GameState, Any, Any], bool]] = {
    CreatureDiedThisTurn: lambda state, cond, ctx: creature_died_this_turn(state),
    GainedLifeThisTurn: lambda state, cond, ctx: life_gained_this_turn(state, ctx.controller) >= cond.amount,
    RefMatches: _ref_matches, BouncedThisTurn: _bounced_this_turn, ControlsSameName: _controls_same_name,
    NthSpellThisTurn: _nth_spell, SourceOnBattlefield: _source_on_battlefield, CastThisTurn: _cast_this_turn,
}

# --- zone changes ----------------------------------------------------------------------------------------------


def _moved_by_this_effect(ctx: Ctx, oid: int) -> int:
    """400.7j: 'If an effect causes an object to move to a public zone, other parts of that effect can find
    that object' ('Exile ~, then return it to the battlefield'): the new object this resolution moved `oid`
    to, if it is still there; else `oid`."""
    for event in events_this_resolution(ctx):
        if event.kind == "zone_change" and event.args.get("old") == oid:
            new = event.args.get("new")
            obj = ctx.state.objects.get(new) if isinstance(new, int) else None
            if obj is not None and obj.zone == event.args.get("dst") and obj.zone in PUBLIC_ZONES:
                return new
            return oid
    return oid


def _move_each(ctx: Ctx, ref: Any, to: str, rules: tuple[str, ...], **kw: Any) -> list[int]:

    """The objects one instruction moves ('exile all creatures', 'return all ...') move at the same time
    (603.10a: leaves-the-battlefield abilities see them all)."""
    moving = []
    for first in ctx.refs(ref):
        r = follow(ctx.state, ctx.oid, first) if first > 0 else first  # 400.7e
        if r > 0 and r not in ctx.state.objects:
            r = _moved_by_this_effect(ctx, r)  # 400.7j
        obj = ctx.state.objects.get(r)
        if r > 0 and obj is not None and obj.zone != to and r not in moving:
            moving.append(r)
        if r != first and first > 0:  # 730.3c: it left as a merged permanent: the ability finds all its cards
            for fn in MOVED_WITH.fns:
                moving += [o for o in fn(ctx.state, first)
                           if o not in moving and ctx.state.objects[o].zone not in (to, LIBRARY, HAND)]
    moved = move_simultaneously(ctx.state, [(r, to, rules) for r in moving], **kw)
    for fn in MOVED_WITH.fns:  # 730.3c: a merged permanent became several objects; the effect finds them all
        moved += [o for r in moving for o in fn(ctx.state, r)]
    return moved


def _exile(ctx: Ctx, e: Exile) -> None:
    """701.13a: the objects go to the exile zone; 'that card' after it names the new objects there (400.7;
    fixed in a delayed triggered ability made later in the effect, 603.7c: Flickerwisp)."""
    moved = _move_each(ctx, e.what, EXILE, ("701.13a",))
    if isinstance(e.what, Target):
        ctx.created = [m for m in moved if m]


def _return_to_hand(ctx: Ctx, e: ReturnToHand) -> None:
    """400.3: a card returned to a hand goes to its owner's hand; 111.8: a token that leaves the battlefield
    ceases to exist (a state-based action, 704.5d)."""
    _move_each(ctx, e.what, HAND, ("400.3",))


def _return_to_battlefield(ctx: Ctx, e: ReturnToBattlefield) -> None:
    """110.2a: a permanent put onto the battlefield by an effect enters under that effect's controller's
    control unless the effect says otherwise."""
    controller = None if e.owner else ctx.controller  # 'under its owner's control': the owner's (110.2)
    moved = _move_each(ctx, e.what, BATTLEFIELD, ("110.2a",), controller=controller, tapped=e.tapped)
    if isinstance(e.what, Target):  # 'It gains haste' after it: the new permanent (400.7; 603.7c, Greasefang)
        ctx.created = [m for m in moved if m]


# 'second from the top' (Oust): the index in the library (0 is the top); a shorter library takes it at the bottom
_NTH = {"second": 1, "third": 2, "fourth": 3, "fifth": 4, "sixth": 5, "seventh": 6}


def _put_on_library(ctx: Ctx, e: PutOnLibrary) -> None:
    """401.4: on top of (position 0), on the bottom of its owner's library, or Nth from the top."""

    st = ctx.state
    moving: list[int] = []
    for r in ctx.refs(e.what):
        r = follow(st, ctx.oid, r) if r > 0 else r  # 400.7e: 'put that card on top' after it moved (Mortuary)
        if r > 0 and r in st.objects and r not in moving:
            moving.append(r)
    if e.position not in ("top", "bottom"):
        for r in moving:
            size = len(st.zones[zone_key(LIBRARY, st.objects[r].owner)])
            move(st, r, LIBRARY, position=min(_NTH[e.position], size), rules=("401.4",))
        return
    top = e.position == "top"
    rank = _owners_arrangement(ctx, moving, top)
    landed: list[tuple[int, int]] = []  # (owner, rank) of the cards put in a library so far
    for r in moving:  # in the effect's order: the moves the log shows don't tell the owner's arrangement (401.4)
        owner = st.objects[r].owner
        library = zone_key(LIBRARY, owner)
        if top:  # below the ones put so far that the owner put above it
            position = sum(1 for o, k in landed if o == owner and k < rank[r])
        else:  # above the ones put so far that the owner put below it
            position = len(st.zones[library]) - sum(1 for o, k in landed if o == owner and k > rank[r])
        new = move(st, r, LIBRARY, position=position, rules=("401.4",))
        if new and new in st.zones[library]:
            landed.append((owner, rank[r]))


def _owners_arrangement(ctx: Ctx, objects: list[int], top: bool) -> dict[int, int]:
    """401.4: two or more cards put on top of (or on the bottom of) a library at the same time are arranged by
    that library's owner, who doesn't reveal the order (Terminus' ruling: 'Each player chooses the order that
    creatures they own are put onto the bottom of their library. This order isn't revealed to other players.').
    One choice per position, the topmost first; the result is each object's rank among its owner's, top first."""
    st = ctx.state
    rank: dict[int, int] = {}
    where = "on top of your library (topmost first)" if top else "on the bottom of your library (first: above the others)"
    for owner in in_turn_order(st, {st.objects[r].owner for r in objects}):
        left = [r for r in objects if st.objects[r].owner == owner]
        chosen: list[int] = []
        while len(left) > 1:
            (picked,) = ctx.ask(owner, "choose", f"choose the next card to put {where} (401.4)", tuple(left), 1, 1,
                                 purpose="arrange")
            chosen.append(picked)
            left.remove(picked)
        rank.update((r, i) for i, r in enumerate(chosen + left))
    return rank


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
    damage.deal_damage(st, a, b, pa)
    damage.deal_damage(st, b, a, pb)
    st.emit("fight", ("701.14a",), first=a, second=b)


def _sacrifice_chosen(ctx: Ctx, e: SacrificeChosen) -> None:
    """701.21a: each player chooses permanents they control that match and sacrifices them; with no more
    than the number asked for, there is nothing to choose."""

    count = e.count if e.amount is None else max(0, ctx.amount(e.amount))  # 'sacrifices X lands' (107.3)
    chosen = each_chooses(ctx, e.who, e.filter, count, "sacrifice", "sacrifice", e.greatest)
    sacrifice_all(ctx.state, chosen)  # chosen in turn order (101.4), then sacrificed at the same time (603.10a)
    if chosen:  # 'If you do, ... the sacrificed enchantment's mana value' (608.2h: its last known information)
        ctx.choices = msgspec.structs.replace(ctx.choices, sacrificed=ctx.choices.sacrificed + tuple(chosen))


def each_chooses(ctx: Ctx, who: Any, f: Any, count: int, verb: str, purpose: str, greatest: str = "") -> list[int]:
    """Each player `who` names chooses, in turn order (101.4), `count` permanents they control that match `f`
    (all of them when they have no more than that: nothing to choose); the permanents chosen by all. `greatest`
    ("power", "mana_value"): only among those of theirs with the greatest such value (Crackling Doom)."""
    st = ctx.state
    chosen: list[int] = []
    for player in in_turn_order(st, players_of(ctx, who)):
        mine = tuple(o for o in st.zones[BATTLEFIELD] if st.objects[o].controller == player
                     and matches(st, f, o, ctx.controller, ctx.source))
        if greatest and mine:
            def value(o: int) -> int:
                c = chars(st, o)
                return (c.power or 0) if greatest == "power" else c.mana_value
            top = max(value(o) for o in mine)
            mine = tuple(o for o in mine if value(o) == top)
        n = min(count, len(mine))
        if n == 0:
            continue
        picked = mine if n == len(mine) else ctx.ask(player, "choose", f"choose {n} permanent(s) to {verb}",
                                                     mine, n, n, purpose=purpose)
        chosen.extend(picked)
    return chosen


def _counter_unless_pays(ctx: Ctx, e: CounterUnlessPays) -> None:
    """701.6a, 118.12: the spell or ability is countered unless its controller pays. The player chooses
    whether to pay; the payment uses the auto-payer's plan (mana abilities then the pool, 605.3a)."""

    counter_unless_pays(ctx, e.what, e.mana, x=e.x)


def counter_unless_pays(ctx: Ctx, what: Any, mana: str, to: str = "graveyard",
                        where: Callable[[int], tuple[str, int | None]] | None = None, x: Any = None) -> None:
    """_counter_unless_pays's steps; `to`: where a spell countered this way goes (mechanics/counter_exile)."""
    st = ctx.state
    if "{X}" in mana.upper():
        # 'where X is ...' counted now (608.2h, Rethink), else the X announced as it was cast (107.3, Syncopate)
        n = max(0, ctx.amount(x)) if x is not None else ctx.choices.x or 0
        mana = mana.upper().replace("{X}", f"{{{n}}}")
    cost = parse_cost(mana)
    e = CounterUnlessPays(what, mana)
    for r in ctx.refs(what):
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
        effects.counter(st, r, *(where(r) if where is not None else (to, None)))


# --- optional actions, coins, players' tokens and mana --------------------------------------------------------


def _whole_possible(ctx: Ctx, effect: Any) -> bool:
    """608.2d: an optional instruction to sacrifice or discard several things can't be chosen, nor so half
    done that its 'if you do' follows, when the player has fewer than that (Giant Opportunity). 101.2: nor a
    search the player can't make ('You may search your library ... If you do, shuffle': Ashiok's ruling)."""
    st = ctx.state
    if effects.search_forbidden_choice(ctx, effect):
        return False
    if isinstance(effect, SacrificeChosen) and effect.count > 1:
        return all(sum(1 for o in st.zones[BATTLEFIELD] if st.objects[o].controller == p
                       and matches(st, effect.filter, o, ctx.controller, ctx.source)) >= effect.count
                   for p in players_of(ctx, effect.who))
    if isinstance(effect, Discard) and isinstance(effect.amount, int) and effect.amount > 1:
        return all(sum(1 for c in st.zones[zone_key(HAND, p)] if effect.filter is None
                       or matches(st, effect.filter, c, ctx.controller, ctx.source)) >= effect.amount
                   for p in players_of(ctx, effect.who))
    return True


def _may_then(ctx: Ctx, e: MayThen) -> None:
    """608.2c, 'If you do': the rest happens only if the player chose to act and the action happened (an
    instruction that did nothing, like sacrificing with nothing to sacrifice, logs no event)."""
    if not _whole_possible(ctx, e.effect):  # 608.2d: 'sacrifice two Foods' with one Food can't be chosen
        if e.otherwise is not None:
            effects.run_effect(ctx, e.otherwise)
        return
    (yes,) = ctx.ask(ctx.controller, "may", "do it?", (1, 0), 1, 1)
    if not yes:  # 608.2d: the player chose not to
        ctx.state.emit("declined", ("608.2d",), player=ctx.controller, card=chars(ctx.state, ctx.source).name)
        if e.otherwise is not None:  # 'If you don't, ...'
            effects.run_effect(ctx, e.otherwise)
        return
    before = ctx.state.log_len
    effects.run_effect(ctx, e.effect)
    if _did_something(ctx.state, ctx.state.log_len - before):
        effects.run_effect(ctx, e.then)
    elif e.otherwise is not None:  # chose to, but couldn't: it wasn't done either
        effects.run_effect(ctx, e.otherwise)


_NOTHING_DONE = frozenset({"nothing_returned"})  # events that record an instruction did nothing (609.3)


def _did_something(state: Any, n: int) -> bool:
    """Whether the last `n` events record an action (not only that nothing could be done, 609.3)."""
    node = state.log
    for _ in range(n):
        event, node = node
        if event.kind not in _NOTHING_DONE:
            return True
    return False


def _unless_pays(ctx: Ctx, e: UnlessPays) -> None:
    """118.12: 'unless you pay {N}': the player may pay (the auto-payer's plan, 605.3a); if they don't, the
    rest happens."""

    st = ctx.state
    mana: str | None = e.mana
    if e.cost_of is not None:  # 'unless you pay its mana cost' (202.1): read as this resolves (608.2h)
        found = [st.known(r) for r in ctx.refs(e.cost_of) if r > 0]
        mana = face_of(found[0]).mana_cost if found and isinstance(found[0], Obj) else None
    if not mana:  # 118.6: no mana cost is an unpayable cost
        effects.run_effect(ctx, e.otherwise)
        return
    cost = parse_cost(mana)
    plan = autopay_plan(st, ctx.controller, cost)
    if plan is not None:
        (yes,) = ctx.ask(ctx.controller, "may", f"pay {mana}?", (1, 0), 1, 1)
        if yes:
            for source, n, color in plan[0]:
                activate_mana_ability(st, ctx.controller, source, n, color, ())
            if pay_mana(st, ctx.controller, cost, plan[1]):
                st.emit("paid", ("118.12",), player=ctx.controller, obj=ctx.oid, cost=mana, life=0)
                return
    effects.run_effect(ctx, e.otherwise)


def _flip_coin(ctx: Ctx, e: FlipCoin) -> None:
    """705.1-705.2: a coin flip has two equally likely outcomes, from the game's seeded generator."""
    won = ctx.state.random(2) == 0
    ctx.state.emit("coin_flip", ("705.1",), player=ctx.controller, won=won)
    if won:  # 'whenever you win a coin flip' (603.2)
        player_event_triggers(ctx.state, WIN_FLIP, ctx.controller)
    then = e.win if won else e.lose
    if then is not None:
        effects.run_effect(ctx, then)


def _create_token_for(ctx: Ctx, e: CreateTokenFor) -> None:
    """111.2: the player who creates a token is its owner and controller; 111.4: its characteristics are
    those the effect defines."""
    create_tokens_for(ctx, e.token, players_of(ctx, e.who), ctx.amount(e.count), e.tapped)


def create_tokens_for(ctx: Ctx, spec: TokenSpec, players: list[int], count: int, tapped: bool = False) -> None:
    """111.2: each of `players` creates `count` tokens of `spec` (its owner and controller)."""
    st = ctx.state
    name = spec.name
    if not isinstance(spec.power, int | None) or not isinstance(spec.toughness, int | None):
        # 'an X/X token, where X is ...': counted once, as it's created (608.2h)
        spec = msgspec.structs.replace(spec, power=ctx.amount(spec.power), toughness=ctx.amount(spec.toughness))
    face = effects.token_face(spec)
    for player in players:
        for _ in range(effects.tokens_to_create(st, player, count)):
            oid = create_object(st, Obj(0, name, player, player, BATTLEFIELD, printed=face, token=True,
                                        tapped=tapped))
            st.emit("token", ("111.1", "111.2"), player=player, card=name, obj=oid)
            zone_change_triggers(st, None, st.objects[oid])


def _create_predefined_token(ctx: Ctx, e: CreatePredefinedToken) -> None:
    """111.10: the token's characteristics and abilities are those the rules give that kind of token."""

    st = ctx.state
    face = PREDEFINED[e.kind]
    for player in players_of(ctx, e.who):
        for _ in range(effects.tokens_to_create(st, player, ctx.amount(e.count))):
            oid = create_object(st, Obj(0, face.name, player, player, BATTLEFIELD, printed=face, token=True,
                                        tapped=e.tapped))
            st.emit("token", ("111.1", "111.10"), player=player, card=face.name, obj=oid)
            zone_change_triggers(st, None, st.objects[oid])


def _exile_graveyard(ctx: Ctx, e: ExileGraveyard) -> None:
    """406.2: every card in the players' graveyards goes to exile."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        for card in st.zones[zone_key(GRAVEYARD, player)]:
            move(st, card, EXILE, rules=("406.2",))


# --- counters and power ----------------------------------------------------------------------------------------


def _change_counters(st: GameState, oid: int, kind: str, n: int) -> None:
    """122.1: put on (n > 0) or remove (n < 0) counters; 122.8: no more than there are can be removed."""
    obj = st.objects[oid]
    if n > 0:

        put_counters(st, oid, kind, n)  # 122.6: as replacement effects modify them
        return
    counters = dict(obj.counters)
    have = counters.get(kind, 0)
    n = max(n, -have)
    if n == 0:
        return
    counters[kind] = have + n
    st.set_obj(msgspec.structs.replace(obj, counters=tuple(sorted((k, v) for k, v in counters.items() if v))))
    st.characteristics_changed()
    if n > 0:
        st.emit("counters_added", ("122.1",), obj=oid, kind=kind, amount=n)
    else:
        st.emit("counters_removed", ("122.8",), obj=oid, kind=kind, amount=-n)
        last_counter_removed_triggers(st, oid, kind)


change_counters = _change_counters  # the mechanics' way to it (mechanics/counter_descriptions)


def _on_battlefield(ctx: Ctx, ref: Any) -> list[int]:
    st = ctx.state
    return [r for r in ctx.refs(ref) if r > 0 and isinstance(st.objects.get(r), Obj)
            and st.objects[r].zone == BATTLEFIELD]


def _remove_counters(ctx: Ctx, e: RemoveCounters) -> None:
    for r in _on_battlefield(ctx, e.what):
        _change_counters(ctx.state, r, e.kind, -ctx.amount(e.amount))


def _double_counters(ctx: Ctx, e: DoubleCounters) -> None:
    """701.10e: doubling the counters puts that many more on the permanent; kind '' doubles each kind it has,
    each counted before any is put (Vorel of the Hull Clade's ruling)."""
    for r in _on_battlefield(ctx, e.what):
        obj = ctx.state.objects[r]
        kinds = [e.kind] if e.kind else [k for k, n in obj.counters if n > 0]
        for kind, n in [(k, obj.counter(k)) for k in kinds]:
            _change_counters(ctx.state, r, kind, n)


def _put_counters_chosen(ctx: Ctx, e: PutCountersChosen) -> None:
    """122.1: on one permanent the controller chooses among those they control that match (not targeted)."""
    st = ctx.state
    mine = tuple(o for o in st.zones[BATTLEFIELD] if st.objects[o].controller == ctx.controller
                 and matches(st, e.filter, o, ctx.controller, ctx.source))
    if not mine:
        return
    (picked,) = mine if len(mine) == 1 else ctx.ask(ctx.controller, "choose", "choose a permanent", mine, 1, 1)
    _change_counters(st, picked, e.kind, ctx.amount(e.amount))


def _untap_chosen(ctx: Ctx, e: UntapChosen) -> None:
    """'Untap up to four lands': chosen as it resolves, among the tapped ones (untapping is all it does)."""

    st = ctx.state
    tapped = tuple(o for o in st.zones[BATTLEFIELD] if st.objects[o].tapped
                   and matches(st, e.filter, o, ctx.controller, ctx.source))
    if not tapped:
        return
    n = min(e.count, len(tapped))
    for oid in ctx.ask(ctx.controller, "choose", f"choose up to {n} permanent(s) to untap", tapped, 0, n):
        set_tapped(st, oid, False)


def _modify_pt_by(ctx: Ctx, e: ModifyPTBy) -> None:
    """611.2c: the amounts are determined as the effect begins and don't change; 701.10b: doubling power
    gives +N/+0 where N is the power then (a negative power doubles to a lower one)."""
    if not e.double_power and not e.double_toughness:
        boost = PTBoost(ctx.amount(e.power), ctx.amount(e.toughness))
        effects._apply_continuous(ctx, ApplyContinuous((boost,), e.what))
        return
    for r in _on_battlefield(ctx, e.what):
        ch = chars(ctx.state, r)  # 701.10b-c: its power and toughness now, each doubled on its own
        boost = PTBoost((ch.power or 0) if e.double_power else 0, (ch.toughness or 0) if e.double_toughness else 0)
        record = ApplyContinuous((boost,), e.what)
        _continuous_on(ctx, record, (r,))


def _continuous_on(ctx: Ctx, e: ApplyContinuous, objs: tuple[int, ...]) -> None:
    """A continuous effect from this resolving object on the given permanents (611.2c, 613.7b)."""

    st = ctx.state
    record = ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller, e.parts, objs, e.until)
    st.effects = st.effects + (record,)
    st.characteristics_changed()
    st.emit("continuous_effect", ("611.2c", "613.7b"), objs=objs, text=effects.describe_parts(e.parts),
            until=e.until)


# --- registration ----------------------------------------------------------------------------------------------------

HANDLERS: dict[type, Callable[[Any, Any], None]] = {
    Exile: _exile,
    ReturnToHand: _return_to_hand,
    ReturnToBattlefield: _return_to_battlefield,
    PutOnLibrary: _put_on_library,
    Fight: _fight,
    SacrificeChosen: _sacrifice_chosen,
    CounterUnlessPays: _counter_unless_pays,
    MayThen: _may_then,
    FlipCoin: _flip_coin,
    CreateTokenFor: _create_token_for,
    ExileGraveyard: _exile_graveyard,
    RemoveCounters: _remove_counters,
    DoubleCounters: _double_counters,
    PutCountersChosen: _put_counters_chosen,
    UntapChosen: _untap_chosen,
    ModifyPTBy: _modify_pt_by,
    UnlessPays: _unless_pays,
    CreatePredefinedToken: _create_predefined_token,
}


def _choose_one(ctx: Ctx, e: ChooseOne) -> None:
    """608.2d: the controller chooses one of the effects as it resolves."""
    (picked,) = ctx.ask(ctx.controller, "choose", "choose one: " + " / ".join(
        f"{i}: {label}" for i, label in enumerate(e.labels)), tuple(range(len(e.options))), 1, 1,
        labels=tuple(e.labels))
    effects.run_effect(ctx, e.options[picked])


def _an_opponent(ctx: Ctx) -> int | None:
    """'an opponent's choice': the only opponent, or the one the controller picks among several (608.2d)."""
    opponents = [p.index for p in ctx.state.players if p.index != ctx.controller and not p.lost]
    if len(opponents) < 2:
        return opponents[0] if opponents else None
    (ref,) = ctx.ask(ctx.controller, "choose", "choose the opponent who chooses", tuple(player_ref(p) for p in
                                                                                          opponents), 1, 1)
    return ref_player(ref)


def _return_chosen_card(ctx: Ctx, e: ReturnChosenCard) -> None:
    """'Return a creature card from your graveyard to your hand': chosen as it resolves, not targeted; with
    none there, nothing happens (609.3)."""

    st = ctx.state
    cards = tuple(c for c in st.zones[zone_key(GRAVEYARD, ctx.controller)]
                  if matches(st, e.filter, c, ctx.controller, ctx.source))
    n = min(e.count, len(cards))
    if n == 0:
        return
    lo = 0 if e.up_to else n
    if e.random:  # 'at random' (Ghoulraiser): picked by the game's seeded generator, one at a time
        left = list(cards)
        chosen = [left.pop(st.random(len(left))) for _ in range(n)]
        move_simultaneously(st, [(oid, e.to, ("400.7",)) for oid in chosen])
        return
    chooser = _an_opponent(ctx) if e.opponent_chooses else ctx.controller
    if chooser is None:
        return  # no opponent is left to choose (a game of more players, 800.4a)
    picked = cards if lo == n == len(cards) else ctx.ask(
        chooser, "choose", f"choose {'up to ' if e.up_to else ''}{n} card(s) to return", cards, lo, n)
    if e.to == "battlefield":  # 110.2a: under the control of the effect's controller
        moved = move_simultaneously(st, [(oid, e.to, ("400.7", "110.2a")) for oid in picked],
                                    controller=ctx.controller, tapped=e.tapped)
        ctx.created = [m for m in moved if m]
        return
    move_simultaneously(st, [(oid, e.to, ("400.7",)) for oid in picked])  # returned at the same time


def _set_base_pt_by(ctx: Ctx, e: SetBasePTBy) -> None:
    """611.2c: the amounts are determined as the effect begins; it lasts until end of turn (514.2)."""
    part = SetBasePT(ctx.amount(e.power), ctx.amount(e.toughness))
    effects._apply_continuous(ctx, ApplyContinuous((part,), e.what))


STARTING_LIFE = 20  # 103.4: each player's starting life total in a two-player game


def _life_above_start(state: GameState, cond: LifeAboveStart, ctx: Ctx) -> bool:
    return state.players[ctx.controller].life >= STARTING_LIFE + cond.amount


_CONDITIONS[LifeAboveStart] = _life_above_start
HANDLERS[ChooseOne] = _choose_one
HANDLERS[SetBasePTBy] = _set_base_pt_by
HANDLERS[ReturnChosenCard] = _return_chosen_card


def register_handlers() -> None:
    """Adds the handlers of the compiler's effect nodes to the interpreter, and its references, amounts
    and conditions to the tables `Ctx` and `condition_holds` consult. Idempotent."""
    effects._HANDLERS.update(HANDLERS)
    context.EXTRA_REFS.update(_REFS)
    context.EXTRA_AMOUNTS.update(_AMOUNTS)
    context.EXTRA_AMOUNTS.update(resolving_amounts())
    context.EXTRA_CONDITIONS.update(_CONDITIONS)

register_handlers()  # at import: the rules/effects package imports every handler module (608.2c)


__all__ = ["HANDLERS", "creature_died_this_turn", "life_gained_this_turn", "register_handlers"]
