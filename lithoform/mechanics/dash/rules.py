"""Dash (702.109a): 'Dash [cost]' means 'You may cast this card by paying [cost] rather than its mana cost,'
'If this spell's dash cost was paid, return the permanent this spell becomes to its owner's hand at the
beginning of the next end step,' and 'As long as this permanent's dash cost was paid, it has haste.'

The alternative cost is the core's announcement (118.9). As the spell becomes a permanent (608.3g: the
delayed triggered ability is created as it is put onto the battlefield), the `PERMANENT_SPELL_RESOLVED` hook
point gives this module the spell's choices: it gives that permanent haste for as long as it stays on the
battlefield (611.2c: the new object it would become elsewhere is another one, 400.7) and creates the
delayed trigger (603.7)."""

from __future__ import annotations

from lithoform.cards.tree import AddAbilities, ApplyContinuous, Created, DelayedTrigger, ReturnToHand, This
from lithoform.mechanics.dash.text import DASH
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import run_effect
from lithoform.rules.hooks import PERMANENT_SPELL_RESOLVED
from lithoform.state.model import BATTLEFIELD, Choices, GameState, Obj

HASTE = ApplyContinuous((AddAbilities(keywords=("Haste",)),), This(), until="permanent")
RETURN = DelayedTrigger(step="end", effect=ReturnToHand(Created()), next_only=True)


def dashed(state: GameState, spell: Obj, permanent: int) -> None:
    """702.109a, 608.3g: the permanent of a spell whose dash cost was paid."""
    if spell.choices is None or spell.choices.alternative != DASH or not permanent:
        return
    obj = state.objects.get(permanent)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return
    ctx = Ctx(state, 0, obj.controller, permanent, Choices(), (), fixed=(permanent,))
    run_effect(ctx, HASTE)
    run_effect(ctx, RETURN)


PERMANENT_SPELL_RESOLVED.register(dashed)
