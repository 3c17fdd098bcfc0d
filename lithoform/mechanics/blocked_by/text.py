"""'~ can't be blocked by [description]', the text part: a creature that doesn't fit the description may
block it, so the restriction is written as the engine's 'can't be blocked except by' (509.1b) with the
complement of one characteristic: power 2 or less → power 3 or greater; Walls → non-Walls; black → nonblack;
with flying → without flying; artifact creatures → nonartifact. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.combat_rule_kinds import BLOCKED_ONLY_BY, CANT_BLOCK_MATCHING
from lithoform.cards.tree import CombatRule, Filter, Static
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.block_limits.text import granted_combat_rule
from lithoform.mechanics.enters_choice.nodes import ProtectionFromChosen

# the ability's name, which rules.py reads from the attacker's keywords
LESSER_POWER_CANT_BLOCK = "Can't be blocked by creatures with lesser power"


def complement(f: Filter) -> Filter:
    """The creatures that are not described by `f`, for a description that differs from 'creatures' in one
    characteristic; else Unsupported."""
    blank = Filter(types=("Creature",))
    differ = {name for name in Filter.__struct_fields__ if getattr(f, name) != getattr(blank, name)}
    types = tuple(t for t in f.types if t != "Creature")
    if "types" in differ and not types:
        differ.discard("types")  # 'creatures' itself
    if len(differ) != 1:
        raise Unsupported("'can't be blocked by' a description of more than one characteristic")
    (name,) = differ
    value: Any = getattr(f, name)
    if name == "power_at_most":
        return Filter(types=("Creature",), power_at_least=value + 1)
    if name == "power_at_least":
        return Filter(types=("Creature",), power_at_most=value - 1)
    if name == "toughness_at_most":
        return Filter(types=("Creature",), toughness_at_least=value + 1)
    if name == "toughness_at_least":
        return Filter(types=("Creature",), toughness_at_most=value - 1)
    if name == "colors":
        return Filter(types=("Creature",), not_colors=value)
    if name == "subtypes":
        return Filter(types=("Creature",), not_subtypes=value)
    if name == "keywords":
        return Filter(types=("Creature",), not_keywords=value)
    if name == "types":
        return Filter(types=("Creature",), not_types=types)
    if name == "all_types" and f.types == ("Creature",):  # 'artifact creatures' (205.2a): nonartifact ones
        return Filter(types=("Creature",), not_types=value)
    raise Unsupported(f"'can't be blocked by' creatures described by {name}")


class BlockedByRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def st_cant_be_blocked_by(self, c: list) -> CombatRule:
        """509.1b: '~ can't be blocked by creatures with power 2 or less.'"""
        d = c[0]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.controller is not None:
            raise Unsupported("'can't be blocked by' something other than a kind of creature")
        return CombatRule(BLOCKED_ONLY_BY, filter=complement(d.filter()))

    def st_attached_cant_be_blocked_by(self, c: list) -> CombatRule:
        """509.1b: 'Equipped creature can't be blocked by creatures with power 4 or greater.'"""
        word = self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]
        rule = self.st_cant_be_blocked_by(c[2:])
        return CombatRule(rule.rule, attached=word, filter=rule.filter)

    def vp_cant_be_blocked_by_this_turn(self, c: list) -> VP:
        """509.1b, 611.2a: '~ can't be blocked by creatures with power 2 or less this turn': the restriction
        granted until end of turn."""
        d = c[0]
        if d.filter() == Filter(types=("Creature",), chosen="color"):
            # 'creatures of that color' (607.2d): the color chosen as it resolves, read then (enters_choice)
            return VP(lambda what: ProtectionFromChosen(what, grant="unblockable_by"), "object", "gain")
        return granted_combat_rule(self.st_cant_be_blocked_by(c))

    def _attackers(self, d: Any) -> Filter:
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.controller is not None:
            raise Unsupported("'can't block' something other than a kind of creature")
        return d.filter()

    def st_cant_block_desc(self, c: list) -> CombatRule:
        """509.1b: "~ can't block creatures with power 2 or greater." (the attackers it may not block)"""
        return CombatRule(CANT_BLOCK_MATCHING, filter=self._attackers(c[0]))

    def st_cant_block_or_be_blocked_by(self, c: list) -> list:
        """509.1b: '~ can't block or be blocked by creatures with power 2 or greater.'"""
        return [self.st_cant_block_desc(c), self.st_cant_be_blocked_by(c)]

    def st_lesser_power_cant_block(self, c: list) -> Static:
        """509.1b: 'Creatures with power less than ~'s power can't block it.' (Skarrgan Pit-Skulk): both
        powers as the blockers are declared; the rules part reads the ability by name."""
        self._only(c[0], "creatures")  # type: ignore[attr-defined]
        return Static(LESSER_POWER_CANT_BLOCK, text="Creatures with power less than ~'s power can't block it.")


TRANSFORMER = BlockedByRules
