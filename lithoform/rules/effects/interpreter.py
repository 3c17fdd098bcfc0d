"""The effect interpreter: what each effect node does as its spell or ability resolves (608.2c-h).

Each handler reads the resolving object's choices (targets, X, division, cost choices) from `Ctx` and
information about objects at the moment it applies (608.2h): the current object while it is in the zone
it was expected in, else its last known information.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import msgspec

from lithoform.cards.mana import mana_units, parse_cost
from lithoform.cards.mana_abilities import mana_part, options_from_state
from lithoform.cards.tree import (
    CANT_ATTACK_KW,
    CANT_BE_BLOCKED,
    CANT_BLOCK,
    AddAbilities,
    AddMana,
    ApplyContinuous,
    Attach,
    CardFace,
    CopyStackObject,
    CounterObject,
    CreateToken,
    CreateTokenCopy,
    DealDamage,
    DelayedTrigger,
    Destroy,
    Discard,
    DoesntUntap,
    DrawCards,
    Each,
    Effect,
    ExileFromHand,
    ExileLinked,
    GainLife,
    IfThen,
    LoseLife,
    May,
    ModifyPT,
    PayAnyAmount,
    PayOptional,
    PreventNextDamage,
    PTBoost,
    PutCounters,
    ReturnLinked,
    SacrificeObjects,
    SearchLibrary,
    Sequence,
    SetBasePT,
    SetTypes,
    SkipNextStep,
    Static,
    Tap,
    Target,
    Untap,
)
from lithoform.rules.combat.enter_attacking import enter_attacking
from lithoform.rules.context import Ctx, add_link, condition_holds, linked, per_recipient
from lithoform.rules.continuous.characteristics import chars, copiable_face
from lithoform.rules.continuous.explain import keyword_source
from lithoform.rules.continuous.filters import matches
from lithoform.rules.damage import deal_damage, gain_life, lose_life
from lithoform.rules.hooks import (
    ATTACH_FORBIDDEN,
    COUNTER_FORBIDDEN,
    DESTRUCTION_REPLACEMENTS,
    EFFECT_DESTRUCTION_REPLACEMENTS,
    SEARCH_FORBIDDEN,
    SPELL_COUNTERED,
    TOKEN_COUNT,
)
from lithoform.rules.names import describe
from lithoform.rules.payment import (
    activate_mana_ability,
    add_mana,
    autopay_plan,
    made_options,
    mana_ability_sources,
    pay_mana,
)
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.replacement.zone_changes import copy_with_exceptions
from lithoform.rules.stack.copy import copy_stack_object
from lithoform.rules.triggers.after_move import follow
from lithoform.rules.triggers.matching import zone_change_triggers
from lithoform.rules.triggers.unattached import unattached_triggers
from lithoform.rules.zones import (
    create_object,
    destroy_all,
    discard,
    draw,
    move,
    move_simultaneously,
    sacrifice_all,
    set_tapped,
)
from lithoform.state.model import (
    BATTLEFIELD,
    HAND,
    STACK,
    ContinuousEffect,
    Delayed,
    GameState,
    Obj,
    Shield,
    StackAbility,
    Waiting,
    ref_player,
    zone_key,
)


def run_effect(ctx: Ctx, effect: Effect) -> None:
    _HANDLERS[type(effect)](ctx, effect)


# --- damage and life ---------------------------------------------------------------------------------------


def _deal(ctx: Ctx, e: DealDamage) -> None:
    amount = ctx.amount(e.amount)
    sources = ctx.refs(e.source)
    source = sources[0] if sources else ctx.source
    targets = ctx.refs(e.to)
    if not e.divided:
        if per_recipient(e.amount):  # 'to each player equal to the number of lands they control' (107.1)
            amounts = []
            for r in targets:  # all counted before any damage is dealt (608.2h)
                ctx.recipient = r
                amounts.append(ctx.amount(e.amount))
            ctx.recipient = 0
            for r, n in zip(targets, amounts, strict=True):
                deal_damage(ctx.state, source, r, n)
            return
        for r in targets:
            deal_damage(ctx.state, source, r, amount)
        return
    chosen = [r for slot in ctx.choices.targets for r in slot]
    if e.evenly:
        # Fireball ruling: the damage is divided as it resolves, among the targets still legal then.
        share = amount // max(1, len(targets))
        for r in targets:
            deal_damage(ctx.state, source, r, share)
        return
    division = ctx.choices.divide or (amount,)
    for r, n in zip(chosen, division, strict=False):
        if r in targets:
            deal_damage(ctx.state, source, r, n)


def _gain(ctx: Ctx, e: GainLife) -> None:
    for r in ctx.refs(e.who):
        ctx.recipient = r  # 'each player gains 1 life for each ... they control' (mechanics/per_recipient)
        gain_life(ctx.state, ref_player(r), ctx.amount(e.amount))
    ctx.recipient = 0


def _lose(ctx: Ctx, e: LoseLife) -> None:
    for r in ctx.refs(e.who):
        ctx.recipient = r  # 'each player loses 1 life for each creature they control' (mechanics/per_recipient)
        lose_life(ctx.state, ref_player(r), ctx.amount(e.amount))
    ctx.recipient = 0


# --- the stack -------------------------------------------------------------------------------------------------


def counter(state: GameState, oid: int, to: str = "graveyard", position: int | None = None) -> int | None:
    """701.6a: a countered spell is put into its owner's graveyard; 701.6b: a countered ability is removed.
    `to`: 'if that spell is countered this way, exile it instead of putting it into its owner's graveyard'
    (mechanics/counter_exile), with `position` in a library (0: the top). Returns the countered spell's new
    object, if it was moved."""

    obj = state.objects.get(oid)
    if obj is None or obj.zone != STACK:
        return None
    name = obj.source_name if isinstance(obj, StackAbility) else obj.card
    if any(forbids(state, oid) for forbids in COUNTER_FORBIDDEN.fns):  # 113.6g: the effect does nothing to it
        state.emit("not_countered", ("113.6g",), obj=oid, card=name)
        return None
    state.emit("countered", ("701.6a",), obj=oid, card=name)  # 701.6a: counter a spell or ability
    for fn in SPELL_COUNTERED.now(state):  # 'whenever a spell or ability you control counters a spell' (mechanics)
        fn(state, oid, state.resolving)
    return move(state, oid, to, position=position, rules=("701.6a",))


def _counter(ctx: Ctx, e: CounterObject) -> None:
    for r in ctx.refs(e.what):
        counter(ctx.state, r)


# --- objects ---------------------------------------------------------------------------------------------------


def _modify_pt(ctx: Ctx, e: ModifyPT) -> None:
    """'gets +N/+N until end of turn': a layer 7c effect (613.4c)."""
    _apply_continuous(ctx, ApplyContinuous((PTBoost(e.power, e.toughness),), e.what))


def _apply_continuous(ctx: Ctx, e: ApplyContinuous) -> None:
    """611.2c: the set of objects an effect that changes characteristics or control affects is locked in as
    it begins; one that changes the rules ('creatures your opponents control can't block this turn') also
    affects objects that match later. 613.7b: its timestamp."""
    st = ctx.state
    rules_parts, parts = _split_rules_parts(e.parts) if isinstance(e.what, Each) else ((), e.parts)
    if isinstance(e.what, Each) and e.until == "your_next_untap":
        # 'Lands you control don't untap during your next untap step' also holds those that enter later
        # (Bontu's Last Reckoning ruling): a rule for what matches then (611.2c)
        rules_parts += tuple(p for p in parts if isinstance(p, DoesntUntap))
        parts = tuple(p for p in parts if not isinstance(p, DoesntUntap))
    if rules_parts:
        record = ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller, rules_parts, (),
                                  e.until, filter=e.what.filter)
        st.effects = st.effects + (record,)
        st.characteristics_changed()
        st.emit("continuous_effect", ("611.2c", "613.7b"), objs=(), text=describe_parts(rules_parts),
                until=e.until)
    if not parts:
        return
    affected = tuple(r for r in ctx.refs(e.what) if r > 0 and r in st.objects and st.objects[r].zone == BATTLEFIELD)
    if not affected:
        return
    record = ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, ctx.controller, parts, affected,
                              e.until)
    if e.until == "end_of_your_next_turn":  # 'until the end of your next turn': a later turn of its controller
        record = msgspec.structs.replace(record, began=st.turn)
    st.effects = st.effects + (record,)
    st.characteristics_changed()
    st.emit("continuous_effect", ("611.2c", "613.7b"), objs=affected, text=describe_parts(parts),
            until=e.until)


# Restrictions the engine keeps as keywords of the object (509.1a-b) though a resolving spell's 'can't block
# this turn' changes the rules of the game, not the objects' characteristics (611.2c).
RULES_KEYWORDS = frozenset({CANT_BLOCK, CANT_BE_BLOCKED, CANT_ATTACK_KW})


def _split_rules_parts(parts: tuple[Any, ...]) -> tuple[tuple[Any, ...], tuple[Any, ...]]:
    """The parts of a resolving effect that change rules (not locked in, 611.2c) and the others."""
    rules: list[Any] = []
    other: list[Any] = []
    for p in parts:
        if isinstance(p, AddAbilities) and not p.abilities and set(p.keywords) & RULES_KEYWORDS:
            kept = tuple(k for k in p.keywords if k in RULES_KEYWORDS)
            rest = tuple(k for k in p.keywords if k not in RULES_KEYWORDS)
            rules.append(AddAbilities(keywords=kept))
            if rest:
                other.append(AddAbilities(keywords=rest))
        else:
            other.append(p)
    return tuple(rules), tuple(other)


def describe_parts(parts: tuple[Any, ...]) -> str:
    out = []
    for p in parts:
        if isinstance(p, PTBoost):
            out.append(f"{p.power:+d}/{p.toughness:+d}")
        elif isinstance(p, SetBasePT):
            out.append(f"base power {p.power}" if p.only == "power" else f"base {p.power}/{p.toughness}")
        elif isinstance(p, AddAbilities):
            out.append("gains " + ", ".join(list(p.keywords) + [getattr(a, "text", "") for a in p.abilities]))
        elif isinstance(p, SetTypes):  # 205.1a
            out.append("is " + " ".join(p.subtypes + p.types).lower() + " only")
        else:
            out.append(type(p).__name__)
    return "; ".join(out)


def _destroy(ctx: Ctx, e: Destroy) -> None:
    """701.8a: the permanents one effect destroys ('destroy all creatures') are destroyed at the same time
    (603.10a: those that die together see each other die)."""
    destroy_objects(ctx, ctx.refs(e.what), e.regenerable)


def destroy_objects(ctx: Ctx, refs: Iterable[int], regenerable: bool = True) -> None:
    """701.8a: destroy these permanents at the same time (those no longer on the battlefield stay where they
    are), with indestructible (702.12b) and the destruction replacements (614.8) heeded."""
    doomed = []
    for r in refs:
        obj = ctx.state.objects.get(r)
        if isinstance(obj, Obj) and obj.zone == BATTLEFIELD:
            if "indestructible" in chars(ctx.state, r).keywords:  # 702.12b
                ctx.state.emit("indestructible", ("702.12b",), obj=r, card=chars(ctx.state, r).name,
                               source=keyword_source(ctx.state, r, "indestructible"))
                continue
            if any(replaces(ctx.state, r, regenerable) for replaces in EFFECT_DESTRUCTION_REPLACEMENTS.fns):
                continue  # 614.8: replaced as the result of an effect only (a shield counter, 122.1c)
            if any(replaces(ctx.state, r, regenerable) for replaces in DESTRUCTION_REPLACEMENTS.fns):
                continue  # 614.8: replaced (a regeneration shield, 701.19a)
            doomed.append(r)
    # an Aura destroyed already by replacing its host's destruction (umbra armor, 702.89a) isn't destroyed twice
    destroy_all(ctx.state, [r for r in doomed if ctx.state.objects[r].zone == BATTLEFIELD])


def _tap(ctx: Ctx, e: Tap | Untap) -> None:

    for r in ctx.refs(e.what):
        obj = ctx.state.objects.get(r)
        if isinstance(obj, Obj) and obj.zone == BATTLEFIELD:
            set_tapped(ctx.state, r, isinstance(e, Tap))


def _put_counters(ctx: Ctx, e: PutCounters) -> None:
    """122.1; when distributed (601.2d), a target that became illegal loses its share (Verdurous Gearhulk
    ruling: the counters can't be put on another target)."""
    targets = ctx.refs(e.what)
    if e.divided:
        chosen = [r for slot in ctx.choices.targets for r in slot]
        division = ctx.choices.divide or (ctx.amount(e.amount),)
        shares = [(r, n) for r, n in zip(chosen, division, strict=False) if r in targets]
    else:
        shares = [(r, ctx.amount(e.amount)) for r in targets]

    for r, n in shares:
        obj = ctx.state.objects.get(r)
        if isinstance(obj, Obj) and obj.zone == BATTLEFIELD:
            put_counters(ctx.state, r, e.kind, n)  # 122.6: as replacement effects modify them


def token_face(spec: Any) -> CardFace:
    """111.4: a token's characteristics are those the effect that created it defines."""
    return CardFace(
        name=spec.name, types=spec.types, subtypes=spec.subtypes, colors=spec.colors, supertypes=spec.supertypes,
        power=None if spec.power is None else str(spec.power),
        toughness=None if spec.toughness is None else str(spec.toughness),
        keywords=spec.keywords, abilities=tuple(Static(k) for k in spec.keywords) + spec.abilities,
    )


def tokens_to_create(state: GameState, player: int, count: int) -> int:
    """111.1, 614.1a: how many tokens an effect creates under `player`'s control when it says `count`, after
    replacement effects ('twice that many', Parallel Lives)."""
    for replaced in TOKEN_COUNT.fns:
        count = replaced(state, player, count) if count > 0 else count
    return count


def _create_token(ctx: Ctx, e: CreateToken) -> None:
    """111.1, 701.7a: tokens are created on the battlefield under the controller's control."""

    st = ctx.state
    spec = e.token
    if not isinstance(spec.power, int | None) or not isinstance(spec.toughness, int | None):
        # 'an X/X token, where X is ...': counted once, as it's created (608.2h)
        spec = msgspec.structs.replace(spec, power=ctx.amount(spec.power), toughness=ctx.amount(spec.toughness))
    face = token_face(spec)
    ids = []
    for _ in range(tokens_to_create(st, ctx.controller, ctx.amount(e.count))):
        proto = Obj(0, e.token.name, ctx.controller, ctx.controller, BATTLEFIELD, printed=face, token=True,
                    tapped=e.tapped)
        oid = create_object(st, proto)
        ids.append(oid)
        st.emit("token", ("111.1", "701.7a"), player=ctx.controller, card=e.token.name, obj=oid)
        zone_change_triggers(st, None, st.objects[oid])
    ctx.created = ids
    if e.attacking:

        for oid in ids:
            enter_attacking(st, oid, lambda options: ctx.ask(ctx.controller, "choose",
                                                             "choose what the token attacks", options, 1, 1)[0])
    for then in e.then:
        run_effect(ctx, then)


def attach(state: GameState, what: int, to: int) -> None:
    """701.3a: attach; 613.7e: a new timestamp each time it becomes attached."""
    obj = state.objects[what]
    assert isinstance(obj, Obj)
    state.set_obj(msgspec.structs.replace(obj, attached_to=to, timestamp=state.new_timestamp()))
    state.characteristics_changed()
    state.emit("attach", ("701.3a", "613.7e"), obj=what, card=obj.card, to=to)
    if obj.attached_to != to:  # 603.2e: moved from another permanent, it became unattached from that one
        unattached_triggers(state, what, obj.attached_to, obj.controller)


def _attach(ctx: Ctx, e: Attach) -> None:
    """701.3b: attaching to an illegal object, or to what it is already attached to, does nothing."""
    st = ctx.state
    targets = ctx.refs(e.to)
    for what in ctx.refs(e.what):
        obj = st.objects.get(what)
        if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD or not targets:
            continue
        to = targets[0]
        if to == obj.attached_to or to not in st.objects or st.objects[to].zone != BATTLEFIELD:
            continue
        if any(forbids(st, what, to) for forbids in ATTACH_FORBIDDEN.fns):
            continue  # 701.3b: it can't be attached there (protection, 702.16c-d); it doesn't move
        attach(st, what, to)


def _create_token_copy(ctx: Ctx, e: CreateTokenCopy) -> None:
    """111.1, 707.2: a token whose original characteristics are the copiable values of the object (its last
    known information if it is gone, 608.2h), plus the exceptions (707.9)."""

    st = ctx.state
    ids = []
    for ref in ctx.refs(e.of):
        original = st.known(ref)
        if not isinstance(original, Obj):
            continue
        values = copy_with_exceptions(copiable_face(original), e.add_types, e.add_keywords)
        for _ in range(tokens_to_create(st, ctx.controller, e.count)):
            proto = Obj(0, original.card, ctx.controller, ctx.controller, BATTLEFIELD, printed=values, token=True)
            oid = create_object(st, proto)
            ids.append(oid)
            st.emit("token", ("111.1", "707.2"), player=ctx.controller, card=values.name, obj=oid)
            zone_change_triggers(st, None, st.objects[oid])
    ctx.created = ids
    for then in e.then:
        run_effect(ctx, then)


def _sacrifice_objects(ctx: Ctx, e: SacrificeObjects) -> None:
    """701.21a: sacrificed at the same time (603.10a), and only the permanents the instructed player still
    controls: "a player can't sacrifice ... a permanent they don't control" (Sneak Attack's creature stolen
    before its end step stays)."""
    sacrifice_all(ctx.state, [r for r in ctx.refs(e.what)
                              if isinstance(o := ctx.state.objects.get(r), Obj) and o.zone == BATTLEFIELD
                              and o.controller == ctx.controller])


def _copy_stack_object(ctx: Ctx, e: CopyStackObject) -> None:
    """707.10: copy a spell or ability on the stack; its controller may choose new targets (707.10c)."""

    for r in ctx.refs(e.what):
        obj = ctx.state.objects.get(r)
        if obj is not None and obj.zone == STACK:
            copy_stack_object(ctx.state, r, ctx.controller, e.new_targets, e.colors)
        elif obj is None and r > 0 and isinstance(ctx.state.lki.get(r), Obj | StackAbility) \
                and ctx.state.lki[r].zone == STACK and not isinstance(e.what, Target):
            # "copy that spell" after it was countered: as it last existed on the stack (608.2h; Doublecast's
            # ruling: "A copy is created even if the spell ... has been countered by the time that ability
            # resolves"); a target that left is an illegal target instead (608.2b)
            copy_stack_object(ctx.state, r, ctx.controller, e.new_targets, e.colors)


def _exile_linked(ctx: Ctx, e: ExileLinked) -> None:
    """406, 607.2a: exile, remembering the new objects for the source's linked ability."""

    st = ctx.state
    exiled = []
    for r in ctx.refs(e.what):
        obj = st.objects.get(r)
        if isinstance(obj, Obj) and obj.zone != "exile":
            exiled.append(move(st, r, "exile", rules=("406.2", "607.2a")))
    if exiled:
        add_link(st, ctx.source, e.key, tuple(exiled))
    if isinstance(e.what, Target):  # 'You may cast that card ...' after it: the card in exile (400.7)
        ctx.created = [m for m in exiled if m]


def _hand_cards(ctx: Ctx, player: int, reveal: bool, filter: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """A player's hand, revealed first when the effect says so (701.20a), and the cards in it that match."""
    st = ctx.state
    hand = st.zones[zone_key(HAND, player)]
    if reveal:
        st.emit("reveal", ("701.20a",), player=player, cards=[st.objects[i].card for i in hand])
    return hand, tuple(i for i in hand if matches(st, filter, i, ctx.controller, ctx.source))


def _exile_from_hand(ctx: Ctx, e: ExileFromHand) -> None:
    """Tidehollow Sculler, Soul Foundry: a card chosen from a hand as this resolves, exiled and linked."""

    st = ctx.state
    for r in ctx.refs(e.who):
        player = ref_player(r)
        hand, options = _hand_cards(ctx, player, e.reveal, e.filter)
        chooser = ctx.controller if e.chooser == "you" else player
        # A choice from a hand only its owner sees is asked whenever the hand isn't empty (its size is public),
        # matching or not: whether the question comes must not show what the hand holds (issue 20).
        hidden = not e.reveal and chooser == player
        if not options and not (hidden and hand):
            continue
        picked = ctx.ask(chooser, "choose", "choose a card to exile", options,
                         0 if e.optional or not options else 1, 1)
        if picked:
            new = move(st, picked[0], "exile", rules=("406.2", "607.2a"))
            add_link(st, ctx.source, e.key, (new,))


def _return_linked(ctx: Ctx, e: ReturnLinked) -> None:
    """607.2a: the linked cards return; each is a new object (400.7). A token exiled this way has ceased to
    exist (704.5d) and doesn't return."""

    st = ctx.state
    returning = [oid for oid in linked(st, ctx.source, e.key)
                 if isinstance(st.objects.get(oid), Obj) and not st.objects[oid].token
                 and (not e.yours or st.objects[oid].owner == ctx.controller)]
    if e.to == "battlefield":
        # they return together (the Mirror Image ruling: none can copy another entering with it)
        move_simultaneously(st, [(oid, BATTLEFIELD, ("607.2a", "110.2")) for oid in returning])
    else:
        for oid in returning:
            move(st, oid, e.to, rules=("607.2a",))


def _pay_optional(ctx: Ctx, e: PayOptional) -> None:
    """'You may pay {2}. If you do, ...': a cost paid as the ability resolves (Mirrorworks; for a copy,
    paid separately). Mana abilities may be activated to pay it (605.3a); the auto-payer does so."""

    st = ctx.state
    cost = parse_cost(e.mana)
    plan = autopay_plan(st, ctx.controller, cost)
    if plan is None:
        return
    (yes,) = ctx.ask(ctx.controller, "may", f"pay {e.mana}?", (1, 0), 1, 1)
    if not yes:
        return
    for source, n, color in plan[0]:
        activate_mana_ability(st, ctx.controller, source, n, color, ())
    if pay_mana(st, ctx.controller, cost, plan[1]):
        st.emit("paid", ("118.12",), player=ctx.controller, obj=ctx.oid, cost=e.mana, life=0)
        run_effect(ctx, e.then)


def _pay_any_amount(ctx: Ctx, e: PayAnyAmount) -> None:
    """603.12: 'you may pay any amount of {R}. When you do, ...': the payment is made on resolution (mana in
    the pool, or from mana abilities); then the reflexive ability triggers with that amount as X."""

    st = ctx.state
    pool = [m for m in st.players[ctx.controller].pool if m.type == e.mana_type]
    sources = []  # (object, ability number, option, how many such mana it makes: 106.4, Gilded Lotus's three)
    for o, n, a in mana_ability_sources(st, ctx.controller):
        made = mana_part(a.effect)
        if a.cost.sacrifice or a.cost.remove_any or made is None:  # (how many counters: the player's, 107.1c)
            continue
        listed = made_options(st, ctx.controller, o, a) if options_from_state(a.effect) else made.options  # 106.7
        fitting = [(len(units), opt) for opt in listed
                   if (units := mana_units(opt, o)) and all(m.type == e.mana_type for m in units)]
        if fitting:
            k, opt = max(fitting)
            sources.append((o, n, opt, k))
    most = len(pool) + sum(k for *_, k in sources)
    (amount,) = ctx.ask(ctx.controller, "amount", f"pay any amount of {{{e.mana_type}}}",
                        tuple(range(most + 1)), 1, 1)
    if amount <= 0:
        return
    made = len(pool)
    for o, n, opt, k in sources:  # what a source makes beyond the amount stays in the pool
        if made >= amount:
            break
        activate_mana_ability(st, ctx.controller, o, n, opt, ())
        made += k
    p = st.players[ctx.controller]
    remaining = amount
    kept = []
    for m in p.pool:
        if remaining and m.type == e.mana_type:
            remaining -= 1
        else:
            kept.append(m)
    st.set_player(msgspec.structs.replace(p, pool=tuple(kept)))
    st.emit("paid", ("603.12",), player=ctx.controller, obj=ctx.oid, cost=f"{amount}x{{{e.mana_type}}}", life=0)
    name = chars(st, ctx.source).name
    st.waiting = st.waiting + (Waiting(ctx.controller, ctx.source, name, e.then, x=amount),)
    st.emit("trigger", ("603.12",), source=ctx.source, card=name, text=e.then.text)


def _skip_next_step(ctx: Ctx, e: SkipNextStep) -> None:
    """614.1b, 614.10: the player's next such step is skipped (replaced with nothing)."""
    for r in ctx.refs(e.who):
        ctx.state.skips = ctx.state.skips + ((ref_player(r), e.step),)
        if e.step in ("combat", "turn"):  # a phase or a turn (rules/turn/steps.py)
            ctx.state.emit("skip_set_next", ("614.1b",), player=ref_player(r),
                           skipped="combat phase" if e.step == "combat" else "turn")
        else:
            ctx.state.emit("skip_set", ("614.1b",), player=ref_player(r), step=e.step)


def _prevent_next_damage(ctx: Ctx, e: PreventNextDamage) -> None:
    """615.7: a shield that prevents the next N damage to the target this turn."""

    st = ctx.state
    amount = ctx.amount(e.amount)
    if amount <= 0:
        return  # a shield of 0 prevents nothing
    refs = ctx.refs(e.to)
    if e.divided:  # 601.2d: each target's share as announced; 608.2b: an illegal target's share is lost
        chosen = [r for group in ctx.choices.targets for r in group]
        shares = dict(zip(chosen, ctx.choices.divide or (amount,), strict=False))
        pairs = [(r, shares.get(r, 0)) for r in refs]
    else:
        pairs = [(r, amount) for r in refs]
    for r, n in pairs:
        if n <= 0:
            continue
        st.shields = st.shields + (Shield(st.new_id(), r, n),)
        st.emit("shield", ("615.7",), target=describe(st, r), amount=n)


def _delayed(ctx: Ctx, e: DelayedTrigger) -> None:
    """603.7a: created during resolution; 603.7e: its source is the source of the ability that made it;
    603.7c: it refers to the objects as they were then."""
    st = ctx.state
    name = chars(st, ctx.source).name
    # 603.7c: its objects are those this effect made, or (`targets`) this spell's or ability's target as it is now
    fixed = tuple(r for slot in ctx.legal for r in slot if r) if e.targets else tuple(ctx.created)
    # 400.7e: made by an ability that triggered on its source's move, '~' in it is the object the source became
    # (Brood of Cockroaches: 'at the beginning of the next end step, ... return ~ to your hand' from the graveyard)
    source = follow(st, ctx.oid, ctx.source)
    record = Delayed(st.new_id(), ctx.controller, source, name, e.step, e.effect, fixed, e.next_only)
    st.delayed = st.delayed + (record,)
    st.emit("delayed_trigger", ("603.7a", "603.7b"), card=name, step=e.step)  # made now; the next time only


# --- cards and players ----------------------------------------------------------------------------------------


def _draw(ctx: Ctx, e: DrawCards) -> None:

    for r in ctx.refs(e.who):
        draw(ctx.state, ref_player(r), ctx.amount(e.amount))


def _discard(ctx: Ctx, e: Discard) -> None:
    """701.9a/b: the discarding player chooses unless the effect says another player does (Duress)."""

    st = ctx.state
    for r in ctx.refs(e.who):
        player = ref_player(r)
        _, eligible = _hand_cards(ctx, player, e.reveal, e.filter)
        n = min(ctx.amount(e.amount), len(eligible))
        if n == 0:
            continue
        chooser = player if e.chooser == "player" else ctx.controller
        picked = eligible if n == len(eligible) else ctx.ask(
            chooser, "choose", f"choose {n} card(s) for {st.players[player].name} to discard", eligible, n, n)
        for oid in picked:  # 'who didn't discard a nonland card this way' reads them (mechanics/discarded_this_way)
            ctx.discarded = (*ctx.discarded, discard(st, oid))


def chosen_mana(ctx: Ctx, options: tuple[str, ...]) -> str:
    """The mana an 'Add {R} or {G}' adds: the controller chooses among the options (one: no choice)."""
    if len(options) == 1:
        return options[0]
    picked = ctx.ask(ctx.controller, "choose", "choose the mana to add", tuple(range(len(options))), 1, 1,
                     labels=tuple(options))
    return options[picked[0]]


def add_one_of(ctx: Ctx, options: tuple[str, ...], rules: tuple[str, ...]) -> None:
    """One of the options the state allows, chosen by the controller, into their pool (106.4); none: no mana.
    'Add one mana of any color that a land an opponent controls could produce', 'of any of the exiled card's
    colors' resolving outside a mana ability."""
    if options:
        option = chosen_mana(ctx, options)
        add_mana(ctx.state, ctx.controller, mana_units(option, ctx.source))
        ctx.state.emit("mana", rules, player=ctx.controller, mana=option, source=ctx.source)


def _add_mana(ctx: Ctx, e: AddMana) -> None:
    """106.3: mana made by a spell has that spell as its source; by an ability, that ability's source."""
    option = chosen_mana(ctx, e.options)
    only = e.only  # 106.6: with its restriction
    add_mana(ctx.state, ctx.controller, mana_units(option, ctx.source, only, e.rider))
    ctx.state.emit("mana", ("106.3",), player=ctx.controller, mana=option, source=ctx.source)


# --- structure ----------------------------------------------------------------------------------------------------


def _may(ctx: Ctx, e: May) -> None:
    """A 'may' is a choice of the controller as the effect resolves (608.2d). 101.2: a player who can't search
    their library can't choose to search it, so 'you may search your library ..., then shuffle' does nothing,
    not even the shuffle (Ashiok, Dream Render's ruling)."""
    if search_forbidden_choice(ctx, e.effect):
        ctx.state.emit("search_forbidden", ("701.23", "101.2"), player=ctx.controller)
        return
    (yes,) = ctx.ask(ctx.controller, "may", "do it?", (1, 0), 1, 1)
    if yes:
        run_effect(ctx, e.effect)
    else:  # 608.2d: the player chose not to
        ctx.state.emit("declined", ("608.2d",), player=ctx.controller, card=chars(ctx.state, ctx.source).name)


def search_banned(state: GameState, searcher: int, owner: int, cause_controller: int) -> bool:
    """701.23, 101.2: whether a 'can't search' effect (SEARCH_FORBIDDEN, mechanics/search_bans) stops `searcher`
    searching `owner`'s library for a spell or ability `cause_controller` controls."""
    return any(fn(state, searcher, owner, cause_controller) for fn in SEARCH_FORBIDDEN.now(state))


def instructing_controller(ctx: Ctx) -> int:
    """The controller of the resolving spell or ability that instructs a search (Ashiok, Dream Render's 'spells
    and abilities your opponents control'): the stack object's, as it is or last was (608.2h). Another player
    acting for it (Path to Exile's 'its controller may search') has their own Ctx, whose controller is them."""
    obj = ctx.state.objects.get(ctx.oid) or ctx.state.lki.get(ctx.oid)
    return obj.controller if obj is not None and obj.zone == STACK else ctx.controller


def search_forbidden_choice(ctx: Ctx, effect: Effect) -> bool:
    """Whether an optional effect ('you may ...') begins with a search of the controller's own library that a
    'can't search' effect forbids: the player can't choose it (701.23, 101.2)."""
    first = effect.effects[0] if isinstance(effect, Sequence) and effect.effects else effect
    if not isinstance(first, SearchLibrary) or first.library is not None:
        return False
    return search_banned(ctx.state, ctx.controller, ctx.controller, instructing_controller(ctx))


def _if(ctx: Ctx, e: IfThen) -> None:
    if condition_holds(ctx.state, e.condition, ctx):
        run_effect(ctx, e.then)
    elif e.otherwise is not None:
        run_effect(ctx, e.otherwise)


def _sequence(ctx: Ctx, e: Sequence) -> None:
    for step in e.effects:
        run_effect(ctx, step)


_HANDLERS: dict[type, Callable[[Ctx, Any], None]] = {
    DealDamage: _deal,
    CounterObject: _counter,
    ModifyPT: _modify_pt,
    ApplyContinuous: _apply_continuous,
    DrawCards: _draw,
    Discard: _discard,
    AddMana: _add_mana,
    CreateToken: _create_token,
    Destroy: _destroy,
    Untap: _tap,
    Tap: _tap,
    GainLife: _gain,
    LoseLife: _lose,
    PutCounters: _put_counters,
    May: _may,
    IfThen: _if,
    Sequence: _sequence,
    DelayedTrigger: _delayed,
    CopyStackObject: _copy_stack_object,
    ExileLinked: _exile_linked,
    ExileFromHand: _exile_from_hand,
    ReturnLinked: _return_linked,
    PayOptional: _pay_optional,
    PayAnyAmount: _pay_any_amount,
    SkipNextStep: _skip_next_step,
    PreventNextDamage: _prevent_next_damage,
    CreateTokenCopy: _create_token_copy,
    SacrificeObjects: _sacrifice_objects,
    Attach: _attach,
}


def register_effect(node_type: type, handler: Callable[[Ctx, Any], None]) -> None:
    """Makes `handler` what an effect node of `node_type` does as it resolves (608.2c); a mechanic's rules
    module calls this when it is imported."""
    _HANDLERS[node_type] = handler
