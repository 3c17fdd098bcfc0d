"""Conditional static abilities, the text part (611.3a): the condition is put on the static ability's
continuous effect or combat rule. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import AddAbilities, CombatRule, PTBoost, SetColors, Static, StaticEffect
from lithoform.compiler.descriptions import COLORS
from lithoform.compiler.values import Unsupported, pt

_COLORS = ("white", "blue", "black", "red", "green")


class ConditionalStaticsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _gated(self, ability: Any, cond: Any) -> Any:
        """611.3a: the ability's effect exists only while `cond` holds."""
        if isinstance(ability, list):
            return [self._gated(a, cond) for a in ability]
        cond = self._while(cond)  # type: ignore[attr-defined]
        if isinstance(ability, StaticEffect) and ability.condition is None:
            return StaticEffect(ability.parts, ability.affected, ability.attached, ability.text, cond)
        if isinstance(ability, CombatRule) and ability.condition is None and not ability.unless:
            return CombatRule(ability.rule, ability.affected, ability.attached, ability.filter, cond,
                              any_of=ability.any_of)
        if isinstance(ability, Static) and ability.keyword in ("can't block", "can't be blocked"):
            # a restriction the engine reads by name, granted in layer 6 while the condition holds
            return StaticEffect((AddAbilities(keywords=(ability.keyword,)),), condition=cond)
        raise Unsupported(f"a condition on a {type(ability).__name__}")

    def st_while(self, c: list) -> Any:
        return self._gated(c[0], c[1])

    def st_while_first(self, c: list) -> Any:
        return self._gated(c[1], c[0])

    def _color(self, tok: Any) -> tuple[str, ...]:
        words = tuple(self._words(tok))  # type: ignore[attr-defined]
        if len(words) != 1 or words[0] not in _COLORS:
            raise Unsupported(f"'is {' '.join(words)}'")
        return (COLORS[words[0]],)

    def st_self_pt_cant_block(self, c: list) -> StaticEffect:
        """'~ gets +2/+2 and can't block' (509.1a: 'can't block' granted in layer 6)."""
        p, t = pt(c[0])
        return StaticEffect((PTBoost(p, t), AddAbilities(keywords=("can't block",))))

    def st_self_pt_color_granted(self, c: list) -> StaticEffect:
        """'~ gets +1/+1, is black, and has "..."' (layers 5, 6 and 7c)."""
        p, t = pt(c[0])
        return StaticEffect((PTBoost(p, t), SetColors(self._color(c[1])), c[2]))

    def st_self_pt_color_keywords_granted(self, c: list) -> StaticEffect:
        p, t = pt(c[0])
        granted = AddAbilities(c[3].abilities, keywords=tuple(c[2]) + tuple(c[3].keywords))
        return StaticEffect((PTBoost(p, t), SetColors(self._color(c[1])), granted))

    def st_self_color_granted(self, c: list) -> StaticEffect:
        """'~ is white and has "..."' (layers 5 and 6)."""
        return StaticEffect((SetColors(self._color(c[0])), c[1]))


TRANSFORMER = ConditionalStaticsRules
