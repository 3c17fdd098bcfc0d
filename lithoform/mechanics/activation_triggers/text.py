"""Activation triggers (603.2, 602.2b), the text part: 'Whenever an opponent activates an ability of an artifact,
creature, or land that isn't a mana ability' is a trigger on the activated ability (its triggering object, whose
controller is 'that player'). A mana ability never goes on the stack (605.3a), so only other abilities ever
become activated there; 'an artifact, creature, or land' names permanents (109.2), so an ability of a card in
a hand or a graveyard (cycling, embalm) doesn't match (Harsh Mentor's ruling). Data only."""

from __future__ import annotations

import re

from lithoform.cards.nodes.refs import Filter, Triggering
from lithoform.cards.tree import Trigger
from lithoform.compiler.values import Unsupported

ACTIVATES = "activates"  # the trigger event (mechanics/activation_triggers/rules.py)
_PERMANENT_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
# "..., if it isn't a mana ability, ~ deals ..." (Harsh Mentor): the intervening condition is the description's
# own ('an ability ... that isn't a mana ability'): mana abilities don't use the stack either way (605.3a)
_IF_NOT_MANA = re.compile(r"\b(activates? an §\d+(?: of an? §\d+(?: on the battlefield)?)?), if it isn't a mana (§\d+),")


def not_mana_condition_line(text: str, subtypes: tuple[str, ...]) -> str | None:
    """'..., if it isn't a mana ability, ...' read as '... that isn't a mana ability, ...'."""
    if "if it isn't a mana" not in text or not _IF_NOT_MANA.search(text):
        return None
    return _IF_NOT_MANA.sub(r"\1 that isn't a mana \2,", text)


class ActivationTriggerRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _ability_word(self, d: object) -> None:
        if self._words(d) != ("ability",):  # type: ignore[attr-defined]
            raise Unsupported("an activation trigger on something other than 'an ability'")

    def _trigger(self, caster: str | None, source_types: tuple[str, ...]) -> Trigger:
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]  # 'that ability', 'it'
        return Trigger(ACTIVATES, filter=Filter(stack_kind="activated", controller=caster or None,
                                                source_types=source_types))

    def trig_activates_of(self, c: list) -> Trigger:
        caster, ability, source, *rest = c
        self._ability_word(ability)
        self._ability_word(rest[-1])
        words = [w for w in self._words(source) if w not in (",", "or")]  # type: ignore[attr-defined]
        if not words or any(w not in _PERMANENT_TYPES for w in words):
            raise Unsupported("an activation trigger on an ability of something other than permanents of card types")
        return self._trigger(caster, tuple(w.capitalize() for w in words))

    def trig_activates_any(self, c: list) -> Trigger:
        caster, ability, mana = c
        self._ability_word(ability)
        self._ability_word(mana)
        return self._trigger(caster, ())


    def trig_you_activate_of(self, c: list) -> Trigger:
        return self.trig_activates_of(["you", *c])

    def trig_you_activate_any(self, c: list) -> Trigger:
        return self.trig_activates_any(["you", *c])


TRANSFORMER = ActivationTriggerRules
LINES = (not_mana_condition_line,)
