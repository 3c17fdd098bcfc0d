"""Lands that enter tapped unless something is so, the rules part (614.1c, 614.12).

'~ enters tapped unless [condition]' (checklands, fastlands, slowlands) and 'As ~ enters, you may pay 2
life. If you don't, it enters tapped.' (shocklands) are replacement effects that modify how the permanent
enters (614.1c). Both are read from the permanent as it would exist on the battlefield (614.12), and both
are applied as it enters: the condition is checked then, when the permanent isn't yet on the battlefield,
and the choice to pay life is made then (614.12, 119.4)."""

from __future__ import annotations

from lithoform.cards.tree import (
    ControlsAtLeastBesides,
    ControlsAtMost,
    DefendingPlayerControls,
    EntersTappedUnless,
    EntersTappedUnlessPayLife,
    EntersTappedUnlessReveal,
)
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx, condition_holds
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.damage import lose_life
from lithoform.rules.hooks import ENTERS_TAPPED
from lithoform.rules.replacement.events import as_it_would_exist
from lithoform.state import procedure
from lithoform.state.model import BATTLEFIELD, HAND, Choices, GameState, Obj, Question, zone_key

_KINDS = (EntersTappedUnless, EntersTappedUnlessPayLife, EntersTappedUnlessReveal)


def controls_at_most(state: GameState, cond: ControlsAtMost, ctx: Ctx) -> bool:
    """'if you control N or fewer [permanents]' (the fastlands' 'two or fewer other lands')."""
    mine = [o for o in state.zones[BATTLEFIELD] if state.objects[o].controller == ctx.controller
            and matches(state, cond.filter, o, ctx.controller, ctx.source)]
    return len(mine) <= cond.count


def controls_at_least_besides(state: GameState, cond: ControlsAtLeastBesides, ctx: Ctx) -> bool:
    """'if you control at least five other Mountains' (Valakut; 603.4): besides the triggering object."""
    mine = [o for o in state.zones[BATTLEFIELD] if state.objects[o].controller == ctx.controller
            and o != ctx.trigger_object and matches(state, cond.filter, o, ctx.controller, ctx.source)]
    return len(mine) >= cond.count


def defending_player_controls(state: GameState, cond: DefendingPlayerControls, ctx: Ctx) -> bool:
    """506.2: the defending player is the one attacked; in a two-player game (103.1), the controller's
    opponent: whether they control at least `count` matching permanents."""
    opponents = [p.index for p in state.players if p.index != ctx.controller and not p.lost]
    if len(opponents) != 1:
        raise ValueError("'defending player' with more than one opponent is not supported")
    theirs = [o for o in state.zones[BATTLEFIELD] if state.objects[o].controller == opponents[0]
              and matches(state, cond.filter, o, opponents[0], ctx.source)]
    return len(theirs) >= cond.count


def enters_tapped(state: GameState, obj: Obj) -> bool:
    """614.1c, 614.12: whether `obj`'s own conditional 'enters tapped' has it enter tapped. The condition is
    read as it enters, with its controller as 'you'; the permanent itself isn't on the battlefield yet, so
    'other lands' are all the lands that player controls. 119.4: a player with less life than the amount
    can't pay it: with too little life there is no choice and it enters tapped. Outside a rules procedure (a
    board set up directly, whose permanents entered before the game's first decision) neither applies: the
    set-up's `tapped` says whether it is tapped, as set-up copies copy nothing (zone_changes.entering)."""
    if not procedure.in_procedure() or not any(isinstance(a, _KINDS) for a in face_of(obj).abilities):
        return False
    tapped = False
    for ability in as_it_would_exist(state, obj).abilities:
        if isinstance(ability, EntersTappedUnless):
            ctx = Ctx(state, obj.id, obj.controller, obj.id, Choices(), ())
            if not condition_holds(state, ability.condition, ctx):
                state.emit("enters_tapped", ("614.1c",), card=obj.card, reason="its condition is not met")
                tapped = True
        elif isinstance(ability, EntersTappedUnlessPayLife) and not _pays_life(state, obj, ability.life):
            state.emit("enters_tapped", ("614.1c", "614.12"), card=obj.card, reason="no life was paid for it")
            tapped = True
        elif isinstance(ability, EntersTappedUnlessReveal) and not _reveals(state, obj, ability):
            state.emit("enters_tapped", ("614.1c", "614.12"), card=obj.card, reason="no card was revealed for it")
            tapped = True
    return tapped


def _pays_life(state: GameState, obj: Obj, life: int) -> bool:
    """614.12: 'you may pay N life' as it enters; 119.4: only with at least that much life."""
    player = state.players[obj.controller]
    if player.life < life:
        return False
    (yes,) = procedure.ask(Question(obj.controller, "may", f"pay {life} life? (otherwise {face_of(obj).name} "
                                    "enters tapped)", (1, 0), 1, 1))
    if not yes:
        return False
    lose_life(state, obj.controller, life, ("119.4", "614.12"), paid=True)
    return True


def _reveals(state: GameState, obj: Obj, ability: EntersTappedUnlessReveal) -> bool:
    """614.12: 'you may reveal an Island or Mountain card from your hand' as it enters: the cards in its
    controller's hand that match (any land card with either subtype; the Snarl itself, leaving the hand, has
    none), one of them chosen or none; the one chosen is revealed to every player (701.20a). Only the
    revealing player sees the options (the hand stays hidden, 401.4)."""
    player = obj.controller
    hand = [c for c in state.zones[zone_key(HAND, player)]
            if c != obj.id and matches(state, ability.filter, c, player, obj.id)]
    if not hand:
        return False
    name = face_of(obj).name
    picked = procedure.ask(Question(player, "choose", f"reveal a card from your hand? (otherwise {name} "
                                    "enters tapped)", tuple(hand), 0, 1, purpose="reveal"))
    if not picked:
        return False
    pick = picked[0]
    state.emit("reveal_cards", ("701.20a", "614.12"), player=player, cards=[state.objects[pick].card], where="hand")
    return True


EXTRA_CONDITIONS[ControlsAtMost] = controls_at_most
EXTRA_CONDITIONS[ControlsAtLeastBesides] = controls_at_least_besides
EXTRA_CONDITIONS[DefendingPlayerControls] = defending_player_controls
ENTERS_TAPPED.register(enters_tapped)
