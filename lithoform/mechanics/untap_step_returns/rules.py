"""'During your next untap step, as you untap your permanents, return ~ to its owner's hand.' (Undiscovered
Paradise), the rules part (502.3). The instruction links the permanent to its controller's next untap step
(607.2a-like bookkeeping under a key naming that player); as that player's untap step untaps permanents
(hooks.UNTAP_STEP_AS_UNTAPPING), each linked permanent still on the battlefield returns to its owner's hand. Its
rulings: 'It will return even if some effect prevents you from untapping it.' and 'Only returns to owner's hand if
it is still on the battlefield at the beginning of its controller's next untap.'"""

from __future__ import annotations

from lithoform.mechanics.untap_step_returns.nodes import ReturnAsYouUntap
from lithoform.rules.context import Ctx, add_link
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import UNTAP_STEP_AS_UNTAPPING
from lithoform.rules.zones import move_simultaneously
from lithoform.state.model import BATTLEFIELD, HAND, GameState

KEY = "return_as_you_untap:"  # + the player whose next untap step it is


def _return_as_you_untap(ctx: Ctx, e: ReturnAsYouUntap) -> None:
    st = ctx.state
    obj = st.objects.get(ctx.source)
    if obj is None or obj.zone != BATTLEFIELD:
        return  # 400.7: a permanent that left is a new object the instruction doesn't name
    add_link(st, ctx.source, f"{KEY}{ctx.controller}", (ctx.source,))


def _as_you_untap(state: GameState) -> None:
    """502.3: the active player's waiting permanents return to their owners' hands, together, as they untap."""
    key = f"{KEY}{state.active}"
    if not any(link.key == key for link in state.links):
        return
    waiting = [oid for link in state.links if link.key == key for oid in link.objects
               if oid in state.objects and state.objects[oid].zone == BATTLEFIELD]
    state.links = tuple(link for link in state.links if link.key != key)
    move_simultaneously(state, [(oid, HAND, ("502.3",)) for oid in dict.fromkeys(waiting)])


register_effect(ReturnAsYouUntap, _return_as_you_untap)
UNTAP_STEP_AS_UNTAPPING.register(_as_you_untap)
