"""Carrying out a legal action, then running the game to the next decision."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import msgspec

from lithoform.cards.mana import ZERO_COST, Mana
from lithoform.rules import counter_removal_costs as counter_costs
from lithoform.rules.combat.steps import act
from lithoform.rules.continuous.characteristics import activated_abilities, chars
from lithoform.rules.damage import life_loss_triggers
from lithoform.rules.game_end import lose
from lithoform.rules.payment import activate_mana_ability, autopay_plan, pay_mana, tap_candidates_for_mana
from lithoform.rules.priority import order_triggers, pass_priority, pending, run
from lithoform.rules.stack import announce
from lithoform.rules.triggers.matching import land_played_triggers
from lithoform.rules.turn import start
from lithoform.rules.turn.start import declare
from lithoform.rules.turn.steps import cleanup_discard
from lithoform.rules.zones import discard, move, sacrifice, set_tapped
from lithoform.state import procedure
from lithoform.state.actions import Action
from lithoform.state.model import BATTLEFIELD, EXILE, HAND, GameState, Link, Question
from lithoform.state.procedure import answer


def execute(state: GameState, action: Action) -> None:
    """Performs an action already known to be legal (see legal.py), then runs to the next decision."""
    if action.kind == "concede":
        _concede(state)
    elif state.combat is not None and state.combat.stage and not state.announcing and state.question is None:

        act(state, action)  # declarations and damage assignment (508-510)
    else:
        _HANDLERS[action.kind](state, action)
    run(state)


def _concede(state: GameState) -> None:
    """104.3a: the player the game waits for concedes."""
    concede(state, pending(state).player)


def concede(state: GameState, player: int) -> None:
    """104.3a: a player can concede at any time, whether or not the game waits for them; they leave the
    game, which ends with two players (104.2a)."""
    lose(state, {player: "104.3a"})


def _pass(state: GameState, action: Action) -> None:
    pass_priority(state)


def _acted(state: GameState) -> None:
    """117.3c: after casting, activating or a special action, the player receives priority again; the
    count of passes in succession starts over (117.4)."""
    state.passes = 0


def _play(state: GameState, action: Action) -> None:
    """305.1: playing a land is a special action (116.2a); it doesn't use the stack. It is a rules procedure:
    a choice made as the land enters (614.12: a shockland's 'you may pay 2 life') is asked part-way."""
    oid = int(action.args[0])
    face = int(action.args[1]) if len(action.args) > 1 else 0  # 712.12: the land face chosen
    procedure.run(state, "play_land", state.priority, oid, face)


@procedure.procedure("play_land")
def _play_land(state: GameState, player: int, oid: int, face: int) -> None:
    card = state.objects[oid].card
    new = move(state, oid, BATTLEFIELD, controller=player, rules=("305.1",), face=face)
    if face and new in state.objects:
        card = chars(state, new).name  # the face played (712.12)
    p = state.players[player]
    state.set_player(msgspec.structs.replace(p, lands_played=p.lands_played + 1))
    state.emit("play_land", ("305.1", "305.2"), player=player, card=card)
    if new in state.objects:
        land_played_triggers(state, player, new)  # 'when you play another land' (603.2)
    _acted(state)


def _cast(state: GameState, action: Action) -> None:
    oid = int(action.args[0])
    # `cast ID [FACE|VIA]`, or `cast ID VIA FACE`: a face chosen under a permission (712.11b, 715.3)
    face = next((int(a) for a in action.args[1:] if isinstance(a, int)), 0)
    via = next((str(a) for a in action.args[1:] if isinstance(a, str)), "")  # 601.3
    announce.begin_cast(state, state.priority, oid, face, via)  # the rollback (733) is the state before this action
    _acted(state)


def _activate(state: GameState, action: Action) -> None:
    oid, n = int(action.args[0]), int(action.args[1])
    ability = activated_abilities(chars(state, oid))[n - 1]
    player = state.objects[oid].controller
    if ability.mana:
        color = None
        sacrificed: list[int] = []
        tapped: list[int] = []
        for extra in action.args[2:]:
            key, _, value = str(extra).partition(":")
            if key == "mana":
                color = value
            elif key == "sac":
                sacrificed.append(int(value))
            elif key == "tap":  # 602.2b: a permanent tapped for the cost (Springleaf Drum)
                tapped.append(int(value))
        if ability.cost.tap_others and ability.cost.tap_others[0].count > 1 and not tapped:
            # 602.2b, 605.3a: the permanents to tap are chosen one at a time as the cost is paid (a procedure:
            # each choice is a question; GUIDE principle 12)
            procedure.run(state, "mana_tapping_others", player, oid, n, color or "", tuple(sacrificed))
            return
        if ability.cost.remove_any:
            # 107.1c, 605.3a: how many counters to remove is chosen as the cost is paid (the storage lands): a
            # question after the action (GUIDE principle 12), then the mana ability is activated with it
            procedure.run(state, "mana_removing_any", player, oid, n, color or "", tuple(sacrificed))
            return
        activate_mana_ability(state, player, oid, n, color, tuple(sacrificed), tuple(tapped))
        if not state.announcing:
            _acted(state)  # 117.4: an action between passes breaks their succession
        return
    if ability.any_player:  # 602.2: 'Any player may activate this ability': the player with priority does
        player = state.priority
    announce.begin_activate(state, player, oid, n)  # the rollback (733) is the state before this action
    _acted(state)


@procedure.procedure("mana_removing_any")
def _mana_removing_any(state: GameState, player: int, oid: int, n: int, color: str,
                       sacrificed: tuple[int, ...]) -> None:
    """'{T}, Remove any number of storage counters from ~: Add {B} for each storage counter removed this way.'
    (107.1c: any number, zero included; 118.3: no more than it has; 605.3a): the number is asked, then the mana
    ability is activated with it."""
    ability = activated_abilities(chars(state, oid))[n - 1]
    kind = ability.cost.remove_any or ""
    have = state.objects[oid].counter(kind)
    (k,) = procedure.ask(Question(player, "amount", f"remove how many {kind} counters (0 to {have}; 107.1c)?",
                                  tuple(range(have + 1)), 1, 1, purpose="remove_counters"))
    activate_mana_ability(state, player, oid, n, color or None, sacrificed, removed=k)
    if not state.announcing:
        _acted(state)  # 117.4: an action between passes breaks their succession


@procedure.procedure("mana_tapping_others")
def _mana_tapping_others(state: GameState, player: int, oid: int, n: int, color: str,
                         sacrificed: tuple[int, ...]) -> None:
    """'Tap three untapped Elves you control: Add {G}{G}{G}.' (Heritage Druid; 602.2b, 605.3a): the player
    chooses the permanents to tap one at a time, then the mana ability is activated with them."""
    ability = activated_abilities(chars(state, oid))[n - 1]
    wanted = ability.cost.tap_others[0].count
    allowed = tap_candidates_for_mana(state, player, oid, ability)
    tapped: list[int] = []
    while len(tapped) < wanted:
        left = tuple(c for c in allowed if c not in tapped)
        (picked,) = procedure.ask(Question(player, "choose", f"choose an untapped permanent to tap for the cost "
                                           f"({len(tapped) + 1} of {wanted}, 602.2b)", left, 1, 1,
                                           purpose="tap_for_cost"))
        tapped.append(picked)
    activate_mana_ability(state, player, oid, n, color or None, sacrificed, tuple(tapped))
    if not state.announcing:
        _acted(state)  # 117.4: an action between passes breaks their succession


def _mode(state: GameState, action: Action) -> None:
    announce.set_choices(state, state.announcing, modes=tuple(sorted(int(a) for a in action.args)))


def _alternative(state: GameState, action: Action) -> None:
    name = None if action.args[0] == "none" else str(action.args[0])
    announce.set_choices(state, state.announcing, alternative=name, alternative_done=True)


def _additional(state: GameState, action: Action) -> None:
    """601.2b: kicker, or the optional additional cost the pending decision names (buyback, 702.27a)."""
    p = announce.pending(state)
    if p is not None and p.labels:
        ch = state.objects[state.announcing].choices
        mark = p.labels[0] if action.args[0] != "none" else announce.DECLINED + p.labels[0]
        announce.set_choices(state, state.announcing, additional=(*(ch.additional if ch else ()), mark))
        return
    paid = () if action.args[0] == "none" else (str(action.args[0]),)
    ch = state.objects[state.announcing].choices
    if announce.spec_of(state, state.announcing).multikicker:  # 702.33c: asked again until declined
        kicks = ch.additional if ch else ()
        announce.set_choices(state, state.announcing, additional=kicks + paid, additional_done=not paid)
        return
    announce.set_choices(state, state.announcing, additional=paid, additional_done=True)


def _x(state: GameState, action: Action) -> None:
    announce.set_choices(state, state.announcing, x=int(action.args[0]))


def _target(state: GameState, action: Action) -> None:
    """601.2c: targets are chosen one at a time; a requirement with a fixed number completes itself."""
    oid = state.announcing
    ch = state.objects[oid].choices
    spec = announce.spec_of(state, oid).targets[ch.target_slot]
    targets = list(ch.targets)
    while len(targets) <= ch.target_slot:
        targets.append(())
    targets[ch.target_slot] = targets[ch.target_slot] + (int(action.args[0]),)
    _, most = announce.target_bounds(state, state.objects[oid], spec)
    slot = ch.target_slot + 1 if len(targets[ch.target_slot]) >= most else ch.target_slot
    announce.set_choices(state, oid, targets=tuple(targets), target_slot=slot)


def _done(state: GameState, action: Action) -> None:
    if state.question is not None:  # a choice of several: the options picked are the answer
        _finish_picking(state)
        return
    oid = state.announcing
    ch = state.objects[oid].choices
    targets = list(ch.targets)
    while len(targets) <= ch.target_slot:
        targets.append(())
    announce.set_choices(state, oid, targets=tuple(targets), target_slot=ch.target_slot + 1)


def _divide(state: GameState, action: Action) -> None:
    """601.2d: the next target's share; the last target gets what is left."""
    oid = state.announcing
    shares = (*(state.objects[oid].choices.divide or ()), int(action.args[0]))
    targets = sum(len(t) for t in state.objects[oid].choices.targets)
    if len(shares) == targets - 1:
        shares = (*shares, announce.divide_total(state, oid) - sum(shares))
    announce.set_choices(state, oid, divide=shares)


def _sacrifice(state: GameState, action: Action) -> None:
    """601.2h: the chosen permanent is sacrificed as the cost is paid; the choice is recorded so effects
    (and copies, 707.10) can read it later."""
    oid = state.announcing
    victim = int(action.args[0])
    sacrifice(state, victim)
    ch = state.objects[oid].choices
    announce.set_choices(state, oid, sacrificed=ch.sacrificed + (victim,))


def _tap(state: GameState, action: Action) -> None:
    """601.2h: a permanent tapped to pay a cost; recorded with the other cost choices."""
    oid = state.announcing
    chosen = int(action.args[0])
    set_tapped(state, chosen, True)
    ch = state.objects[oid].choices
    announce.set_choices(state, oid, tapped=ch.tapped + (chosen,))


def _discard(state: GameState, action: Action) -> None:
    """601.2h: a card discarded to pay a cost; recorded with the other cost choices."""
    oid = state.announcing
    card = int(action.args[0])
    discard(state, card)
    ch = state.objects[oid].choices
    announce.set_choices(state, oid, discarded=ch.discarded + (card,))


def _moved_for_cost(state: GameState, action: Action, zone: str, recorded: str) -> None:
    """601.2h: an object moved to pay a cost, recorded with the cost choices under `recorded`: a card exiled
    from the hand (Force of Will), a permanent returned to its owner's hand (Daze)."""
    oid = state.announcing
    chosen = int(action.args[0])
    move(state, chosen, zone, rules=("601.2h", "118.9"))
    ch = state.objects[oid].choices
    announce.set_choices(state, oid, **{recorded: getattr(ch, recorded) + (chosen,)})


def _exile_cost(state: GameState, action: Action) -> None:
    _moved_for_cost(state, action, EXILE, "exiled")


def _return_cost(state: GameState, action: Action) -> None:
    _moved_for_cost(state, action, HAND, "returned")


def _remove_cost(state: GameState, action: Action) -> None:
    """601.2h, 122.1: a counter removed from the chosen permanent to pay a cost (Heart of Kiran)."""
    oid = state.announcing
    cost = announce.spec_of(state, oid).cost
    part = counter_costs.next_part(state, cost, oid) if cost is not None else None
    assert part is not None  # legal.py offers 'remove' only while such a part is unpaid
    counter_costs.pay(state, oid, part, int(action.args[0]))


def _reveal_cost(state: GameState, action: Action) -> None:
    """601.2h, 701.20a: a card of the hand revealed to pay a cost: shown to every player, kept in the hand."""
    oid = state.announcing
    chosen = int(action.args[0])
    if state.objects[chosen].zone == BATTLEFIELD:  # 'choose a Dragon you control' (601.2b): chosen, not revealed
        state.emit("chosen_for_cost", ("601.2b",), player=state.objects[oid].controller,
                   card=state.objects[chosen].card)
    else:
        state.emit("reveal_cards", ("701.20a", "601.2h"), where="hand", player=state.objects[oid].controller,
                   cards=[state.objects[chosen].card])
    state.links = state.links + (Link(oid, announce.REVEALED_KEY, (chosen,)),)


def _pay(state: GameState, action: Action) -> None:
    oid = state.announcing
    obj = state.objects[oid]
    life = 0
    for a in action.args:
        key, _, value = str(a).partition(":")
        if key == "life":
            life = int(value)
    pool_before = state.players[obj.controller].pool
    before = len(pool_before)
    ok = pay_mana(state, obj.controller, obj.choices.cost, life, spend=oid)
    assert ok, "pay was listed as legal"
    spent = before - len(state.players[obj.controller].pool)  # 601.2h: the mana units spent from the pool
    rules = ("601.2h", "107.4f", "119.4") if life else ("601.2h",)  # Phyrexian symbols paid with 2 life each
    units = _spent_units(pool_before, state.players[obj.controller].pool) if spent else ()
    snow = "".join(u.type for u in units if u.snow)  # 107.4h: the snow mana spent ('{S} spent to cast ~')
    state.emit("paid", rules, player=obj.controller, obj=oid, cost=str(obj.choices.cost), life=2 * life,
               **({"snow": snow} if snow else {}))
    life_loss_triggers(state, obj.controller, 2 * life, paid=True)  # 119.4: Phyrexian symbols paid with life
    riders = {u.rider for u in units if u.rider}
    types = "".join(u.type for u in units)  # 601.2h: the type of each mana unit spent (converge, adamant)
    announce.set_choices(state, oid, cost=ZERO_COST, mana_spent=obj.choices.mana_spent + spent,
                         **({"spent_from": obj.choices.spent_from + tuple(u.source for u in units)} if units else {}),
                         **({"spent_types": obj.choices.spent_types + types} if types else {}),
                         # 106.6: what spending some of that mana does to the spell (Cavern of Souls)
                         **({"spent_riders": ",".join(sorted(set(filter(None, obj.choices.spent_riders.split(",")))
                                                             | riders))} if riders else {}))


def _spent_units(before: tuple, after: tuple) -> tuple[Mana, ...]:
    """106.3, 601.2h: each mana unit that left the pool in the payment (its source, whether it was snow)."""
    left = Counter(after)
    out = []
    for unit in before:
        if left[unit]:
            left[unit] -= 1
        else:
            out.append(unit)
    return tuple(out)


def _autopay(state: GameState, action: Action) -> None:
    oid = state.announcing
    obj = state.objects[oid]
    plan = autopay_plan(state, obj.controller, obj.choices.cost, spend=oid)
    assert plan is not None, "autopay was listed as legal"
    activations, life = plan
    for source, n, color in activations:
        activate_mana_ability(state, obj.controller, source, n, color, ())
    _pay(state, Action("pay", (f"life:{life}",)))


def _cancel(state: GameState, action: Action) -> None:
    announce.cancel(state)


def _pick(state: GameState, action: Action) -> None:
    """One more option of a choice of several, kept in the question (the game stays plain data mid-choice);
    the choice ends by itself once nothing more can be picked."""
    q = state.question
    assert q is not None
    q = msgspec.structs.replace(q, picked=(*q.picked, int(action.args[0])))
    state.question = q
    if len(q.picked) >= min(q.max, len(q.options)):
        _finish_picking(state)


def _finish_picking(state: GameState) -> None:
    """The answer is the options picked, in the order of the options (as a whole answer always was)."""
    q = state.question
    assert q is not None
    _answer_choice(state, tuple(o for o in q.options if o in q.picked))


def _choose(state: GameState, action: Action) -> None:
    _answer_choice(state, tuple(int(a) for a in action.args))


def _answer_choice(state: GameState, chosen: tuple[int, ...]) -> None:
    if state.proc == "cleanup":
        cleanup_discard(state, chosen)
    elif state.proc == "start_first":
        start.choose_first_player(state, chosen[0])
    elif state.proc == "start_bottom":
        start.put_on_bottom(state, chosen)
    elif state.proc == "start_opening":
        start.begin_with(state, chosen)
    elif state.proc == "start_mulligan":  # 103.5b: a card's action instead of the declaration, for now
        start.take_mulligan_action(state, chosen[0])
    else:
        answer(state, chosen)


def _order(state: GameState, action: Action) -> None:
    order_triggers(state, tuple(int(a) for a in action.args))


def _yes(state: GameState, action: Action) -> None:
    if state.proc == "start_mulligan":

        declare(state, True)
    else:
        answer(state, (1,))


def _no(state: GameState, action: Action) -> None:
    if state.proc == "start_mulligan":

        declare(state, False)
    else:
        answer(state, (0,))


_HANDLERS = {
    "pass": _pass,
    "play": _play,
    "cast": _cast,
    "activate": _activate,
    "mode": _mode,
    "alternative": _alternative,
    "additional": _additional,
    "x": _x,
    "target": _target,
    "done": _done,
    "divide": _divide,
    "sacrifice": _sacrifice,
    "discard": _discard,
    "exile": _exile_cost,
    "return": _return_cost,
    "remove": _remove_cost,
    "reveal": _reveal_cost,
    "tap": _tap,
    "pay": _pay,
    "autopay": _autopay,
    "cancel": _cancel,
    "choose": _choose,
    "pick": _pick,
    "order": _order,
    "yes": _yes,
    "no": _no,
}


def register_action(kind: str, handler: Callable[[GameState, Action], None]) -> None:
    """A mechanic's own kind of action (convoke's, 702.51a: paying part of a cost while it is paid, 601.2h),
    carried out by `handler` once legal.py has listed it."""
    _HANDLERS[kind] = handler
