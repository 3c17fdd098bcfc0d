"""Provoke (702.39), the text part. Data only: imports the cards and the compiler's basics.

702.39a: 'Provoke' means 'Whenever this creature attacks, you may have target creature defending player
controls untap and block this creature this combat if able.' The target is chosen as the trigger is put on
the stack (603.3d); the choice to have it untap and block is made as it resolves (608.2d); the blocking
requirement (509.1c) is the lure mechanic's, granted until the combat ends (511.3). 702.39b: each instance
triggers separately."""

from __future__ import annotations

from lithoform.cards.tree import (
    BlockObjectThisTurn,
    Filter,
    May,
    Sequence,
    Target,
    TargetSpec,
    This,
    Trigger,
    TriggeredAbility,
    Untap,
)


class ProvokeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_provoke(self, c: list) -> TriggeredAbility:
        """702.39a: the attack trigger, its target and the optional untap-and-block."""
        blocker = Target(0)
        effect = May(Sequence((Untap(blocker), BlockObjectThisTurn(blocker, This(), this_combat=True))))
        spec = TargetSpec("creature", Filter(types=("Creature",)), controlled_by="defending")
        return TriggeredAbility(Trigger("attacks", this=True), effect, targets=(spec,), keyword="Provoke",
                                text="Provoke")


TRANSFORMER = ProvokeRules
