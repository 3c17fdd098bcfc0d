"""Restrictions and costs on attacking a player (508.1c, 508.1h), the rules part.

'Creatures can't attack you.' (Blazing Archon) is a restriction: a declaration with a creature matching the
filter attacking the ability's controller (or, with planeswalkers, a planeswalker they control) can't be
finished (508.1c; DECLARATION_FORBIDDEN). 'Creatures can't attack you unless their controller pays {2} for
each creature they control that's attacking you.' (Propaganda) is a cost to attack: 508.1h, the attacking
player totals the costs of the declaration (several such abilities add up) and pays them after the
attackers are tapped (508.1f); a declaration whose cost the player can't pay can't be finished (508.1h:
'if any of the costs ... aren't paid, the declaration is illegal'). Finishing it is choosing to pay; the
mana abilities are activated as the auto-payer plans (605.3a, as for 'unless that player pays'); a Phyrexian
symbol ({W/P}, Norn's Annex) is paid with 2 life when no mana pays it (107.4f)."""

from __future__ import annotations

from lithoform.cards.mana import parse_cost
from lithoform.mechanics.attack_taxes.nodes import AttackRestriction
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import ATTACK_HAS_COST, ATTACK_OPTIONAL_COSTS, DECLARATION_FORBIDDEN
from lithoform.rules.payment import activate_mana_ability, autopay_plan, mana_ability_sources, pay_mana
from lithoform.state.model import BATTLEFIELD, GameState, player_ref

Pairs = tuple[tuple[int, int], ...]


def _attacks_protected(state: GameState, pid: int, ability: AttackRestriction, target: int) -> bool:
    """Whether `target` (a player ref or a planeswalker) is the ability's controller or, with planeswalkers,
    a planeswalker they control (508.1b: what a creature attacks)."""
    controller = state.objects[pid].controller
    if target == player_ref(controller):
        return True
    return (ability.planeswalkers and target in state.zones[BATTLEFIELD]
            and state.objects[target].controller == controller and "Planeswalker" in chars(state, target).types)


def _restricted(state: GameState, pid: int, ability: AttackRestriction, creature: int, controller: int) -> bool:
    """Whether the ability restricts `creature`: the creature its Aura or Equipment is attached to (301.5c,
    303.4), or a creature matching its filter."""
    if ability.attached is not None:
        return state.objects[pid].attached_to == creature
    return matches(state, ability.filter, creature, controller, pid)


def _costs(state: GameState, pairs: Pairs) -> tuple[bool, str]:
    """(whether a plain restriction forbids the declaration, the total cost to attack: 508.1h)."""
    total = ""
    for pid, ability in battlefield_abilities(state, AttackRestriction):
        controller = state.objects[pid].controller
        for creature, target in pairs:
            if creature in state.objects and _attacks_protected(state, pid, ability, target) \
                    and _restricted(state, pid, ability, creature, controller):
                if not ability.cost:
                    return True, ""
                total += ability.cost
    return False, total


def _plan(state: GameState, player: int, total: str, tapping: set[int]) -> tuple[list, int] | None:
    sources = [s for s in mana_ability_sources(state, player) if s[0] not in tapping]
    return autopay_plan(state, player, parse_cost(total), sources)


def attack_tax_forbidden(state: GameState, stage: str, pairs: Pairs) -> bool:
    """508.1c: a creature can't attack the protected player; 508.1h: nor can the declaration be finished when
    its total cost can't be paid with the mana its player could make once the attackers are tapped (508.1f)."""
    if stage != "attackers" or not pairs:
        return False
    forbidden, total = _costs(state, pairs)
    if forbidden:
        return True
    if not total:
        return False
    tapping = {a for a, _ in pairs if "vigilance" not in chars(state, a).keywords}
    return _plan(state, state.active, total, tapping) is None


def attack_tax_paid(state: GameState, attackers: tuple[int, ...], pay: bool) -> bool:
    """508.1h: the attacking player pays the declaration's total cost, after 508.1f's tapping."""
    combat = state.combat
    if combat is None:
        return False
    pairs = combat.chosen
    _, total = _costs(state, pairs)
    if not total or not pay:
        return bool(total)
    player = state.active
    plan = _plan(state, player, total, set())
    if plan is None:  # forbidden above: the declaration couldn't have been finished
        raise AssertionError("an attack cost the player can't pay (508.1h)")
    for source, k, color in plan[0]:
        activate_mana_ability(state, player, source, k, color, ())
    if not pay_mana(state, player, parse_cost(total), plan[1]):
        raise AssertionError("an attack cost the player can't pay (508.1h)")
    state.emit("paid", ("508.1h",), player=player, obj=attackers[0] if attackers else 0, cost=total,
               life=2 * plan[1])
    return True


def attack_has_cost(state: GameState, creature: int, target: int) -> bool:
    """508.1d: attacking `target` with the creature costs something (or is forbidden outright)."""
    forbidden, total = _costs(state, ((creature, target),))
    return forbidden or bool(total)


DECLARATION_FORBIDDEN.register(attack_tax_forbidden, needs=("AttackRestriction",))
ATTACK_HAS_COST.register(attack_has_cost, needs=("AttackRestriction",))
ATTACK_OPTIONAL_COSTS.register(attack_tax_paid, needs=("AttackRestriction",))
