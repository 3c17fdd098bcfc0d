"""'if it targets [desc]' (601.2c), its text part: the condition of a spell's own cost reduction ('~ costs {2}
less to cast if it targets a blue permanent'). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

import msgspec

from lithoform.cards.tree import SpellTargets
from lithoform.compiler.values import Desc, Unsupported


class TargetsCostRules:
    """Transformer rules of 'if it targets [desc]'."""

    def cond_it_targets(self, c: list) -> SpellTargets:
        d: Desc = c[1]
        if c[0] != 1 or d.plural:
            raise Unsupported("'if it targets' several objects")
        if d.noun == "spell":  # 'if it targets a blue spell' (Mystical Dispute): a spell on the stack (112.1)
            return SpellTargets(msgspec.structs.replace(d.filter(), stack_kind="spell"))
        if d.zone != "battlefield" or d.noun in ("card", "ability"):
            raise Unsupported("'if it targets' something other than a permanent or a spell")
        return SpellTargets(d.filter())


TRANSFORMER = TargetsCostRules
