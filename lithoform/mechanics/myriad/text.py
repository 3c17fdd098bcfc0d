"""Myriad (702.116), the text part: "Myriad" means "Whenever this creature attacks, for each opponent other
than defending player, you may create a token that's a copy of this creature that's tapped and attacking that
player or a planeswalker they control. If one or more tokens are created this way, exile the tokens at end of
combat." (702.116a); each instance triggers separately (702.116b). Data only."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, TriggeredAbility
from lithoform.mechanics.myriad.nodes import MyriadCopies

MYRIAD = TriggeredAbility(
    trigger=Trigger("attacks", this=True),
    effect=MyriadCopies(),
    keyword="Myriad",
    text="Myriad (whenever this creature attacks, for each opponent other than defending player, you may create "
         "a token copy of it tapped and attacking that player or a planeswalker they control; exile the tokens "
         "at end of combat)",
)


class MyriadRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_myriad(self, c: list) -> TriggeredAbility:
        return MYRIAD


TRANSFORMER = MyriadRules
