"""Evoke (702.74a): 'Evoke [cost]' means 'You may cast this card by paying [cost] rather than paying its mana
cost' and 'When this permanent enters, if its evoke cost was paid, its controller sacrifices it.'

The first is an alternative cost (118.9) that the core's announcement offers (`alternative evoke`). The
second is a triggered ability of the permanent: it triggers as the spell resolves into a permanent (608.3)
whose evoke cost was paid, read from the spell's choices at the `PERMANENT_SPELL_RESOLVED` hook point (the
permanent keeps no record of it; by 603.4 the 'if' is true then and stays true)."""

from __future__ import annotations

from lithoform.cards.tree import SacrificeObjects, This, Trigger, TriggeredAbility
from lithoform.mechanics.evoke.text import EVOKE
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import PERMANENT_SPELL_RESOLVED
from lithoform.rules.triggers.matching import add_triggers
from lithoform.state.model import BATTLEFIELD, GameState, Obj

SACRIFICE = TriggeredAbility(
    trigger=Trigger("enters", this=True),
    effect=SacrificeObjects(This()),
    keyword="Evoke",
    text="When this permanent enters, if its evoke cost was paid, its controller sacrifices it. (702.74a)",
)


def evoked(spell: Obj) -> bool:
    """702.74a: whether the spell was cast for its evoke cost."""
    return spell.choices is not None and spell.choices.alternative == EVOKE


def evoke_trigger(state: GameState, spell: Obj, permanent: int) -> None:
    """702.74a: the permanent of an evoked spell: its sacrifice ability triggers (603.2, 603.6a)."""
    if not evoked(spell) or not permanent:
        return
    obj = state.objects.get(permanent)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return
    add_triggers(state, [(permanent, obj.controller, chars(state, permanent).name, SACRIFICE)], permanent)


PERMANENT_SPELL_RESOLVED.register(evoke_trigger)
