"""Delve (702.66): 'For each generic mana in this spell's total cost, you may exile a card from your
graveyard rather than pay that mana.' It isn't an additional or alternative cost and applies only once the
total cost is determined (702.66b), so it is offered while that cost is paid (601.2h): `delve CARD` exiles
a card from the caster's graveyard and takes one generic mana off the cost. It never pays colored mana or
{C}. Several instances are redundant (702.66c): the keyword is read once."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.mana import ManaCost
from lithoform.mechanics.delve.nodes import EntersWithDelvedCounters
from lithoform.rules.context import add_link, linked
from lithoform.rules.continuous.characteristics import chars, face_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.execute import register_action
from lithoform.rules.hooks import COST_PAID_OTHERWISE, ENTERS_WITH_COUNTERS, PAYMENT_ACTIONS
from lithoform.rules.stack.announce import pay_one_generic
from lithoform.rules.zones import move
from lithoform.state.actions import Action
from lithoform.state.model import EXILE, GRAVEYARD, STACK, GameState, Obj, zone_key

DELVE = "delve"
DELVED = "delved"  # the link key of the cards a spell's delve exiled (607.2q)


def has_delve(state: GameState, oid: int) -> bool:
    """702.66a: whether the object (a spell, or a card about to be cast) has delve."""
    obj = state.objects.get(oid)
    return isinstance(obj, Obj) and DELVE in chars(state, oid).keywords


def _graveyard(state: GameState, player: int, spell: int) -> tuple[int, ...]:
    """The cards in the player's graveyard that may be exiled (702.66a); not the card being cast itself."""
    return tuple(oid for oid in state.zones[zone_key(GRAVEYARD, player)] if oid != spell)


def delved_cost(state: GameState, player: int, oid: int, total: ManaCost) -> ManaCost | None:
    """601.2g-h, 702.66a: the cost left to pay with mana once cards from the graveyard have paid as much of
    its generic mana as they can (None: the spell has no delve); the legal actions offer the spell if that
    much can be paid."""
    if not has_delve(state, oid):
        return None
    # A card cast from the graveyard leaves it before its cost is paid (601.2a), so it isn't counted.
    n = len(_graveyard(state, player, oid))
    return ManaCost(max(total.generic - n, 0), total.symbols, total.x_count)


def payment_actions(state: GameState, player: int, spell: int, cost: ManaCost) -> Iterator[Action]:
    """601.2h, 702.66a: while a delve spell's cost still has generic mana, `delve CARD` for each card in the
    caster's graveyard."""
    if cost.generic > 0 and has_delve(state, spell):
        for card in _graveyard(state, player, spell):
            yield Action(DELVE, (card,))


def delve(state: GameState, spell: int, card: int) -> None:
    """702.66a: exile the card from the graveyard; the spell's remaining cost loses one generic mana."""
    pay_one_generic(state, spell)  # checked first: the generic mana is there to pay
    exiled = move(state, card, EXILE, rules=("702.66a",))
    if exiled and any(isinstance(a, EntersWithDelvedCounters) for a in face_of(state.objects[spell]).abilities):
        add_link(state, spell, DELVED, (exiled,))  # 607.2q: 'exiled with it' for the permanent it becomes


def delved_counters(state: GameState, obj: Obj) -> dict[str, int]:
    """614.1c, 607.2q: '~ enters with a +1/+1 counter on it for each instant and sorcery card exiled with it':
    the cards exiled to pay the cost of the spell that is resolving into this permanent (608.3), still in exile
    (607.2a). A permanent that didn't come from that spell (a copy, a reanimated card) has none."""
    abilities = [a for a in face_of(obj).abilities if isinstance(a, EntersWithDelvedCounters)]
    if not abilities or obj.entered_from != STACK or not state.resolving:
        return {}
    exiled = linked(state, state.resolving, DELVED)
    out: dict[str, int] = {}
    for a in abilities:
        n = sum(1 for o in exiled if matches(state, a.filter, o, obj.controller, o))
        if n:
            out[a.kind] = out.get(a.kind, 0) + n
    return out


def _delve_action(state: GameState, action: Action) -> None:
    delve(state, state.announcing, int(action.args[0]))


COST_PAID_OTHERWISE.register(delved_cost, needs=("delve",))
PAYMENT_ACTIONS.register(payment_actions, needs=("delve",))
register_action(DELVE, _delve_action)
ENTERS_WITH_COUNTERS.register(delved_counters)
