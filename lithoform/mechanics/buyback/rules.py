"""Buyback (702.27a): 'You may pay an additional [cost] as you cast this spell' and 'If the buyback cost was
paid, put this spell into its owner's hand instead of into that player's graveyard as it resolves.'

The optional additional cost is the core's announcement (601.2b, 601.2f: `SpellAbility.optional_costs`);
where the spell goes as it resolves is the `RESOLVED_SPELL_DESTINATION` hook point (614.1a): not when it is
countered or all its targets are illegal (608.2b), and not for a copy (707.10: it keeps the choices, but ceases
to exist, 704.5e)."""

from __future__ import annotations

from lithoform.mechanics.buyback.text import BUYBACK
from lithoform.rules.hooks import RESOLVED_SPELL_DESTINATION
from lithoform.state.model import HAND, GameState, Obj


def buyback_destination(state: GameState, spell: Obj) -> str | None:
    """702.27a: a spell whose buyback cost was paid goes to its owner's hand as it resolves."""
    if spell.copy or spell.choices is None or BUYBACK not in spell.choices.additional:
        return None
    return HAND


RESOLVED_SPELL_DESTINATION.register(buyback_destination)
