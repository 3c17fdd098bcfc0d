"""Transformer rules for 'can't be blocked except by ...' (509.1b) and 'When you cast this spell' (601.2i,
113.6k). Mixed into `OracleTransformer` (transform.py); the grammar is the 'keywords' blocks at the end of
abilities.lark. The keyword abilities with a home of their own (evasion, changeling, convoke, echo,
cumulative upkeep, "can't be countered") are in lithoform/mechanics/<name>/text.py and grammar.lark."""

from __future__ import annotations

from typing import Any

from lithoform.cards.combat_rule_kinds import BLOCKED_ONLY_BY
from lithoform.cards.tree import (
    CombatRule,
    Filter,
    PTBoost,
    StaticEffect,
    Trigger,
)
from lithoform.compiler.descriptions import Desc, DescriptionError, describe
from lithoform.compiler.values import Suffix, Unsupported, described, pt, replace


def _blocker(d: Desc) -> Filter:
    """A kind of creature a 'can't be blocked except by' restriction allows to block (509.1b)."""
    if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.controller is not None:
        raise Unsupported("blocking by something other than a kind of creature")
    f = d.filter()
    if f.all_types:  # 'artifact creatures' (205.2a): every blocker is a creature, so the artifacts among them
        if f.types != ("Creature",) or len(f.all_types) > 1:
            raise Unsupported("a blocker of several card types")
        return replace(f, types=f.all_types, all_types=())
    # every blocker is a creature: 'artifact creatures' is the artifacts among them (a filter's types are
    # alternatives, so 'Artifact' and 'Creature' together would let any creature block)
    types = tuple(t for t in f.types if t != "Creature")
    if len(types) > 1:
        raise Unsupported("a blocker of several card types")
    return replace(f, types=types)


class KeywordAbilityRules:
    """Rules of the keyword abilities above; mixed into `OracleTransformer` (transform.py)."""

    # --- 'can't be blocked except by ...' (509.1b) -------------------------------------------------------------

    def blockers_desc(self, c: list) -> tuple[Filter, ...]:
        """'black creatures', 'Walls', 'artifact creatures and/or white creatures' (a blocker may be either):
        one filter for each alternative; a 'with flying' suffix belongs to the last."""
        words = list(self._words(c[0]))  # type: ignore[attr-defined]
        suffixes: list[Suffix] = [s for s in c[1:] if isinstance(s, Suffix)]
        if "or" in words or "and" in words or "," in words or len(suffixes) != len(c) - 1:
            raise Unsupported("a list of kinds of blockers")
        if any(s.name != "with_keywords" for s in suffixes):
            raise Unsupported("a kind of blocker described by more than its characteristics")
        parts: list[list[str]] = [[]]
        for w in words:
            if w == "and/or":
                parts.append([])
            else:
                parts[-1].append(w)
        out = []
        for i, part in enumerate(parts):
            try:
                d = describe(part, [])
            except DescriptionError as e:
                raise Unsupported(str(e)) from None
            if i == len(parts) - 1:
                for s in suffixes:
                    d.keywords += list(s.value)
            out.append(_blocker(d))
        return tuple(out)

    def blockers_with_either(self, c: list) -> tuple[Filter, ...]:
        """'creatures with flying or reach': a creature with either keyword may block."""
        d = described(list(self._words(c[0])))  # type: ignore[attr-defined]
        base = _blocker(d)
        return tuple(replace(base, keywords=(k,)) for k in c[1:])

    def _blocked_only_by(self, filters: tuple[Filter, ...], **kw: Any) -> CombatRule:
        if len(filters) == 1:
            return CombatRule(BLOCKED_ONLY_BY, filter=filters[0], **kw)
        return CombatRule(BLOCKED_ONLY_BY, any_of=filters, **kw)

    def st_blocked_only_by(self, c: list) -> CombatRule:
        return self._blocked_only_by(c[0])

    def st_attached_blocked_only_by(self, c: list) -> CombatRule:
        return self._blocked_only_by(c[2], attached=self._attached(str(c[0]), c[1]))  # type: ignore[attr-defined]

    def st_attached_pt_blocked_only_by(self, c: list) -> list:
        """'Enchanted creature gets +1/+1 and can't be blocked except by creatures with flying': a layer
        effect (613.4c) and a restriction (509.1b) on the same creature."""
        word = self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]
        p, t = pt(c[2])
        return [StaticEffect((PTBoost(p, t),), attached=word), self._blocked_only_by(c[3], attached=word)]

    def st_group_blocked_only_by(self, c: list) -> CombatRule:
        """'Creatures you control can't be blocked except by legendary creatures.'"""
        return self._blocked_only_by(c[1], affected=c[0])

    # --- 'When you cast this spell' (601.2i, 113.6k) ---------------------------------------------------------

    def trig_cast_this(self, c: list) -> Trigger:
        """601.2i: triggers as this spell becomes cast; 113.6k: it functions on the stack, where the spell is
        (triggers.spell_cast_triggers). 'It' and '~' in the effect are the spell."""
        if c[0] != "you":
            raise Unsupported("another player casting this spell")
        return Trigger("cast", this=True)
