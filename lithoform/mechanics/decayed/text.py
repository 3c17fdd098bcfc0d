"""Decayed (702.147), the text part. Data only: imports the cards and the compiler's basics.

702.147a: 'Decayed represents a static ability and a triggered ability. “Decayed” means “This creature can't
block” and “When this creature attacks, sacrifice it at end of combat.”' A token created 'with decayed' gets
the keyword (so 'creatures with decayed' can see it) and the two abilities it stands for, played by the
engine's existing rules: the can't-block static (509.1a) and a triggered ability that makes a delayed
trigger for the end of combat step (603.7, 511)."""

from __future__ import annotations

from lithoform.cards.tree import (
    CANT_BLOCK,
    DelayedTrigger,
    SacrificeObjects,
    Static,
    This,
    Trigger,
    TriggeredAbility,
)
from lithoform.compiler.combat_text import Quoted

DECAYED = "decayed"


def decayed_abilities() -> tuple[Static | TriggeredAbility, ...]:
    """702.147a: the two abilities decayed represents."""
    return (Static(DECAYED, text="Decayed"),  # the keyword itself, which rules and filters can see
            Static(CANT_BLOCK, text="Decayed"),
            TriggeredAbility(Trigger("attacks", this=True), DelayedTrigger("end_of_combat", SacrificeObjects(This())),
                             keyword="Decayed", text="Decayed"))


class DecayedRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def token_with_decayed(self, c: list) -> Quoted:
        """'... token with decayed' (702.147a)."""
        return Quoted(decayed_abilities())


TRANSFORMER = DecayedRules
