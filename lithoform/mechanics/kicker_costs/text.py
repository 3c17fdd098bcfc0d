"""Kicker with a cost other than mana (702.33a), the text part. Data only.

702.33a: 'Kicker [cost]' means 'You may pay an additional [cost] as you cast this spell.' A kicker cost that
isn't mana ('Kicker—Sacrifice a land.') is the spell's optional additional cost named "kicker" (601.2b,
601.2f-h: `SpellAbility.optional_costs`, paid like any other sacrifice cost): announced as paid, 'kicker' is
among the spell's additional costs, so the spell and the permanent it becomes are kicked (702.33d) and a copy is
too (707.10)."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import AlternativeCost, Cost, IfThen, Kicked
from lithoform.compiler.values import SpellSetting, Unsupported
from lithoform.mechanics.kicked_instead.text import _slots

KICKER = "kicker"


class KickerCostsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_kicker_cost(self, c: list) -> SpellSetting:
        parts: dict[str, Any] = c[0]
        if set(parts) != {"sacrifice"}:
            raise Unsupported(f"a kicker cost with {', '.join(sorted(set(parts) - {'sacrifice'}))}")
        if any(s.this for s in parts["sacrifice"]):
            raise Unsupported("sacrificing the spell itself as its kicker cost")
        return SpellSetting("optional", AlternativeCost(KICKER, Cost(**parts)))


def kicked_only_slots(effect: Any) -> set[int]:
    """The target slots only the effect's 'if this spell was kicked' part names."""
    kicked: set[int] = set()
    other: set[int] = set()

    def walk(node: Any) -> None:
        if isinstance(node, IfThen) and isinstance(node.condition, Kicked):
            kicked.update(_slots(node.then))
            walk(node.otherwise)
            return
        if isinstance(node, list | tuple):
            for n in node:
                walk(n)
            return
        fields = getattr(node, "__struct_fields__", None)
        if fields is None:
            return
        if type(node).__name__ in ("Target", "TargetController"):
            other.update(_slots(node))
            return
        for f in fields:
            walk(getattr(node, f))

    walk(effect)
    return kicked - other


def with_kicked_targets(spell: Any) -> Any:
    """601.2c, 702.33d: 'If this spell was kicked, return another target nonland permanent to its owner's hand.'
    (Rushing River, Orim's Thunder): the trailing target requirements only the kicked part names are chosen only
    when the kicker (mana or not) was announced; the spell cast unkicked is cast as though it didn't have them."""
    kicked_cost = spell.kicker is not None or any(o.name == KICKER for o in spell.optional_costs)
    if not kicked_cost or spell.modes or spell.kicked_instead is not None or spell.multikicker:
        return spell
    only = kicked_only_slots(spell.effect)
    n = len(spell.targets)
    if not only or only != set(range(n - len(only), n)):
        return spell  # (not the trailing ones: left to the check below)
    return msgspec.structs.replace(spell, kicked_targets=len(only))


def kicked_only_targets(effect: Any) -> bool:
    """Whether the effect has a target only its 'if this spell was kicked' part names ('If this spell was
    kicked, it also deals 4 damage to target player'): 601.2c casts the unkicked spell as though it didn't
    require that target, which the announcement doesn't do for a non-mana kicker; such a spell is refused."""
    return bool(kicked_only_slots(effect))


def check_kicked_targets(spell: Any) -> str | None:
    if any(o.name == KICKER for o in spell.optional_costs) and not spell.kicked_targets \
            and kicked_only_targets(spell.effect):
        return "a target only the kicked spell has, with a kicker cost other than mana (601.2c)"
    return None


TRANSFORMER = KickerCostsRules
SPELL_FINISHES = (with_kicked_targets,)
SPELL_CHECKS = (check_kicked_targets,)
