"""Triggers on an attack (508.1m, 508.3a, 603.2): once attackers are declared (506.2: by the active player),
'whenever a player attacks ...' and 'whenever one or more creatures attack you' trigger once for the
declaration, or once for each opponent or planeswalker attacked where the text names one ('one of your
opponents': Breena's ruling; 'a planeswalker you control': Oath of Kaya's); 'whenever a creature attacks one of
your opponents' triggers once for each such creature (508.3a)."""

from __future__ import annotations

from lithoform.cards.tree import Trigger
from lithoform.mechanics.attack_events.nodes import (
    ATTACKS_OPPONENT,
    PLAYER_ATTACKS,
    AttackedPlayer,
    OpponentsAttacking,
)
from lithoform.rules.context import EXTRA_REFS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import ATTACKERS_DECLARED
from lithoform.rules.present import kinds_of
from lithoform.rules.triggers.matching import add_triggers, battlefield_and_graveyard_triggers
from lithoform.state.model import GameState, Obj, player_ref, ref_player


def _player_attacked(state: GameState, defender: int, walkers: bool) -> int | None:
    """The player a creature attacking `defender` attacks (508.1b): that player, or (`walkers`) the controller
    of the planeswalker it attacks; None for a planeswalker when `walkers` is false, or a battle."""
    if defender < 0:
        return ref_player(defender)
    obj = state.objects.get(defender)
    if walkers and isinstance(obj, Obj) and "Planeswalker" in chars(state, defender).types:
        return obj.controller
    return None


def _enchanted(state: GameState, aura: int) -> int | None:
    """The player the Aura `aura` enchants (303.4), or None."""
    obj = state.objects.get(aura)
    if not isinstance(obj, Obj) or obj.attached_to >= 0:
        return None
    return ref_player(obj.attached_to)


def _events(state: GameState, t: Trigger, defenders: list[int], controller: int, source: int) -> int:
    """How many times an ability triggers on a declaration whose matching attackers attack `defenders`."""
    mine = [d for d in defenders if d > 0 and state.objects[d].controller == controller
            and "Planeswalker" in chars(state, d).types]
    you = player_ref(controller)
    match t.attacked:
        case None:
            return 1 if defenders else 0
        case "you":
            return 1 if you in defenders else 0
        case "you_or_walkers":
            return 1 if you in defenders or mine else 0
        case "walkers":
            return 1 if mine else 0
        case "walker":
            return len(set(mine))
        case "enchanted":
            whom = _enchanted(state, source)
            return 1 if whom is not None and player_ref(whom) in defenders else 0
        case "opponent" | "opponents":
            foes = {d for d in defenders if d < 0 and d != you}
            return len(foes) if t.attacked == "opponent" else min(1, len(foes))
    return 0


def player_attack_triggers(state: GameState, declared: tuple[tuple[int, int], ...]) -> None:
    """508.1m: the abilities that trigger on a player's attack as a whole, and on a creature attacking one of
    its controller's opponents (508.3a)."""
    if not declared:
        return
    attacker = state.objects[declared[0][0]].controller  # 506.2: the active player declares attackers
    for pid, controller, name, ability in battlefield_and_graveyard_triggers(state, PLAYER_ATTACKS):
        t = ability.trigger
        if (t.whose == "your") != (attacker == controller) and t.whose != "any":
            continue  # 'whenever you attack ...' / 'whenever an opponent attacks ...'
        defenders = [d for a, d in declared if t.filter is None or matches(state, t.filter, a, controller, pid)]
        for _ in range(_events(state, t, defenders, controller, pid)):
            add_triggers(state, [(pid, controller, name, ability)], player_ref(attacker))
    for pid, controller, name, ability in battlefield_and_graveyard_triggers(state, ATTACKS_OPPONENT):
        t = ability.trigger
        # 'that player' alone (Calculating Lich): the event's object is the opponent attacked, known as it
        # triggers; with 'that creature' it is the creature, and 'that player' the one it attacks as it resolves
        by_player = "Triggering" not in kinds_of(ability.effect)
        for a, d in declared:
            whom = _player_attacked(state, d, t.to_planeswalker)
            if whom is None or whom == controller or not matches(state, t.filter, a, controller, pid):
                continue
            add_triggers(state, [(pid, controller, name, ability)], player_ref(whom) if by_player else a)


def _attacked_player(ctx: Ctx, ref: AttackedPlayer) -> tuple[int, ...]:
    """The opponent the triggering creature attacks (506.2, 508.1b): the event's object itself when it is that
    player, else the player the creature attacks now (none once it has left combat)."""
    if ctx.trigger_object < 0:
        return (ctx.trigger_object,)
    combat = ctx.state.combat
    for a, d in combat.attackers if combat is not None else ():
        if a == ctx.trigger_object and d < 0:
            return (d,)
    return ()


def _opponents_attacking(ctx: Ctx, ref: OpponentsAttacking) -> tuple[int, ...]:
    """The opponents of the controller who control a creature attacking the player `ref.whom` stands for, as
    it resolves (the Curses' ruling; none once those creatures have left combat)."""
    combat = ctx.state.combat
    whom = set(ctx.refs(ref.whom))
    found = {ctx.state.objects[a].controller for a, d in (combat.attackers if combat is not None else ())
             if d in whom and a in ctx.state.objects}
    return tuple(player_ref(p) for p in sorted(found) if p != ctx.controller)


EXTRA_REFS[AttackedPlayer] = _attacked_player
EXTRA_REFS[OpponentsAttacking] = _opponents_attacking
ATTACKERS_DECLARED.register(player_attack_triggers, needs=(PLAYER_ATTACKS, ATTACKS_OPPONENT))
