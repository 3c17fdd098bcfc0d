"""Copying a spell for each other object it could target, the text part: 'a spell that targets only a single
Golem' and 'that player copies that spell for each other Golem that spell could target. Each copy targets a
different one of those Golems.' Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import Triggering
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Suffix, Unsupported, replace
from lithoform.mechanics.copy_per_target.nodes import CopyForEachOtherTarget


class CopyPerTargetRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sfx_targets_only(self, c: list) -> Suffix:
        """'that targets only a single Golem' (115.1): a permanent of that description is its only target."""
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.plural or d.noun in ("spell", "card", "ability") or d.zone != "battlefield":
            raise Unsupported("'targets only a single ...' naming something other than a permanent")
        return Suffix("targets_only", d.permanents())

    def sfx_targets_only_this(self, c: list) -> Suffix:
        """'that targets only ~' (Mirrorwing Dragon; 115.1): this permanent is its only target."""
        return Suffix("targets_only_this")

    def cpt_head(self, c: list) -> str:
        if list(self._words(c[0])) != ["spell"]:  # type: ignore[attr-defined]
            raise Unsupported("'copies that ...' of something other than that spell")
        return "head"

    def cpt_they(self, c: list) -> str:
        return "they_control"

    def cpt_the(self, c: list) -> str:
        return "that"

    def copy_for_each_other_target(self, c: list) -> list:
        """707.10: one copy for each other object of the description that the spell could target (115.1: a
        legal target for each of its targets, checked as the copies are made); 707.10c: each copy's target is
        that object. 'that spell' is the triggering spell; its controller ('that player', 'you') makes the copies,
        and 'they control' / 'you control' is read from that player's side."""
        parts = [x for x in c if x not in ("head", "that")]
        they = "they_control" in parts
        d, spell_again, those_tok = [x for x in parts if x != "they_control"]
        if list(self._words(spell_again)) != ["spell"]:  # type: ignore[attr-defined]
            raise Unsupported("'that ... could target' naming something other than the spell")
        those = describe_or_fail(list(self._words(those_tok)))  # type: ignore[attr-defined]
        if not d.other or d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural:
            raise Unsupported("copying a spell for each of something other than 'each other' permanent")
        if they and d.controller is not None:
            raise Unsupported("'they control' after a description that names its controller")
        f = replace(d.permanents(), other=False, controller="you" if they else d.controller)
        if replace(those.permanents(), controller=f.controller) != f:
            raise Unsupported("'each copy targets a different one of those ...' naming other objects")
        if not isinstance(self.scope.default_it, Triggering):  # type: ignore[attr-defined]
            raise Unsupported("'that spell' other than the spell whose casting triggered the ability")
        return [CopyForEachOtherTarget(Triggering(), f)]


TRANSFORMER = CopyPerTargetRules
