"""Casting spells (601.2), activating abilities (602.2) and putting triggered abilities on the stack
(603.3c-d): one announcement flow over the object on the stack.

The object goes on the stack first (601.2a, 602.2a); then its choices are made one decision at a time in
the CR's order, each stored on the object's `Choices`: modes and additional costs (601.2b), X (601.2b),
targets (601.2c), division (601.2d), total cost (601.2f), cost choices and payment (601.2g-h). The state
before the announcement is kept in `state.rollback`; `cancel` (or an impossible step) rewinds to it (733).
"""

from __future__ import annotations

from typing import Any, NamedTuple

import msgspec

from lithoform.cards.mana import ManaCost, parse_cost
from lithoform.cards.tree import (
    AbilityCostModifier,
    ActivatedAbility,
    AlternativeCost,
    CardFace,
    Cost,
    DealDamage,
    Effect,
    Enchant,
    Filter,
    IfThen,
    Mode,
    PreventNextDamage,
    PutCounters,
    Sequence,
    SpellAbility,
    SpellCostModifier,
    TargetSpec,
    XValue,
)
from lithoform.catalog.registry import get_def
from lithoform.rules import counter_removal_costs as counter_costs
from lithoform.rules.activation_limits import record_activation
from lithoform.rules.context import Ctx, condition_holds
from lithoform.rules.continuous.characteristics import (
    activated_abilities,
    battlefield_abilities,
    chars,
    face_of,
)
from lithoform.rules.continuous.filters import matches
from lithoform.rules.damage import gain_life, lose_life
from lithoform.rules.hooks import (
    ABILITY_ACTIVATED,
    CAST_FACE_DOWN,
    COST_DISCARDED_SELF,
    CREW_POWER,
    GRANTED_ALTERNATIVES,
    LIFE_GAIN_FORBIDDEN,
    SPELL_ADDED_TEXT,
    SPELL_CAST,
    SPELL_CAST_AS,
    SPELL_COST_CHANGES,
    SPELL_COST_FLOORS,
    SPELL_OFFERED_COSTS,
    SPEND_AS_ANY_COLOR,
    TARGET_REQUIREMENTS,
    TARGETS_CHOSEN,
    X_MANA_COLOR,
)
from lithoform.rules.names import describe
from lithoform.rules.object_costs import pay_object_costs
from lithoform.rules.payment import (
    changed_cost,
    pay_energy,
    sacrifice_candidates,
    source_cost_parts,
)
from lithoform.rules.present import present_kinds
from lithoform.rules.replacement.events import put_counters
from lithoform.rules.stack.permissions import spends_as_any_type, use_permission, via_costs
from lithoform.rules.stack.targets import candidates, target_chooser, target_judge
from lithoform.rules.triggers.matching import loyalty_activation_triggers, spell_cast_triggers
from lithoform.rules.triggers.targeted import target_triggers
from lithoform.rules.zones import discard, move, remove_counters, sacrifice, set_tapped
from lithoform.state.decisions import Pending
from lithoform.state.model import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    Choices,
    GameState,
    Obj,
    StackAbility,
    Waiting,
    zone_key,
)


class Spec(NamedTuple):
    """What a stack object asks for while it is announced, whatever kind of object it is."""

    targets: tuple[TargetSpec, ...]
    modes: tuple[Mode, ...]
    mode_count: int
    kicker: str | None
    alternatives: tuple[AlternativeCost, ...]
    extra_target_cost: str | None
    mana_cost: ManaCost
    cost: Cost | None
    effect: Effect | None
    optional: tuple[AlternativeCost, ...] = ()  # optional additional costs other than kicker (601.2b): buyback
    mode_min: int | None = None  # 'choose one or both', 'one or more' (700.2): the fewest modes
    # the effect of the alternative cost paid (awaken, 702.113a) and the slot of its first target
    paid: tuple[Effect, int] | None = None
    multikicker: bool = False  # 702.33c: kicker announced any number of times
    # 702.47b: the text spliced onto it (an offered cost paid, SPELL_ADDED_TEXT): each effect with the slot of
    # its first target; its targets follow the spell's own
    added: tuple[tuple[Effect, int], ...] = ()
    # 702.119a: the alternative cost paid is reduced by the sacrificed permanent's mana value (emerge)
    less_sacrificed: bool = False


_NO_SPELL = SpellAbility()
DECLINED = "-"  # in Choices.additional: an optional additional cost announced as not paid (601.2b)


def spell_alternatives(state: GameState, player: int, obj: Obj, spell: SpellAbility) -> tuple[AlternativeCost, ...]:
    """118.9: the alternative costs of casting `obj`: its own and those an effect offers it (GRANTED_ALTERNATIVES,
    Omniscience), each name once."""
    granted = GRANTED_ALTERNATIVES.now(state)
    if not granted:
        return spell.alternatives
    own = {a.name for a in spell.alternatives}
    more = tuple(a for fn in granted for a in fn(state, player, obj) if a.name not in own)
    return spell.alternatives + more if more else spell.alternatives


def spec_of(state: GameState, oid: int) -> Spec:
    obj = state.known(oid)
    if isinstance(obj, StackAbility):
        a = obj.ability
        cost = a.cost if isinstance(a, ActivatedAbility) else None
        return Spec(_chosen_targets(a.targets, a.modes, obj.choices), a.modes, a.mode_count, None, (), None,
                    parse_cost(cost.mana if cost else None), cost, a.effect, mode_min=a.mode_min)
    assert obj is not None
    face = face_of(obj)
    spell = face.spell or _NO_SPELL
    choices = obj.choices or Choices()
    mana_cost = parse_cost(face.mana_cost)
    cost = None
    paid_alt: AlternativeCost | None = None
    alternatives = spell.alternatives
    if isinstance(obj, Obj) and state.announcing == oid:
        alternatives = spell_alternatives(state, obj.controller, obj, spell)  # 601.2b (Omniscience)
    required, added = via_costs(permission_face(obj), choices.via) if choices.via else (None, None)
    if required is not None:
        # 118.9b: the permission (flashback, 702.34a) requires its alternative cost; 118.9a: no other one
        mana_cost = parse_cost(required.mana)
        cost = msgspec.structs.replace(required, mana=None)
        alternatives = ()
        # a permission to cast it using one of its own alternative costs that has a target and effect of its own
        # ('cast ~ from your graveyard using its mutate ability', 702.140a): that cost's target and effect apply
        paid_alt = next((a for a in spell.alternatives if a.name == choices.via and a.effect is not None), None)
    elif choices.alternative is not None:
        # 118.9: the alternative cost is paid rather than the mana cost; its other parts are costs too.
        alt = next((a for a in alternatives if a.name == choices.alternative), None)
        if alt is None:
            # an alternative cost an effect offered (Omniscience), paid as it was cast (601.2f-h): nothing is left
            # to pay now, whatever offered it is gone
            mana_cost, cost = parse_cost(None), None
        else:
            mana_cost = parse_cost(alt.cost.mana)
            cost = msgspec.structs.replace(alt.cost, mana=None)
            paid_alt = alt
    if added is not None and added.mana:  # 601.2f: a permission's additional mana ('if you pay {2} more')
        mana_cost = mana_cost.plus(parse_cost(added.mana))
        added = msgspec.structs.replace(added, mana=None)
    # 601.2f; 601.2b: 'discard a card or pay {5}' paid with the mana instead (mechanics/additional_or_pay)
    chosen_instead = spell.additional_unless is not None and spell.additional_unless in choices.additional
    cost = with_additional(with_additional(cost, None if chosen_instead else spell.additional_cost), added)
    for opt in spell.optional_costs:  # 601.2f: an optional additional cost announced as paid: its other parts
        if opt.name in choices.additional and _non_mana(opt.cost) is not None:
            for _ in range(choices.additional.count(opt.name)):  # escalate: once for each extra mode (702.120a)
                cost = with_additional(cost, _non_mana(opt.cost))
    targets = _chosen_targets(spell.targets or aura_targets(face), spell.modes, choices)
    if spell.kicked_targets and "kicker" not in choices.additional:
        # 601.2c: cast unkicked, as though it didn't have the targets only its kicked part names (702.33d)
        targets = targets[:len(targets) - spell.kicked_targets]
    paid = None
    effect, modes = spell.effect, spell.modes
    if spell.kicked_instead is not None and "kicker" in choices.additional:
        # 601.2c: the kicker was announced (601.2b) before the targets: the kicked text's own targets, and its
        # effect on resolution (Bloodchief's Thirst; mechanics/kicked_instead)
        targets, effect = spell.kicked_instead.targets, spell.kicked_instead.effect
    if paid_alt is not None and paid_alt.replaces:  # 702.96b: the overloaded text's effect, with its targets
        targets, effect, modes = paid_alt.targets, paid_alt.effect, ()
    elif paid_alt is not None and paid_alt.effect is not None:  # 702.113a-b: its targets only when it was paid
        paid = (paid_alt.effect, len(targets))
        targets = targets + paid_alt.targets
    optional = spell.optional_costs
    added_text: tuple[tuple[Effect, int], ...] = ()
    if isinstance(obj, Obj) and state.announcing == oid and SPELL_OFFERED_COSTS:
        # 601.2b, 702.47a: optional costs offered from outside its text (splice), while it is announced
        optional = (*optional, *(o for fn in SPELL_OFFERED_COSTS.now(state) for o in fn(state, obj)))
    if choices.additional and isinstance(obj, Obj) and SPELL_ADDED_TEXT:
        targets, added_text = _added_text(state, obj, choices, spell, targets)
    return Spec(targets, modes, spell.mode_count,
                spell.kicker, alternatives, spell.extra_target_cost, mana_cost, cost, effect,
                optional, spell.mode_min, paid, spell.multikicker, added_text,
                paid_alt is not None and paid_alt.less_sacrificed)


def _added_text(state: GameState, obj: Obj, choices: Choices, spell: SpellAbility,
                targets: tuple[TargetSpec, ...]) -> tuple[tuple[TargetSpec, ...], tuple[tuple[Effect, int], ...]]:
    """702.47b: the text each offered cost announced as paid adds (spliced cards), in the order announced;
    their targets follow the spell's own (601.2c: chosen after the cards are revealed)."""
    own = {o.name for o in spell.optional_costs}
    added: list[tuple[Effect, int]] = []
    for label in choices.additional:
        if label in own or label.startswith(DECLINED) or label == "kicker":
            continue
        for fn in SPELL_ADDED_TEXT.now(state):
            text = fn(state, obj, label)
            if text is not None and text.effect is not None:
                added.append((text.effect, len(targets)))
                targets = targets + text.targets
                break
    return targets, tuple(added)


# A permanent's or a spell's cost change (601.2f, 113.6) is an ability of this node type, made only by the Oracle
# compiler: a game none of whose definitions holds one has none on the battlefield or the stack.
_COST_MODIFIER = SpellCostModifier.__name__


def reduce_spell_cost(state: GameState, player: int, oid: int, spell: SpellAbility | None,
                      total: ManaCost) -> ManaCost:
    """601.2f: the total cost plus cost increases, minus cost reductions (118.7), then a floor on the total
    (Trinisphere's ruling: "... Finally, apply Trinisphere's effect if the mana component of the spell's cost is
    less than three mana.")."""
    kinds = present_kinds(state)
    floors = SPELL_COST_FLOORS.active(kinds)
    if (spell is None or spell.reduction is None) and not floors and not SPELL_COST_CHANGES.active(kinds) and (
            (kinds is not None and _COST_MODIFIER not in kinds)  # (none in the game's definitions: rules/present.py)
            or not state.zones[STACK] and not battlefield_abilities(state, SpellCostModifier)):
        return total  # nothing changes spell costs now (issue 13: asked for every hand card in a listing)
    total = _changed_spell_cost(state, player, oid, spell, total)
    for floor in floors:  # (a floor only where a definition has one: Trinisphere)
        total = floor(state, player, oid, total) or total
    return total


def _changed_spell_cost(state: GameState, player: int, oid: int, spell: SpellAbility | None,
                        total: ManaCost) -> ManaCost:
    """601.2f: the total cost plus cost increases, minus cost reductions (118.7): those of permanents'
    static abilities ('Noncreature spells cost {1} more to cast') and the spell's own ('This spell costs
    {N} less to cast if [condition]')."""
    less: list[str] = []
    for pid, a in battlefield_abilities(state, SpellCostModifier):  # (one lookup when there are none)
        if matches(state, a.filter, oid, state.objects[pid].controller, pid):
            if a.targeting_this and not _targets(state, oid, pid):
                continue  # 'spells that target ~': the targets are chosen (601.2c) before the cost (601.2f)
            if a.off_turn and state.active == player:
                continue  # 'except during its controller's turn' (Defense Grid; 102.1)
            if a.less:
                less.append(a.mana)
            else:
                total = total.plus(parse_cost(a.mana))
    for sid in state.zones[STACK]:  # 113.6: 'as long as ~ is on the stack, spells that target it cost {2} more'
        on_stack = state.objects.get(sid)
        if sid == oid or not isinstance(on_stack, Obj):
            continue
        for a in face_of(on_stack).abilities:
            if isinstance(a, SpellCostModifier) and a.on_stack and _targets(state, oid, sid) \
                    and matches(state, a.filter, oid, on_stack.controller, sid):
                total = total.plus(parse_cost(a.mana))
    for fn in SPELL_COST_CHANGES.now(state):  # 611.2a: from resolved spells and abilities
        for symbols, is_less in fn(state, player, oid):
            if is_less:
                less.append(symbols)
            else:
                total = total.plus(parse_cost(symbols))
    for symbols in less:
        total = total.minus(parse_cost(symbols))
    if spell is None or spell.reduction is None:
        return total
    if spell.reduction_per is not None:  # 'costs {X} less to cast, where X is ...' (118.7a: generic only)

        n = Ctx(state, oid, player, oid, Choices(), ()).amount(spell.reduction_per)
        for _ in range(max(0, n)):
            total = total.minus(parse_cost(spell.reduction))
        return total
    if spell.reduction_if is not None:

        if not condition_holds(state, spell.reduction_if, Ctx(state, oid, player, oid, Choices(), ())):
            return total
    return total.minus(parse_cost(spell.reduction))


def reduce_ability_cost(state: GameState, player: int, source: int, ability: ActivatedAbility,
                        total: ManaCost) -> ManaCost:
    """602.2b, 601.2f: 'This ability costs {1} less to activate for each Shrine you control' (118.7)."""
    if ability.reduction is None:
        return total

    n = 1 if ability.reduction_per is None else Ctx(state, source, player, source, Choices(), ()).amount(
        ability.reduction_per)
    for _ in range(n):
        total = total.minus(parse_cost(ability.reduction))
    return total
def _targets(state: GameState, spell: int, oid: int) -> bool:
    """Whether the spell being cast has chosen `oid` as one of its targets (601.2c)."""
    obj = state.objects.get(spell)
    return isinstance(obj, Obj) and obj.choices is not None and any(oid in t for t in obj.choices.targets)


def _non_mana(cost: Cost) -> Cost | None:
    """The parts of an optional additional cost other than its mana (sacrifices: casualty, 702.153a; tapping
    creatures: conspire, 702.78a; discarding and life: escalate, 702.120a)."""
    other = cost.sacrifice or cost.tap_others or cost.discard or cost.pay_life or cost.reveal_from_hand
    return msgspec.structs.replace(cost, mana=None) if other else None


def _sacrifice_possible(state: GameState, player: int, cost: Cost, oid: int) -> bool:
    """Whether every sacrifice (or tapping: conspire, 702.78a) an optional additional cost asks for has
    permanents enough to pay it."""
    return all(len(sacrifice_candidates(state, player, s.filter, oid)) >= s.count for s in cost.sacrifice) \
        and all(len(tap_candidates(state, player, t.filter, oid, cost)) >= t.count for t in cost.tap_others) \
        and len(reveal_candidates(state, player, cost, oid)) >= cost.reveal_from_hand


def _reveal_shown(cost: Cost) -> str:
    """'reveal a Dragon card from your hand' / 'choose a Dragon you control' (601.2b), for the question."""
    f = cost.reveal_filter or Filter()
    kind = " ".join([*f.subtypes, *f.types]) or ("permanent" if cost.reveal_from else "")
    if cost.reveal_from:
        return f"choose a {kind} you control"
    return f"reveal a {kind + ' ' if kind else ''}card from your hand"


def _described(f: Any) -> str:
    words = [t.lower() for t in f.types] or ["permanent"]
    if f.power_at_least is not None:
        words.append(f"with power {f.power_at_least} or greater")
    if f.shares_color_with_source:
        words.append("that shares a color with it")
    return " ".join(words)


def with_additional(cost: Cost | None, extra: Cost | None) -> Cost | None:
    """601.2f: the total cost includes the spell's additional costs (sacrifices, discards, life), chosen
    and paid through the same steps as an ability's costs (601.2h). Two discard costs are chosen together,
    among the cards the first filter allows (a limitation: two different filters are not kept apart)."""
    if extra is None:
        return cost
    if cost is None:
        return extra
    return msgspec.structs.replace(cost, sacrifice=cost.sacrifice + extra.sacrifice,
                                   discard_filter=cost.discard_filter or extra.discard_filter,
                                   discard=cost.discard + extra.discard,
                                   discard_random=cost.discard_random or extra.discard_random, pay_life=cost.pay_life + extra.pay_life,
                                   discard_x=cost.discard_x or extra.discard_x,
                                   pay_life_x=cost.pay_life_x or extra.pay_life_x, exile_x=cost.exile_x or extra.exile_x,
                                   others_gain_life=cost.others_gain_life + extra.others_gain_life,
                                   others_gain_each=cost.others_gain_each or extra.others_gain_each,
                                   reveal_x=cost.reveal_x or extra.reveal_x,
                                   reveal_from_hand=cost.reveal_from_hand + extra.reveal_from_hand,
                                   reveal_filter=cost.reveal_filter or extra.reveal_filter,
                                   exile_from_hand=cost.exile_from_hand + extra.exile_from_hand,
                                   exile_filter=cost.exile_filter or extra.exile_filter,
                                   exile_from=cost.exile_from or extra.exile_from,
                                   return_to_hand=cost.return_to_hand + extra.return_to_hand,
                                   remove_from=cost.remove_from + extra.remove_from,
                                   tap_others=cost.tap_others + extra.tap_others)


def discard_options(state: GameState, obj: Obj | StackAbility, cost: Cost) -> tuple[int, ...]:
    """601.2h: the cards of the hand a discard cost may be paid with (not the spell or ability's source)."""
    hand = state.zones[zone_key(HAND, obj.controller)]
    return tuple(i for i in hand if i != obj.id and not (isinstance(obj, StackAbility) and i == obj.source)
                 and (cost.discard_filter is None or matches(state, cost.discard_filter, i, obj.controller, i)))


def permission_face(obj: Obj) -> CardFace:
    """The face whose abilities say how a spell cast under a permission is paid for: 712.11d, a transformed
    spell's permission is its front face's ability (disturb, 702.146a); otherwise the face that is up."""
    if obj.face and obj.printed is None:
        card = get_def(obj.card)
        if card.layout == "transform":
            return card.faces[0]
    return face_of(obj)


def aura_targets(face: CardFace) -> tuple[TargetSpec, ...]:
    """303.4a: an Aura spell targets what its enchant ability allows."""
    if "Aura" not in face.subtypes:
        return ()
    for ability in face.abilities:
        if isinstance(ability, Enchant):  # 'enchant creature card in a graveyard': a card there (Animate Dead)
            return (TargetSpec(ability.kind, ability.filter, zone=ability.zone),)
    return ()


def _chosen_targets(targets: tuple[TargetSpec, ...], modes: tuple[Mode, ...],
                    choices: Choices) -> tuple[TargetSpec, ...]:
    """700.2: a modal object's targets are those of its chosen modes, in printed order."""
    if not modes:
        return targets
    if choices.modes is None:
        return ()
    return tuple(t for m in sorted(choices.modes) for t in modes[m - 1].targets)


def _divided(effect: Effect | None) -> DealDamage | PutCounters | PreventNextDamage | None:
    """The effect that divides damage, prevention shields or counters among targets, if any (601.2d)."""
    if isinstance(effect, DealDamage | PutCounters | PreventNextDamage):
        return effect if effect.divided else None
    if isinstance(effect, Sequence):
        for e in effect.effects:
            found = _divided(e)
            if found:
                return found
    if isinstance(effect, IfThen):
        return _divided(effect.then)
    return None


def _spec_divided(spec: Spec, ch: Choices | None) -> DealDamage | PutCounters | PreventNextDamage | None:
    """601.2d: the dividing effect of the spell, or of its chosen mode (700.2: Abzan Charm's 'distribute two
    +1/+1 counters among one or two target creatures')."""
    found = _divided(spec.effect)
    if found is None and spec.modes and ch is not None and ch.modes:
        for k in ch.modes:
            found = _divided(spec.modes[k - 1].effect)
            if found is not None:
                break
    return found


# --- beginning an announcement ---------------------------------------------------------------------------


def begin_cast(state: GameState, player: int, oid: int, face: int = 0, via: str = "") -> None:
    """601.2a: the card moves to the stack and becomes a spell under its caster's control. `via`: the
    permission it's cast under from another zone than the hand (601.3, permissions.py)."""
    state.rollback = state.clone()
    if via:
        use_permission(state, player, via)
    down = next((k for k in (fn(via) for fn in CAST_FACE_DOWN.fns) if k), "") if via else ""
    new_id = move(state, oid, STACK, controller=player, rules=("601.2a", "708.4") if down else ("601.2a",),
                  face_down=down)  # 708.4: turned face down before it is put on the stack
    spell = state.objects[new_id]
    assert isinstance(spell, Obj)
    choices = Choices(via=via)
    for cast_as in SPELL_CAST_AS.fns if via else ():  # 702.103b: cast bestowed, it is a bestowed Aura spell
        spell = cast_as(spell, via)
    if via and via_costs(permission_face(spell), via)[0] is not None:
        choices = Choices(via=via, alternative=via, alternative_done=True)  # 601.2b: announced with the cast
    # 712.11a: a way of casting may put it on the stack transformed (disturb): the face it chose stays up
    state.set_obj(msgspec.structs.replace(spell, face=face or spell.face, choices=choices))
    state.announcing = new_id
    state.emit("announce", ("601.2a",), player=player, card=chars(state, new_id).name, obj=new_id)


def begin_activate(state: GameState, player: int, oid: int, n: int) -> None:
    """602.2a: the ability is created on the stack; its source is the object whose ability it is (113.7)."""
    state.rollback = state.clone()
    source = state.objects[oid]
    ability = activated_abilities(chars(state, oid))[n - 1]
    sid = state.new_id()
    item = StackAbility(sid, player, oid, chars(state, oid).name, "activated", ability)
    state.put_obj(item)
    state.zones[STACK] = state.zones[STACK] + (sid,)
    state.announcing = sid
    state.emit("announce", ("602.2a",), player=player, card=source.card, obj=sid, text=ability.text)


def begin_trigger(state: GameState, w: Waiting) -> None:
    """603.3a: the triggered ability goes on the stack under the control of its source's controller."""
    state.rollback = None
    sid = state.new_id()
    item = StackAbility(sid, w.controller, w.source, w.source_name, "triggered", w.ability,
                        choices=Choices(x=w.x), trigger_object=w.trigger_object, fixed=w.fixed,
                        delayed=w.delayed)
    state.put_obj(item)
    state.zones[STACK] = state.zones[STACK] + (sid,)
    state.announcing = sid
    state.emit("put_trigger", ("603.3a",), player=w.controller, card=w.source_name, obj=sid, text=w.ability.text)


# --- the next decision of an announcement -------------------------------------------------------------------


ALL_MODES_COST = "entwine"  # 702.42a: the optional cost of choosing all the modes (mechanics/entwine)
EXTRA_MODES_COST = "escalate"  # 702.120a: the cost paid for each mode beyond the first (mechanics/escalate)


def entwined(spec: Spec) -> bool:
    """702.42a: the modal spell has entwine: all its modes may be chosen instead of the number specified."""
    return bool(spec.modes) and any(o.name == ALL_MODES_COST for o in spec.optional)


def pending(state: GameState) -> Pending | None:
    """The next choice of the object being announced, or None when its announcement is complete.
    Steps that need no decision (computing the total cost, paying {T}) are taken here."""
    oid = state.announcing
    obj = state.objects[oid]
    ch = obj.choices or Choices()
    spec = spec_of(state, oid)
    player = obj.controller
    triggered = isinstance(obj, StackAbility) and obj.kind == "triggered"
    if spec.modes and ch.modes is None:
        word = "a mode" if spec.mode_count == 1 else f"{spec.mode_count} modes"
        lo, hi = spec.mode_count, spec.mode_count
        if spec.mode_min is not None:  # 'choose one or both', 'one or more' (700.2): from mode_min up
            lo, hi = spec.mode_min, min(spec.mode_count, len(spec.modes))
            word = f"{lo} to {hi} modes"
        if entwined(spec):  # 702.42a: all the modes instead, paying the entwine cost
            hi = len(spec.modes)
            word += f" (or all {hi} with entwine)"
        if _kicked_modes(obj):  # 'if this spell was kicked, choose any number instead' (601.2b)
            hi = len(spec.modes)
            word += f" (or up to {hi}, kicked)"
        return Pending(player, "mode", f"choose {word} (700.2)", tuple(range(1, len(spec.modes) + 1)),
                       lo, hi, object=oid, labels=tuple(m.text for m in spec.modes))
    if spec.alternatives and not ch.alternative_done:
        names = ", ".join(a.name for a in spec.alternatives)
        return Pending(player, "alternative", f"pay an alternative cost ({names}) or the mana cost?", object=oid)
    if spec.kicker and not ch.additional_done and ch.modes is not None and len(ch.modes) > 1 \
            and _kicked_modes(obj):  # 601.2b: more than one mode announced: the kicker cost is announced too
        set_choices(state, oid, additional=("kicker",), additional_done=True)
        ch = state.objects[oid].choices
    if spec.kicker and not ch.additional_done:
        if spec.multikicker:  # 702.33c: one more time, as many times as the player likes
            times = ch.additional.count("kicker")
            return Pending(player, "additional", f"pay multikicker {spec.kicker} (paid {times} time(s) so far)?",
                           object=oid)
        return Pending(player, "additional", f"pay kicker {spec.kicker}?", object=oid)
    if entwined(spec) and ALL_MODES_COST not in ch.additional and DECLINED + ALL_MODES_COST not in ch.additional:
        # 702.42a: the entwine cost is paid exactly when all the modes were chosen (601.2b, 601.2f)
        every = ch.modes is not None and len(ch.modes) == len(spec.modes) > spec.mode_count
        set_choices(state, oid, additional=(*ch.additional, ALL_MODES_COST if every else DECLINED + ALL_MODES_COST))
        ch = state.objects[oid].choices
    if ch.modes is not None and any(o.name == EXTRA_MODES_COST for o in spec.optional) \
            and EXTRA_MODES_COST not in ch.additional and DECLINED + EXTRA_MODES_COST not in ch.additional:
        # 702.120a: escalate is paid once for each mode chosen beyond the first (601.2b, 601.2f), no question
        extra = len(ch.modes) - 1
        paid = (EXTRA_MODES_COST,) * extra if extra else (DECLINED + EXTRA_MODES_COST,)
        set_choices(state, oid, additional=(*ch.additional, *paid))
        ch = state.objects[oid].choices
    for opt in spec.optional:  # 601.2b: each optional additional cost, announced (paid: its name; not: '-name')
        if DECLINED + opt.name in ch.additional or (opt.name in ch.additional and not opt.repeatable):
            continue  # announced (a repeatable one, replicate 702.56a, is asked again until declined)
        if opt.excludes and opt.excludes in ch.additional:
            continue  # 601.2b: 'reveal a Dragon card ... or choose a Dragon you control': the other one was chosen
        if not _sacrifice_possible(state, player, opt.cost, oid):
            continue  # 601.2b: nothing to sacrifice for it (casualty, 702.153a): it can't be announced as paid
        shown = opt.cost.mana or ", ".join([f"sacrifice a {_described(s.filter)}" for s in opt.cost.sacrifice]
                                           + [f"tap {t.count} untapped {_described(t.filter)}"
                                              for t in opt.cost.tap_others]
                                           + ([_reveal_shown(opt.cost)] if opt.cost.reveal_from_hand else []))
        if opt.repeatable:
            shown += f" (paid {ch.additional.count(opt.name)} time(s) so far)"
        return Pending(player, "additional", f"pay {opt.name} {shown}?", object=oid, labels=(opt.name,))
    if spec.cost is not None and ch.x is None and not triggered and _exile_names_x(spec.cost) \
            and isinstance(obj, Obj) and parse_cost(face_of(obj).mana_cost).x_count:
        # 107.3b, 601.2b: an alternative cost that includes X ('exile a green card with mana value X from your
        # hand', the Shoals): X is announced, and no more than the greatest mana value among the cards it could take
        # (a card in the hand with {X} in its cost has X of 0 there, 202.3e)
        values = [chars(state, i).mana_value for i in exile_candidates(state, player, spec.cost, oid)]
        return Pending(player, "x", "choose X (the mana value of the card to exile, 107.3b)", min=0,
                       max=max(values, default=0), object=oid)
    if spec.mana_cost.x_count and ch.x is None and not triggered:
        if spec.cost is not None and spec.cost.x_is is not None:
            _fix_x(state, obj, spec.cost.x_is)  # X defined by the card, not chosen (Soul Foundry)
            ch = state.objects[oid].choices
        else:
            least = spec.cost.x_min if spec.cost is not None else 0  # 'X can't be 0' (602.2b)
            most = _x_capped(state, obj, spec, _x_most(state, player, spec.cost, oid))
            return Pending(player, "x", "choose X" if not least else f"choose X (at least {least})", min=least,
                           max=most, object=oid)
    if spec.cost is not None and spec.cost.discard_x and ch.x is None and not triggered:
        # 107.3a, 601.2b: 'As an additional cost to cast this spell, discard X cards': X is announced, no more
        # than the cards that could be discarded (the spell itself is on the stack by now, 601.2a)
        most = len(discard_options(state, obj, spec.cost)) - spec.cost.discard
        most = _x_capped(state, obj, spec, most)  # Firestorm: 'each of X targets'
        return Pending(player, "x", "choose X (the cards to discard, 107.3a)", min=0, max=max(0, most), object=oid)
    if spec.cost is not None and (spec.cost.pay_life_x or spec.cost.exile_x or spec.cost.reveal_x) and ch.x is None \
            and not triggered:
        # 107.3a, 601.2b: 'As an additional cost to cast this spell, pay X life': X is announced
        return Pending(player, "x", "choose X (107.3a)", min=0,
                       max=_x_capped(state, obj, spec, _x_most(state, player, spec.cost, oid)), object=oid)
    if spec.cost is not None and spec.cost.remove_x and ch.x is None and not triggered:
        # 107.3a, 601.2b: 'Remove X ki counters from ~': X is announced, no more than the counters it has (118.3)
        src = state.objects.get(obj.source) if isinstance(obj, StackAbility) else None
        most = _x_capped(state, obj, spec, src.counter(spec.cost.remove_x) if isinstance(src, Obj) else 0)
        return Pending(player, "x", f"choose X (the {spec.cost.remove_x} counters to remove, 107.3a)", min=0,
                       max=most, object=oid)
    if spec.cost is not None and spec.cost.loyalty_x and ch.x is None and not triggered:
        # 107.3a, 606.4, 606.6: [-X]: X is chosen as it's activated, no more than the loyalty counters on it
        src = state.objects.get(obj.source) if isinstance(obj, StackAbility) else None
        most = src.counter("loyalty") if isinstance(src, Obj) else 0
        return Pending(player, "x", "choose X (a loyalty cost of [-X], 606.4)", min=0, max=most, object=oid)
    if not ch.targets_done:
        while ch.target_slot < len(spec.targets) and spec.targets[ch.target_slot].count is not None \
                and target_bounds(state, obj, spec.targets[ch.target_slot])[1] == 0:
            # 'X target creatures' with X = 0: no target to choose for it (601.2c)
            set_choices(state, oid, target_slot=ch.target_slot + 1)
            obj = state.objects[oid]
            ch = obj.choices
        if ch.target_slot < len(spec.targets):
            return _target_pending(state, obj, spec, ch, ch.target_slot)
        set_choices(state, oid, targets_done=True)
        ch = state.objects[oid].choices
    divided = _spec_divided(spec, ch)
    n_targets = sum(len(t) for t in ch.targets)
    if divided and not getattr(divided, "evenly", False) and n_targets > 1 \
            and (ch.divide is None or len(ch.divide) < n_targets):
        # 601.2d, one target at a time (GUIDE principle 12): `slot` is the target whose share is asked
        given = len(ch.divide or ())
        return Pending(player, "divide", f"divide among the targets: the share of target {given + 1} of "
                       f"{n_targets}", slot=given, object=oid)
    if triggered:
        return None
    return _cost_pending(state, obj, spec, ch)


def _kicked_modes(obj: Obj | StackAbility) -> bool:
    """'Choose one. If this spell was kicked, choose any number instead.' (700.2, 702.33d)"""
    if not isinstance(obj, Obj):
        return False
    spell = face_of(obj).spell
    return spell is not None and spell.kicked_modes


def _fix_x(state: GameState, obj: Obj | StackAbility, x_is: object) -> None:

    source = obj.source if isinstance(obj, StackAbility) else obj.id
    ctx = Ctx(state, obj.id, obj.controller, source, obj.choices or Choices(), ())
    set_choices(state, obj.id, x=ctx.amount(x_is))


def _target_pending(state: GameState, obj: Obj | StackAbility, spec: Spec, ch: Choices, slot: int) -> Pending:
    req = spec.targets[slot]
    chosen = ch.targets[slot] if slot < len(ch.targets) else ()
    source = obj.source if isinstance(obj, StackAbility) else obj.id
    if req.distinct:  # 'another target': not one chosen for an earlier target (115.3)
        chosen = chosen + tuple(r for earlier in ch.targets[:slot] for r in earlier)
    chooser = target_chooser(state, req, obj.controller)  # 601.6, 603.3d: 'that player chooses target ...'
    options = tuple(r for r in candidates(state, req, target_judge(state, req, obj.controller), source, obj.id)
                    if r not in chosen)
    if req.different_mana_values and chosen:  # 'that each have a different mana value' (601.2c)
        taken = {chars(state, r).mana_value for r in chosen if r > 0}
        options = tuple(r for r in options if r < 0 or chars(state, r).mana_value not in taken)
    if req.single_graveyard and chosen:  # 'from a single graveyard' (601.2c): the first card's owner's graveyard
        owner = state.objects[chosen[0]].owner
        options = tuple(r for r in options if r < 0 or state.objects[r].owner == owner)
    barred = cast_target_barred(obj)
    if barred is not None:  # Enthralling Hold: a restriction of the choice as it's cast only (601.2c)
        options = tuple(r for r in options if r < 0 or not matches(state, barred, r, obj.controller, obj.id))
    word = req.kind if req.kind != "any" else "any target"
    least, most = target_bounds(state, obj, req)
    for require in TARGET_REQUIREMENTS.now(state):  # 'must choose at least one Flagbearer ... if able' (601.2c)
        required = require(state, obj, spec, slot, options)
        if required is not None:
            options = required
            least = max(least, len(ch.targets[slot]) + 1 if slot < len(ch.targets) else 1)
    divided = _spec_divided(spec, ch)
    if divided is not None and not getattr(divided, "evenly", False) and len(spec.targets) == 1:
        # 601.2d: each target gets at least 1, so no more targets than the amount divided ('any number of')
        most = min(most, max(req.min, divide_total(state, obj.id)))
    return Pending(chooser, "target", f"choose a target: {word}", options, least, most,
                   slot=slot, object=obj.id)


def target_bounds(state: GameState, obj: Obj | StackAbility, req: TargetSpec) -> tuple[int, int]:
    """The least and greatest number of targets of a requirement (601.2c). 'X target creatures': X, announced
    before the targets are chosen (601.2b), or the amount 'where X is ...' says, worked out now."""
    if req.count is None:
        return req.min, req.max
    source = obj.source if isinstance(obj, StackAbility) else obj.id
    n = max(0, Ctx(state, obj.id, obj.controller, source, obj.choices or Choices(), ()).amount(req.count))
    return (0 if req.count_up_to else n), n


def _x_capped(state: GameState, obj: Obj | StackAbility, spec: Spec, most: int) -> int:
    """'Tap X target creatures': X no more than there are objects to target (601.2b-c)."""
    targets_most = counted_target_most(state, obj, spec)
    return most if targets_most is None else max(0, min(most, targets_most))


def counted_target_most(state: GameState, obj: Obj | StackAbility, spec: Spec) -> int | None:
    """The greatest X for which each 'X target ...' requirement (exactly X) could be met (601.2c), or None
    when X sets no number of targets. 601.2b-c: a player can't announce an X the targets can't follow."""
    source = obj.source if isinstance(obj, StackAbility) else obj.id
    found = [len(candidates(state, req, obj.controller, source, obj.id)) for req in spec.targets
             if isinstance(req.count, XValue) and not req.count_up_to]
    return min(found) if found else None


def cast_target_barred(obj: Obj | StackAbility) -> Filter | None:
    """What a spell being cast says can't be chosen as its target as it's cast, if anything."""
    if not isinstance(obj, Obj):
        return None
    spell = face_of(obj).spell
    return spell.cast_target_not if spell is not None else None


def _cost_pending(state: GameState, obj: Obj | StackAbility, spec: Spec, ch: Choices) -> Pending | None:
    if ch.cost is None and spec.less_sacrificed and spec.cost is not None \
            and len(ch.sacrificed) < sum(s.count for s in spec.cost.sacrifice):
        # 702.119c: the permanent to sacrifice is chosen with the emerge cost, before the total cost (601.2f)
        # that its mana value reduces
        return _sacrifice_pending(state, obj, spec.cost, ch)
    if ch.cost is None:
        _set_total_cost(state, obj, spec, ch)
        obj = state.objects[obj.id]
        ch = obj.choices
    cost = spec.cost
    if cost is not None:
        needed = sum(s.count for s in cost.sacrifice)
        while len(ch.sacrificed) < needed and _nth_requirement(cost.sacrifice, len(ch.sacrificed)).this:
            # 'Sacrifice ~': no choice; the source itself is sacrificed (701.21a)
            source = obj.source if isinstance(obj, StackAbility) else obj.id
            if source in state.objects:
                sacrifice(state, source)
            set_choices(state, obj.id, sacrificed=ch.sacrificed + (source,))
            obj = state.objects[obj.id]
            ch = obj.choices
        if len(ch.sacrificed) < needed:
            return _sacrifice_pending(state, obj, cost, ch)
    if cost is not None and cost.tap_others and _more_to_tap(state, cost, ch):
        return _tap_pending(state, obj, cost, ch)
    to_discard = (cost.discard + (ch.x or 0 if cost.discard_x else 0)) if cost is not None else 0
    if cost is not None and to_discard and len(ch.discarded) < to_discard:
        options = discard_options(state, obj, cost)
        if not cost.discard_random:
            return Pending(obj.controller, "discard", "choose a card to discard (a cost)", options, 1, 1,
                           object=obj.id)
        pool = list(options)
        while pool and len(ch.discarded) < to_discard:  # 701.9b: the game picks each card (paid now, 601.2h)
            picked = pool.pop(state.random(len(pool)))
            state.emit("random_discard", ("701.9b", "601.2h"), player=obj.controller,
                       cards=[state.objects[picked].card])
            discard(state, picked)
            set_choices(state, obj.id, discarded=ch.discarded + (picked,))
            obj = state.objects[obj.id]
            ch = obj.choices
    to_exile = (cost.exile_from_hand + (ch.x or 0 if cost.exile_x else 0)) if cost is not None else 0
    if cost is not None and to_exile and len(ch.exiled) < to_exile:
        # 'exile a blue card from your hand' (Force of Will): a card still in the hand; the spell itself is
        # on the stack by now (601.2a), so it can't pay for itself
        options = exile_candidates(state, obj.controller, cost, obj.id)
        where = {"graveyard": "a card in your graveyard", "battlefield": "a permanent you control",
                 "library": "the top card of your library"}.get(
            cost.exile_from, "a card in your hand")
        return Pending(obj.controller, "exile", f"choose {where} to exile (a cost)", options, 1, 1,
                       object=obj.id)
    if cost is not None and cost.return_to_hand and len(ch.returned) < sum(r.count for r in cost.return_to_hand):
        which = _nth_requirement(cost.return_to_hand, len(ch.returned))
        source = obj.source if isinstance(obj, StackAbility) else obj.id
        options = tuple(sacrifice_candidates(state, obj.controller, which.filter, source))
        return Pending(obj.controller, "return", "choose a permanent to return to its owner's hand (a cost)",
                       options, 1, 1, object=obj.id)
    if cost is not None and cost.remove_from and (part := counter_costs.next_part(state, cost, obj.id)) is not None:
        # 'remove a loyalty counter from a planeswalker you control' (Heart of Kiran; 601.2h)
        source = obj.source if isinstance(obj, StackAbility) else obj.id
        options = counter_costs.candidates(state, obj.controller, part, source)
        return Pending(obj.controller, "remove", f"choose a permanent to remove a {part.kind} counter from (a cost)",
                       options, 1, 1, object=obj.id)
    to_reveal = (cost.reveal_from_hand + (ch.x or 0 if cost.reveal_x else 0)) if cost is not None else 0
    revealed = revealed_for_cost(state, obj.id) if to_reveal else ()
    if cost is not None and to_reveal and len(revealed) < to_reveal:
        options = tuple(o for o in reveal_candidates(state, obj.controller, cost, obj.id) if o not in revealed)
        what = "choose a permanent you control" if cost.reveal_from else "choose a card in your hand to reveal"
        return Pending(obj.controller, "reveal", f"{what} (a cost)", options, 1, 1, object=obj.id)
    if not ch.other_paid:
        _pay_other_costs(state, obj, cost)
        obj = state.objects[obj.id]
        ch = obj.choices
    if ch.cost is not None and not ch.cost.is_zero():
        return Pending(obj.controller, "pay", f"pay {ch.cost}", object=obj.id)
    return None


def _sacrifice_pending(state: GameState, obj: Obj | StackAbility, cost: Cost, ch: Choices) -> Pending:
    """601.2h (701.21a): the next permanent to sacrifice for the cost."""
    which = _nth_requirement(cost.sacrifice, len(ch.sacrificed))
    source = obj.source if isinstance(obj, StackAbility) else obj.id
    options = tuple(sacrifice_candidates(state, obj.controller, which.filter, source))
    return Pending(obj.controller, "sacrifice", "choose a permanent to sacrifice", options, 1, 1, object=obj.id)


def _exile_names_x(cost: Cost) -> bool:
    """Whether the cost exiles a card 'with mana value X' (the Shoals, 118.9): the X of the spell's mana cost."""
    f = cost.exile_filter
    return f is not None and isinstance(f.mana_value_at_most_amount, XValue) \
        and isinstance(f.mana_value_at_least_amount, XValue) and bool(cost.exile_from_hand)


def _x_most(state: GameState, player: int, cost: Cost | None, oid: int) -> int:
    """The greatest X that may be announced (107.3a): with 'pay X life' no more than the life total (119.4), with
    'exile X cards from your graveyard' no more than the cards there (118.3); else no limit worth asking past 99."""
    most = 99
    if cost is not None and cost.pay_life_x:
        most = min(most, state.players[player].life - cost.pay_life)
    if cost is not None and cost.exile_x:
        most = min(most, len(exile_candidates(state, player, cost, oid)) - cost.exile_from_hand)
    if cost is not None and cost.reveal_x:  # 'reveal X white cards from your hand': no more than the hand holds
        most = min(most, len(reveal_candidates(state, player, cost, oid)) - cost.reveal_from_hand)
    return max(0, most)


REVEALED_KEY = "revealed for cost"  # a link from the spell to the cards revealed to pay its cost (601.2h)


def revealed_for_cost(state: GameState, spell: int) -> tuple[int, ...]:
    """The cards revealed from the hand to pay the spell's cost (601.2h): links, so that the choices' record
    (and every saved game's form) stays as it was."""
    return tuple(o for link in state.links if link.source == spell and link.key == REVEALED_KEY for o in link.objects)


def reveal_candidates(state: GameState, player: int, cost: Cost, spell: int) -> tuple[int, ...]:
    """The cards of the player's hand a 'reveal a Merfolk card from your hand' cost may show (601.2h): the spell
    itself is on the stack by now (601.2a), so it can't reveal itself."""
    if cost.reveal_from == "battlefield":  # 'choose a Dragon you control' (601.2b)
        return tuple(i for i in state.zones[BATTLEFIELD] if state.objects[i].controller == player
                     and (cost.reveal_filter is None or matches(state, cost.reveal_filter, i, player, spell)))
    return tuple(i for i in state.zones[zone_key(HAND, player)] if i != spell
                 and (cost.reveal_filter is None or matches(state, cost.reveal_filter, i, player, i)))


def exile_candidates(state: GameState, player: int, cost: Cost, spell: int) -> tuple[int, ...]:
    """The cards in the player's hand an 'exile a [filter] card from your hand' cost may take (601.2h); from
    the player's graveyard for 'exile a creature card from your graveyard' (a public zone, 404.2)."""
    if cost.exile_from == "battlefield":  # 'exile a creature you control' (Necrotic Fumes): the filter says whose
        return tuple(i for i in state.zones[BATTLEFIELD] if i != spell and cost.exile_filter is not None
                     and matches(state, cost.exile_filter, i, player, spell))
    if cost.exile_from == "library":  # 'exile the top four cards of your library': one at a time, each the top card
        return state.zones[zone_key(LIBRARY, player)][:1]  # (401.1; nothing chosen: the same cards end in exile)
    zone = zone_key(GRAVEYARD if cost.exile_from == "graveyard" else HAND, player)
    # an ability's cost: its source card can't pay for itself, and 'another creature card' is other than it
    ability = state.objects.get(spell)
    source = ability.source if isinstance(ability, StackAbility) else spell
    return tuple(i for i in state.zones[zone] if i != source
                 and (cost.exile_filter is None or matches(state, cost.exile_filter, i, player, source)))


def tap_candidates(state: GameState, player: int, f, source: int, cost: Cost) -> list[int]:
    """'Tap two untapped Spirits you control' (602.2b, 601.2h): untapped permanents of the player that match;
    302.6 limits only {T} and {Q}, so a creature that came under its controller's control this turn may be
    tapped this way. A {T} in the same cost needs the source itself, so it can't be one of them."""
    return [oid for oid in state.zones[BATTLEFIELD]
            if state.objects[oid].controller == player and not state.objects[oid].tapped
            and not (cost.tap and oid == source) and matches(state, f, oid, player, source)]


def crew_power(state: GameState, oid: int) -> int:
    """702.122a: the power creature `oid` counts for in a crew cost (a negative power adds nothing), as a
    mechanic may change it (CREW_POWER: Hotshot Mechanic, Giant Ox)."""
    power = chars(state, oid).power or 0
    for fn in CREW_POWER.now(state):
        power = fn(state, oid, power)
    return max(0, power)


def _more_to_tap(state: GameState, cost: Cost, ch: Choices) -> bool:
    """601.2h: whether the cost needs another permanent tapped: a number of them, or (crew, 702.122a) until
    the creatures tapped have a total power of at least N."""
    total = sum(t.total_power for t in cost.tap_others)
    if total:
        return sum(crew_power(state, o) for o in ch.tapped) < total
    return len(ch.tapped) < sum(t.count for t in cost.tap_others)


def _tap_pending(state: GameState, obj: Obj | StackAbility, cost: Cost, ch: Choices) -> Pending:
    which = _nth_requirement(cost.tap_others, len(ch.tapped))
    source = obj.source if isinstance(obj, StackAbility) else obj.id
    options = tuple(o for o in tap_candidates(state, obj.controller, which.filter, source, cost)
                    if o not in ch.tapped)
    return Pending(obj.controller, "tap", "choose a permanent to tap (a cost)", options, 1, 1, object=obj.id)


def _nth_requirement(parts: tuple[Any, ...], done: int) -> Any:
    """Which part of a cost ('Sacrifice a creature and two lands', 'Tap two untapped Spirits', 'Return an
    Island') the next chosen object pays, when `done` objects were chosen for it already (601.2h). Past the
    counted parts, the first one: crew's 'tap any number of creatures with total power N' (702.122a) counts
    power, not creatures."""
    for part in parts:
        if done < part.count:
            return part
        done -= part.count
    return parts[0]


def _set_total_cost(state: GameState, obj: Obj | StackAbility, spec: Spec, ch: Choices) -> None:
    """601.2f: the mana cost (with X), plus additional costs (kicker) and cost increases (Fireball)."""
    total = total_cost(state, obj, spec, ch, ch.x or 0)
    set_choices(state, obj.id, cost=total)
    rules = ("601.2f", "702.119a") if spec.less_sacrificed else ("601.2f",)  # emerge's reduction
    state.emit("total_cost", rules, obj=obj.id, cost=str(total))


def total_cost(state: GameState, obj: Obj | StackAbility, spec: Spec, ch: Choices, x: int) -> ManaCost:
    """601.2f: the total mana cost with `x` for X: the mana cost (or alternative cost), plus additional
    costs (kicker, per extra target) and cost increases, minus cost reductions (118.7). Also used before
    the targets are chosen, to know which values of X could be paid (107.3, 601.2f)."""
    total = spec.mana_cost.with_x(x)
    color = next((c for fn in X_MANA_COLOR.fns if (c := fn(state, obj.id)) is not None), None) \
        if x and X_MANA_COLOR.fns else None
    if color:  # 'Spend only black mana on X.' (107.3, 601.2f): each mana of X a {B}
        total = ManaCost(spec.mana_cost.generic, spec.mana_cost.symbols + (color,) * (x * spec.mana_cost.x_count))
    if "kicker" in ch.additional and spec.kicker:
        for _ in range(ch.additional.count("kicker")):  # 702.33c: multikicker, once for each time
            total = total.plus(parse_cost(spec.kicker))
    for opt in spec.optional:  # 601.2f: an optional additional cost announced as paid (buyback, 702.27a)
        if opt.name in ch.additional and opt.cost.mana:
            for _ in range(ch.additional.count(opt.name)):  # escalate: once for each extra mode (702.120a)
                total = total.plus(parse_cost(opt.cost.mana))
    # (a permission's mana on top, 'costs {2} more' or 'if you pay {2} more', is in spec.mana_cost: spec_of)
    if spec.extra_target_cost:
        extra = sum(len(t) for t in ch.targets) - 1
        for _ in range(max(0, extra)):
            total = total.plus(parse_cost(spec.extra_target_cost))
    if spec.less_sacrificed and ch.sacrificed:  # 702.119a: generic mana only; its X counts as 0 (202.3e)
        total = total.minus(ManaCost(sum(chars(state, v).mana_value for v in ch.sacrificed), (), 0))
    if isinstance(obj, Obj):
        total = reduce_spell_cost(state, obj.controller, obj.id, face_of(obj).spell, total)
        if spends_as_any_type(ch.via):  # 609.4b: any mana pays any symbol but {S}: the total as generic mana
            total = total.as_any_type()
    elif isinstance(obj.ability, ActivatedAbility):
        total = reduce_ability_cost(state, obj.controller, obj.source, obj.ability, total)
        total = _changed_ability_cost(state, obj.id, total)
    fns = SPEND_AS_ANY_COLOR.now(state)
    if fns and any(fn(state, obj.controller) for fn in fns):
        total = total.as_any_color()  # 609.4b: mana spent as though it were of any color (Mycosynth Lattice)
    return total


def _changed_ability_cost(state: GameState, ability: int, total: ManaCost) -> ManaCost:
    """602.2b, 601.2f: permanents' static abilities that change the cost of activated abilities ('Abilities your
    opponents activate that target a Merfolk you control cost {2} more to activate'), read once the ability's
    targets are chosen (601.2c); the increases first, then the reductions (118.7)."""
    obj = state.objects.get(ability)
    # 'activated abilities of creatures ...' (Heartstone): read from the source
    more, less = source_cost_parts(state, obj.source, False) if isinstance(obj, StackAbility) else ([], [])
    for pid, a in battlefield_abilities(state, AbilityCostModifier):
        if a.of is not None or a.enchanted:
            continue  # (source_cost_changes's)
        if not _of_kind_and_target(state, a, pid, ability):
            continue
        if matches(state, a.filter, ability, state.objects[pid].controller, pid):
            if a.less:
                less.append((a.mana, a.floor_one))
            else:
                more.append(a.mana)
    return changed_cost(total, more, less)


def _of_kind_and_target(state: GameState, a: AbilityCostModifier, pid: int, ability: int) -> bool:
    """'Equip abilities you activate that target ~' (Fervent Champion; 702.6a, 115.1): the ability on the stack is
    of that keyword and has the modifier's source among its targets, when the modifier says so."""
    obj = state.objects.get(ability)
    if not a.keyword and not a.targeting_source:
        return True
    if not isinstance(obj, StackAbility) or not isinstance(obj.ability, ActivatedAbility):
        return False
    if a.keyword and obj.ability.keyword != a.keyword:
        return False
    return not a.targeting_source or any(pid in slot for slot in obj.choices.targets)


def listed_ability_reductions(state: GameState, player: int, total: ManaCost, source: int = 0,
                              ability: ActivatedAbility | None = None) -> ManaCost:
    """602.2b, 601.2f: for listing whether an ability could be activated (before its targets are chosen), the
    reductions of permanents' static abilities that apply to every ability the player activates ('Abilities you
    activate that aren't mana abilities cost {2} less to activate': Zirda); a change that depends on the targets
    (Kopala) is read once they are chosen (_changed_ability_cost)."""
    # 'activated abilities of creatures ...' (Heartstone, Gloom): those of `source`, increases too (602.2b)
    more, less = source_cost_parts(state, source, False) if source else ([], [])
    for pid, a in battlefield_abilities(state, AbilityCostModifier):
        if a.keyword and ability is not None and a.less and ability.keyword == a.keyword \
                and state.objects[pid].controller == player:
            # 702.6a: an equip ability that could target the source ('... that target ~': Fervent Champion) is
            # listed as if it would; its cost is read again once the target is chosen (_changed_ability_cost)
            less.append((a.mana, a.floor_one))
            continue
        if a.of is not None or a.enchanted or a.keyword or a.targeting_source \
                or msgspec.structs.replace(a.filter, controller=None, stack_kind=None) != Filter():
            continue
        mine = state.objects[pid].controller == player
        if a.filter.controller is None or (a.filter.controller == "you" and mine) \
                or (a.filter.controller == "opponent" and not mine):
            if a.less:
                less.append((a.mana, a.floor_one))
            else:  # 'Activated abilities cost {2} more to activate unless they're mana abilities.' (Suppression Field)
                more.append(a.mana)
    return changed_cost(total, more, less)


def life_gift_recipients(state: GameState, player: int, cost: Cost) -> tuple[int, ...] | None:
    """The players an 'have an opponent gain 3 life' cost (Invigorate; 'each other player', Reverent Silence) gives
    life to (118.9, 601.2h), or None when it can't be paid: Invigorate's ruling, "If an effect says that an opponent
    can't gain life, you can't have that player gain life to pay Invigorate's alternative cost" (119.7, 118.3); a
    replacement of the gain doesn't stop it. One opponent is the first in turn order that can (in a two-player game,
    the opponent)."""
    others = [p.index for p in state.players if p.index != player and not p.lost]
    able = [p for p in others if not any(forbids(state, p) for forbids in LIFE_GAIN_FORBIDDEN.fns)]
    if cost.others_gain_each:
        return tuple(others) if others and able == others else None
    return (able[0],) if able else None


def _pay_other_costs(state: GameState, obj: Obj | StackAbility, cost: Cost | None) -> None:
    """601.2h: {T}, removing counters, paying life and discarding this card are paid with no choice left."""

    removed = 0
    discarded: tuple[int, ...] = obj.choices.discarded if obj.choices else ()
    life = (cost.pay_life + ((obj.choices.x or 0) if cost.pay_life_x and obj.choices else 0)) if cost else 0
    if cost is not None and not isinstance(obj, StackAbility) and life:
        lose_life(state, obj.controller, life, ("119.4",), paid=True)
    if cost is not None and not isinstance(obj, StackAbility) and cost.others_gain_life:
        for other in life_gift_recipients(state, obj.controller, cost) or ():  # 118.9, 601.2h
            gain_life(state, other, cost.others_gain_life, ("118.9", "601.2h"))
    if cost is not None and isinstance(obj, StackAbility):
        src = state.objects.get(obj.source)
        if cost.tap and src is not None:
            set_tapped(state, obj.source, True)
        if cost.untap and src is not None:
            set_tapped(state, obj.source, False)  # 107.6: {Q}
        if cost.loyalty is not None and isinstance(src, Obj):
            x = (obj.choices.x or 0) if cost.loyalty_x and obj.choices is not None else 0
            _pay_loyalty(state, src, cost.loyalty - x)  # [-X] (606.4)
        for kind, n in cost.remove_counters:
            if isinstance(src, Obj):
                remove_counters(state, src.id, kind, n)
                removed += n
        if (cost.remove_x or cost.remove_all) and isinstance(src, Obj):  # 107.3a X, or 'all' (602.2b)
            kind = cost.remove_x or cost.remove_all or ""
            n = min(src.counter(kind), obj.choices.x or 0 if cost.remove_x and obj.choices else src.counter(kind))
            if n:
                remove_counters(state, src.id, kind, n)
            removed += n
        for kind, n in cost.put_counters:  # 'Put a page counter on ~' (602.2b; replacement effects apply, 122.6)
            if isinstance(src, Obj) and src.zone == BATTLEFIELD:
                put_counters(state, src.id, kind, n, by=obj.controller)
        if cost.pay_life:
            lose_life(state, obj.controller, cost.pay_life, ("119.4",), paid=True)
        if cost.energy:  # 107.14: 'Pay {E}{E}'
            pay_energy(state, obj.controller, cost.energy)
        if cost.exile_this and isinstance(src, Obj):  # 602.2b: 'Exile ~ from your graveyard'
            from_hand = src.zone == HAND
            new_id = move(state, obj.source, EXILE, rules=("602.2b",))
            if from_hand and new_id:  # 'Exile ~ from your hand': the ability reads the exiled card (601.2h)
                set_choices(state, obj.id, exiled=(new_id,))
        if cost.return_this and isinstance(src, Obj) and src.zone == BATTLEFIELD:  # 602.2b: 'Return ~ to ...'
            move(state, obj.source, HAND, rules=("602.2b",))
        if cost.sacrifice_object or cost.unattach_object:  # 'Sacrifice Blazing Torch', 'Unattach Leonin Bola'
            gone = pay_object_costs(state, obj.source, obj.controller, cost)
            if gone:
                set_choices(state, obj.id, sacrificed=obj.choices.sacrificed + gone)
        if cost.discard_hand:  # 701.9a: 'Discard your hand' as a cost: every card in it, no choice (601.2h)
            for oid in state.zones[zone_key(HAND, obj.controller)]:
                discard(state, oid)
                discarded = discarded + (oid,)
        if cost.discard_this and src is not None:
            card = discard(state, obj.source)
            discarded = discarded + (obj.source,)
            for fn in COST_DISCARDED_SELF.fns:  # 702.29c: 'when you cycle ~' triggers from where it went
                fn(state, obj.controller, obj.ability, card)
    life = cost.pay_life if cost is not None else 0
    set_choices(state, obj.id, other_paid=True, counters_removed=removed, discarded=discarded, life_paid=life)


def _pay_loyalty(state: GameState, src: Obj, change: int) -> None:
    """606.4: put on or remove loyalty counters; 606.3: remember the turn."""
    counters = dict(src.counters)
    counters["loyalty"] = counters.get("loyalty", 0) + change
    state.set_obj(msgspec.structs.replace(src, counters=tuple(sorted(counters.items())), loyalty_turn=state.turn))
    state.characteristics_changed()
    state.emit("loyalty", ("606.4",), obj=src.id, card=src.card, amount=change)


def set_choices(state: GameState, oid: int, **changes: object) -> None:
    obj = state.objects[oid]
    ch = msgspec.structs.replace(obj.choices or Choices(), **changes)
    state.set_obj(msgspec.structs.replace(obj, choices=ch))
    state.chars.pop(oid, None)  # a spell's mana value on the stack depends on X (202.3e)


def pay_one_generic(state: GameState, spell: int) -> None:
    """601.2h: one generic mana of the spell's remaining cost is paid by other means than mana (a card
    delved, an artifact tapped for improvise): the cost left to pay loses it."""
    obj = state.objects[spell]
    assert isinstance(obj, Obj) and obj.choices is not None and obj.choices.cost is not None
    cost = obj.choices.cost
    assert cost.generic > 0
    set_choices(state, spell, cost=ManaCost(cost.generic - 1, cost.symbols, cost.x_count))


# --- completing an announcement ----------------------------------------------------------------------------


def finish(state: GameState) -> None:
    """601.2i / 602.2b: the spell becomes cast, the ability activated; 603.3d for triggers."""
    oid = state.announcing
    obj = state.objects[oid]
    set_choices(state, oid, paid=True)
    state.announcing = 0
    state.rollback = None
    if isinstance(obj, StackAbility):
        if obj.kind == "activated":
            state.emit("activated", ("602.2b", "601.2i"), player=obj.controller, card=obj.source_name, obj=oid,
                       targets=_target_text(state, obj.choices), details=_choice_text(state, obj.choices))
            loyalty_activation_triggers(state, oid)
            for fn in ABILITY_ACTIVATED.now(state):  # 'whenever ~ crews a Vehicle' (702.122b)
                fn(state, oid)

            record_activation(state, obj)  # 602.5b
        else:
            state.emit("triggered_on_stack", ("603.3d",), player=obj.controller, card=obj.source_name, obj=oid,
                       targets=_target_text(state, obj.choices), details=_choice_text(state, obj.choices))
        _becomes_target_triggers(state, oid)
        return
    state.emit("cast", ("601.2i",), player=obj.controller, card=chars(state, oid).name or "a face-down spell",
               obj=oid,
               targets=_target_text(state, obj.choices), details=_choice_text(state, obj.choices))
    for fn in SPELL_CAST.now(state):  # 611.3a: conditions on this turn's spells
        fn(state, oid)
    spell_cast_triggers(state, oid)
    _becomes_target_triggers(state, oid)


def _becomes_target_triggers(state: GameState, oid: int) -> None:
    """'Whenever this becomes the target of a spell or ability' (ward, 702.21a)."""

    target_triggers(state, oid)
    for more in TARGETS_CHOSEN.now(state):  # 'you or another permanent you control' (603.2)
        more(state, oid)


def _choice_text(state: GameState, ch: Choices | None) -> str:
    """The announced choices the log shows on the cast line: modes (601.2b), X (107.3), additional and
    alternative costs (601.2b, 118.9), the division of damage (601.2d)."""
    if ch is None:
        return ""
    parts = []
    if ch.modes:
        parts.append("mode " + ", ".join(str(m) for m in ch.modes))  # Choices.modes are 1-based (700.2)
    if ch.x is not None:
        parts.append(f"X={ch.x}")
    parts.extend(a for a in ch.additional if not a.startswith(DECLINED))
    if ch.alternative:
        parts.append(ch.alternative)
    if ch.via:
        parts.append(f"via {ch.via}")
    targets = [r for slot in ch.targets for r in slot]
    if ch.divide and len(ch.divide) == len(targets):
        parts.append("divided " + ", ".join(f"{n} to {describe(state, r)}" for n, r in zip(ch.divide, targets, strict=True)))
    return "; ".join(parts)


def _target_text(state: GameState, ch: Choices | None) -> str:
    if ch is None or not ch.targets:
        return ""
    return ", ".join(describe(state, r) for slot in ch.targets for r in slot)


def cancel(state: GameState) -> None:
    """733.1: an illegal or abandoned announcement is reversed; the game returns to the moment before it."""
    assert state.rollback is not None
    state.restore(state.rollback.clone())


def divide_total(state: GameState, oid: int) -> int:
    """601.2d: the damage or counters the spell or ability divides among its targets."""
    obj = state.objects[oid]
    effect = _spec_divided(spec_of(state, oid), obj.choices)
    assert effect is not None
    source = obj.source if isinstance(obj, StackAbility) else obj.id
    ctx = Ctx(state, obj.id, obj.controller, source, obj.choices or Choices(), ())
    whole = spec_of(state, oid).effect
    if isinstance(whole, IfThen) and _divided(whole.otherwise) is not None \
            and not condition_holds(state, whole.condition, ctx):
        # 'If X is 6 or more, ~ deals twice X damage divided ... instead.' (Shatterskull Smashing): the amount
        # divided is the one the announced X calls for (601.2b before 601.2d; the ruling: 'you divide twice X')
        effect = _divided(whole.otherwise)
        assert effect is not None
    amount = effect.amount
    if isinstance(amount, int):
        return amount
    if isinstance(amount, XValue):
        return obj.choices.x or 0
    # a counted amount ('X damage ..., where X is the number of ...'): counted as the division is announced
    return max(0, ctx.amount(amount))
