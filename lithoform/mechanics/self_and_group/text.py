"""'~ and [group] get +N/+N', the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import AddAbilities, Filter, PTBoost, StaticEffect
from lithoform.compiler.values import pt, replace


def _both(parts: tuple, group: Filter) -> list[StaticEffect]:
    """The source's effect and the group's: the group without the source ('other'), so that a source that is
    also one of the group ('~ and land creatures you control' on an animated land creature) gets the bonus
    once: the ability affects a set of objects (611.3a), not each description of it."""
    others = replace(group, other=True)
    return [StaticEffect(parts), StaticEffect(parts, others)]


class SelfAndGroupRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_self_and_group_pt(self, c: list) -> list[StaticEffect]:
        p, t = pt(c[1])
        return _both((PTBoost(p, t),), c[0])

    def st_self_and_group_pt_keywords(self, c: list) -> list[StaticEffect]:
        p, t = pt(c[1])
        return _both((PTBoost(p, t), AddAbilities(keywords=c[2])), c[0])

    def st_self_and_group_keywords(self, c: list) -> list[StaticEffect]:
        return _both((AddAbilities(keywords=c[1]),), c[0])


TRANSFORMER = SelfAndGroupRules
