"""Convoke (702.51): 'For each colored mana in this spell's total cost, you may tap an untapped creature of
that color you control rather than pay that mana. For each generic mana in this spell's total cost, you may
tap an untapped creature you control rather than pay that mana.' It applies once the total cost is
determined (702.51b), so it is offered while that cost is paid (601.2h): `convoke CREATURE COLOR|generic`
taps the creature (it has 'convoked' the spell, 702.51c) and takes one such mana off the cost. Tapping for
convoke isn't a {T} cost: a creature that came under its controller's control this turn may be tapped
(302.6 limits only {T} and {Q} costs). A hybrid symbol is paid by a creature of either of its colors; {C}
is neither colored nor generic, so no creature pays it."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.mana import COLORS, ManaCost
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.execute import register_action
from lithoform.rules.hooks import COST_PAID_OTHERWISE, PAYMENT_ACTIONS
from lithoform.rules.stack.announce import set_choices
from lithoform.rules.zones import set_tapped
from lithoform.state.actions import Action
from lithoform.state.model import BATTLEFIELD, GameState, Obj

CONVOKE = "convoke"
GENERIC = "generic"


def has_convoke(state: GameState, oid: int) -> bool:
    """702.51a: whether the object (a spell, or a card about to be cast) has convoke."""
    obj = state.objects.get(oid)
    return isinstance(obj, Obj) and CONVOKE in chars(state, oid).keywords


def _creatures(state: GameState, player: int) -> list[int]:
    """The untapped creatures the player controls (702.51a)."""
    return [oid for oid in state.zones[BATTLEFIELD]
            if isinstance(o := state.objects[oid], Obj) and o.controller == player and not o.tapped
            and "Creature" in chars(state, oid).types]


def _symbol_for(cost: ManaCost, color: str) -> str | None:
    """The first colored symbol of the cost a creature of `color` may pay (a hybrid one has either color)."""
    return next((s for s in cost.symbols if color in s.split("/")), None)


def reduced(cost: ManaCost, paid: str) -> ManaCost:
    """The cost with one generic mana (`paid` 'generic') or one symbol of color `paid` taken off."""
    if paid == GENERIC:
        assert cost.generic > 0
        return ManaCost(cost.generic - 1, cost.symbols, cost.x_count)
    symbol = _symbol_for(cost, paid)
    assert symbol is not None
    symbols = list(cost.symbols)
    symbols.remove(symbol)
    return ManaCost(cost.generic, tuple(symbols), cost.x_count)


def options(state: GameState, player: int, cost: ManaCost) -> Iterator[tuple[int, str]]:
    """(creature, what it pays): each color of the creature that a symbol of the cost has, and generic."""
    for oid in _creatures(state, player):
        for color in COLORS:
            if color in chars(state, oid).colors and _symbol_for(cost, color) is not None:
                yield oid, color
        if cost.generic > 0:
            yield oid, GENERIC


def convoke(state: GameState, spell: int, creature: int, paid: str) -> None:
    """702.51a, 702.51c: tap the creature; the spell's remaining cost loses that mana."""
    obj = state.objects[spell]
    assert isinstance(obj, Obj) and obj.choices is not None and obj.choices.cost is not None
    set_tapped(state, creature, True)
    state.emit("convoked", ("702.51a", "702.51c"), obj=spell, creature=creature,
               card=chars(state, creature).name, paid=paid)
    set_choices(state, spell, cost=reduced(obj.choices.cost, paid))


def reduce_as_far_as_possible(state: GameState, player: int, cost: ManaCost) -> ManaCost:
    """A cost left after convoking with creatures that have no mana ability (their mana isn't counted by
    the auto-payer's reckoning as well): colored symbols first, then generic. One way among several, so a
    spell found castable this way is; one not found may still be (the check errs on the side of not
    offering an announcement that can't be finished)."""
    for oid in _creatures(state, player):
        c = chars(state, oid)
        if c.has_mana_ability:
            continue
        color = next((col for col in COLORS if col in c.colors and _symbol_for(cost, col) is not None), None)
        if color is not None:
            cost = reduced(cost, color)
        elif cost.generic > 0:
            cost = reduced(cost, GENERIC)
    return cost


def convoked_cost(state: GameState, player: int, oid: int, total: ManaCost) -> ManaCost | None:
    """601.2g-h, 702.51a: the cost left to pay with mana once creatures have convoked as far as they can
    (None: the spell has no convoke); the legal actions offer the spell if that much can be paid."""
    return reduce_as_far_as_possible(state, player, total) if has_convoke(state, oid) else None


def payment_actions(state: GameState, player: int, spell: int, cost: ManaCost) -> Iterator[Action]:
    """601.2h, 702.51a: while a convoke spell's cost is paid, `convoke CREATURE COLOR|generic`."""
    if has_convoke(state, spell):
        for creature, paid in options(state, player, cost):
            yield Action("convoke", (creature, paid))


def _convoke_action(state: GameState, action: Action) -> None:
    """702.51a: a creature tapped for one mana of the spell being cast."""
    convoke(state, state.announcing, int(action.args[0]), str(action.args[1]))


COST_PAID_OTHERWISE.register(convoked_cost, needs=("convoke",))
PAYMENT_ACTIONS.register(payment_actions, needs=("convoke",))
register_action("convoke", _convoke_action)
