"""Improvise (702.126): 'For each generic mana in this spell's total cost, you may tap an untapped
artifact you control rather than pay that mana.' It isn't an additional or alternative cost and applies
only once the total cost is determined (702.126b), so it is offered while that cost is paid (601.2h):
`improvise ARTIFACT` taps the artifact and takes one generic mana off the cost. Tapping for improvise isn't
a {T} cost, so 302.6 doesn't stop an artifact creature that came under its controller's control this turn.
Several instances are redundant (702.126c): the keyword is read once."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.mana import ManaCost
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.execute import register_action
from lithoform.rules.hooks import COST_PAID_OTHERWISE, PAYMENT_ACTIONS
from lithoform.rules.stack.announce import pay_one_generic
from lithoform.rules.zones import set_tapped
from lithoform.state.actions import Action
from lithoform.state.model import BATTLEFIELD, GameState, Obj

IMPROVISE = "improvise"


def has_improvise(state: GameState, oid: int) -> bool:
    """702.126a: whether the object (a spell, or a card about to be cast) has improvise."""
    obj = state.objects.get(oid)
    return isinstance(obj, Obj) and IMPROVISE in chars(state, oid).keywords


def _artifacts(state: GameState, player: int) -> list[int]:
    """The untapped artifacts the player controls (702.126a)."""
    return [oid for oid in state.zones[BATTLEFIELD]
            if isinstance(o := state.objects[oid], Obj) and o.controller == player and not o.tapped
            and "Artifact" in chars(state, oid).types]


def improvised_cost(state: GameState, player: int, oid: int, total: ManaCost) -> ManaCost | None:
    """601.2g-h, 702.126a: the cost left to pay with mana once artifacts have paid what generic mana they
    can (None: the spell has no improvise). Artifacts with a mana ability are left out: the auto-payer's
    reckoning counts their mana already, and one artifact can't do both (the check errs on the side of not
    offering an announcement that can't be finished)."""
    if not has_improvise(state, oid):
        return None
    n = sum(1 for a in _artifacts(state, player) if not chars(state, a).has_mana_ability)
    return ManaCost(max(total.generic - n, 0), total.symbols, total.x_count)


def payment_actions(state: GameState, player: int, spell: int, cost: ManaCost) -> Iterator[Action]:
    """601.2h, 702.126a: while an improvise spell's cost still has generic mana, `improvise ARTIFACT` for
    each untapped artifact its caster controls."""
    if cost.generic > 0 and has_improvise(state, spell):
        for artifact in _artifacts(state, player):
            yield Action(IMPROVISE, (artifact,))


def improvise(state: GameState, spell: int, artifact: int) -> None:
    """702.126a: tap the artifact; the spell's remaining cost loses one generic mana."""
    pay_one_generic(state, spell)  # checked first: the generic mana is there to pay
    set_tapped(state, artifact, True, ("702.126a",))


def _improvise_action(state: GameState, action: Action) -> None:
    improvise(state, state.announcing, int(action.args[0]))


COST_PAID_OTHERWISE.register(improvised_cost, needs=("improvise",))
PAYMENT_ACTIONS.register(payment_actions, needs=("improvise",))
register_action(IMPROVISE, _improvise_action)
