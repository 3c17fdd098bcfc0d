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
from lithoform.rules.hooks import COST_PAID_OTHERWISE, MANA_SPEND_BANNED, PAYMENT_ACTIONS
from lithoform.rules.payment import mana_ability_sources
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


def reduce_as_far_as_possible(state: GameState, player: int, cost: ManaCost, every_creature: bool = False) -> ManaCost:
    """The least cost left after convoking (702.51a): the colored symbols the creatures' colors can pay, as many
    as can be (a matching of creatures to symbols: a green-white creature pays the {W} when another green one
    pays the {G}), then generic mana with the creatures left. The creatures are those that aren't mana sources
    now (a mana ability's mana is counted by the payer: tapping one creature for both isn't possible, 601.2g-h;
    a summoning-sick Llanowar Elves can't tap for mana, 302.6, but convokes), or `every_creature` when no mana
    may be spent on the spell (Hogaak: its cost is paid only otherwise)."""
    creatures = _creatures(state, player)
    if not every_creature:
        sources = {oid for oid, _n, _a in mana_ability_sources(state, player)}
        creatures = [c for c in creatures if c not in sources]
    if not creatures:
        return cost
    colors = [chars(state, c).colors for c in creatures]
    payable = [i for i, s in enumerate(cost.symbols) if any(col in s.split("/") for col in COLORS)]
    paid_by: dict[int, int] = {}  # symbol index -> creature index (Kuhn's augmenting paths)

    def place(creature: int, seen: set[int]) -> bool:
        for i in payable:
            if i in seen or not any(col in colors[creature] for col in cost.symbols[i].split("/")):
                continue
            seen.add(i)
            if i not in paid_by or place(paid_by[i], seen):
                paid_by[i] = creature
                return True
        return False

    for k in range(len(creatures)):
        if len(paid_by) == len(payable):
            break
        place(k, set())
    left = len(creatures) - len(paid_by)
    symbols = tuple(s for i, s in enumerate(cost.symbols) if i not in paid_by)
    return ManaCost(max(0, cost.generic - left), symbols, cost.x_count)


def convoked_cost(state: GameState, player: int, oid: int, total: ManaCost) -> ManaCost | None:
    """601.2g-h, 702.51a: the cost left to pay with mana once creatures have convoked as far as they can
    (None: the spell has no convoke); the legal actions offer the spell if that much can be paid."""
    if not has_convoke(state, oid):
        return None
    every = any(banned(state, oid) for banned in MANA_SPEND_BANNED.now(state))  # 'You can't spend mana to cast'
    return reduce_as_far_as_possible(state, player, total, every)


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
