"""Blitz (702.152a): 'Blitz [cost]' means 'You may cast this card by paying [cost] rather than its mana
cost,' 'If this spell's blitz cost was paid, sacrifice the permanent this spell becomes at the beginning of
the next end step,' and 'As long as this permanent's blitz cost was paid, it has haste and "When this
permanent is put into a graveyard from the battlefield, draw a card."'

As for dash: the alternative cost is the core's (118.9); the `PERMANENT_SPELL_RESOLVED` hook point gives
this module the spell's choices as it becomes a permanent (608.3g), and it gives that permanent haste and
the triggered ability (layer 6, for as long as it is this object, 400.7) and creates the delayed trigger
(603.7)."""

from __future__ import annotations

from lithoform.cards.tree import (
    AddAbilities,
    ApplyContinuous,
    Created,
    DelayedTrigger,
    DrawCards,
    SacrificeObjects,
    This,
    Trigger,
    TriggeredAbility,
)
from lithoform.mechanics.blitz.text import BLITZ
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import run_effect
from lithoform.rules.hooks import PERMANENT_SPELL_RESOLVED
from lithoform.state.model import BATTLEFIELD, Choices, GameState, Obj

DRAW = TriggeredAbility(Trigger("to_graveyard", this=True), DrawCards(1), keyword="Blitz",
                        text="When this permanent is put into a graveyard from the battlefield, draw a card.")
GRANTS = ApplyContinuous((AddAbilities(abilities=(DRAW,), keywords=("Haste",)),), This(), until="permanent")
SACRIFICE = DelayedTrigger(step="end", effect=SacrificeObjects(Created()), next_only=True)


def blitzed(state: GameState, spell: Obj, permanent: int) -> None:
    """702.152a, 608.3g: the permanent of a spell whose blitz cost was paid."""
    if spell.choices is None or spell.choices.alternative != BLITZ or not permanent:
        return
    obj = state.objects.get(permanent)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return
    ctx = Ctx(state, 0, obj.controller, permanent, Choices(), (), fixed=(permanent,))
    run_effect(ctx, GRANTS)
    run_effect(ctx, SACRIFICE)


PERMANENT_SPELL_RESOLVED.register(blitzed)
