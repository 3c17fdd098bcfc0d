"""'You may pay {N}. When you do, ...' (603.12). Paying is the optional action of the resolving ability
(118.12, handled by PayOptional); once it's paid, the reflexive ability triggers: it waits like any other
triggered ability and is put on the stack the next time a player would receive priority (603.3), when its
targets are chosen (603.12: after the resolving ability has finished)."""

from __future__ import annotations

from lithoform.mechanics.pay_reflexive.nodes import TriggerReflexive
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import Waiting


def _trigger_reflexive(ctx: Ctx, e: TriggerReflexive) -> None:
    """603.12: the reflexive ability triggers now; 603.3: it goes on the stack when a player would receive
    priority (after this ability finishes resolving)."""
    st = ctx.state
    name = chars(st, ctx.source).name
    # the resolving ability's triggering object stays the reflexive ability's: 'that player' in 'When you do,
    # destroy target creature that player controls' is the player the first trigger event named (603.2, 603.12)
    st.waiting = st.waiting + (Waiting(ctx.controller, ctx.source, name, e.ability, ctx.trigger_object),)
    st.emit("trigger", ("603.12",), source=ctx.source, card=name, text=e.ability.text)


register_effect(TriggerReflexive, _trigger_reflexive)
