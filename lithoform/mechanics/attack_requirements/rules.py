"""'During target opponent's next turn, creatures that player controls attack ~ if able.' (Gideon Jura).

The resolving ability makes a continuous effect (611.2a) that lasts until the end of that player's next
turn (its record's controller is that player, so the 'until the end of your next turn' duration of
rules/turn/steps.py ends it; 514.2) and applies only during that turn. While it applies, a declaration of
attackers obeys it only if every creature of that player able to attack attacks the source (508.1d: no
restriction in the engine involves two creatures, so each one obeying is the most obeyed); a declaration that
doesn't is forbidden (the hook DECLARATION_FORBIDDEN). Gideon Jura's rulings: it applies in each combat of
that turn; if the source is gone (or isn't a planeswalker an attacker can attack), nothing is required; a
tapped or summoning-sick creature, or one that can't attack, isn't required to (can_attack)."""

from __future__ import annotations

from lithoform.mechanics.attack_requirements.nodes import AttackThisNextTurn, MustAttackSource
from lithoform.rules.combat.steps import can_attack
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import DECLARATION_FORBIDDEN
from lithoform.rules.turn.steps import YOUR_NEXT_TURN
from lithoform.state.model import BATTLEFIELD, ContinuousEffect, GameState, Obj


def _attack_this_next_turn(ctx: Ctx, e: AttackThisNextTurn) -> None:
    """611.2a: a continuous effect from a resolving ability, until the end of the player's next turn."""
    st = ctx.state
    for player in players_of(ctx, e.who):
        record = ContinuousEffect(st.new_id(), st.new_timestamp(), ctx.source, player, (MustAttackSource(),), (),
                                  YOUR_NEXT_TURN, began=st.turn)
        st.effects = st.effects + (record,)
        st.emit("attack_requirement", ("508.1d", "611.2a"), player=player, obj=ctx.source,
                card=chars(st, ctx.source).name)


def _to_attack(state: GameState) -> set[int]:
    """The permanents the active player's creatures must attack now: sources of requirements made for
    this player before this turn, still planeswalkers on the battlefield controlled by an opponent."""
    out = set()
    for e in state.effects:
        if e.controller != state.active or state.turn <= e.began:
            continue
        if not any(isinstance(p, MustAttackSource) for p in e.parts):
            continue
        src = state.objects.get(e.source)
        if isinstance(src, Obj) and src.zone == BATTLEFIELD and src.controller != state.active \
                and "Planeswalker" in chars(state, e.source).types:
            out.add(e.source)
    return out


def attack_requirement_unobeyed(state: GameState, stage: str, chosen: tuple[tuple[int, int], ...]) -> bool:
    """508.1d: a creature able to attack the source doesn't attack it."""
    if stage != "attackers" or not state.effects:
        return False  # gated: costs nothing unless some effect is in place
    sources = _to_attack(state)
    if not sources:
        return False
    declared = dict(chosen)
    able = set(declared) | {oid for oid in state.zones[BATTLEFIELD] if can_attack(state, oid)}
    return any(declared.get(oid) not in sources for oid in able)


register_effect(AttackThisNextTurn, _attack_this_next_turn)
DECLARATION_FORBIDDEN.register(attack_requirement_unobeyed)
