"""'if it targets [desc]' (601.2c), its text part: the condition of a spell's own cost reduction ('~ costs {2}
less to cast if it targets a blue permanent'). Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import SpellTargets
from lithoform.compiler.values import Desc, Unsupported


class TargetsCostRules:
    """Transformer rules of 'if it targets [desc]'."""

    def cond_it_targets(self, c: list) -> SpellTargets:
        d: Desc = c[1]
        if c[0] != 1 or d.plural:
            raise Unsupported("'if it targets' several objects")
        spell = d.noun == "spell"  # 'if it targets a blue spell' (Mystical Dispute): an object on the stack
        if not spell and (d.zone != "battlefield" or d.noun in ("card", "ability")):
            raise Unsupported("'if it targets' something other than a permanent or a spell")
        return SpellTargets(d.filter())


TRANSFORMER = TargetsCostRules
