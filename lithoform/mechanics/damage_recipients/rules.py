"""'the player or planeswalker that creature is attacking' (508.1b, 506.4): read from the combat as the effect
applies; a creature removed from combat (or gone) attacks nothing, and nothing is dealt damage."""

from __future__ import annotations

from lithoform.mechanics.damage_recipients.nodes import AttackedBy
from lithoform.rules.context import EXTRA_REFS, Ctx


def _attacked_by(ctx: Ctx, ref: AttackedBy) -> tuple[int, ...]:
    combat = ctx.state.combat
    if combat is None:
        return ()
    attackers = set(ctx.refs(ref.attacker))
    return tuple(defender for attacker, defender in combat.attackers if attacker in attackers)


EXTRA_REFS[AttackedBy] = _attacked_by
