"""Mana that may be spent only on some costs (106.6), the text part. Data only: imports the cards and the compiler's
basics."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lithoform.cards.nodes.effects_players import AddMana
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import VP, SentenceMark, Unsupported, replace, text

SPEND_ONLY = "spend_only"
CHOSEN_TYPE = "?chosen"  # rules/payment.py CHOSEN_TYPE: the creature type the mana's source chose


@dataclass(frozen=True)
class SpendOnlyMark(SentenceMark):
    """'Spend this mana only to ...': the restriction (a Mana's `only`) for the 'Add' before it."""

    only: str = ""


class RestrictedManaRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _spell_types(self, words: Any, subtypes: bool = True) -> str:
        """The clause body of `spendable` (rules/payment.py): 'Creature', 'Instant/Sorcery', 'Creature#Elf',
        '#Angel'. Any other quality of the spell (colors, mana value, legendary) is refused."""
        d = describe_or_fail(list(self._words(words)))  # type: ignore[attr-defined]
        f = d.filter()
        plain = type(f)(types=f.types, subtypes=f.subtypes if subtypes else (), stack_kind=f.stack_kind)
        if d.noun != "spell" or not (d.types or d.subtypes) or d.controller is not None or d.other or f != plain:
            raise Unsupported(f"spending mana only on {' '.join(self._words(words))}")  # type: ignore[attr-defined]
        body = "/".join(d.types)
        return f"{body}#{'/'.join(d.subtypes)}" if d.subtypes else body

    def spend_only_cast_sentence(self, c: list) -> SpendOnlyMark:
        """'Spend this mana only to cast a creature spell.' / '... instant or sorcery spells.' / '... an Elf
        creature spell.'"""
        return SpendOnlyMark(SPEND_ONLY, only=f"spell:{self._spell_types(c[0])}")

    def spend_only_cast_chosen_sentence(self, c: list) -> SpendOnlyMark:
        """'Spend this mana only to cast a creature spell of the chosen type.' (607.2d: the type its source
        chose; payment.bound_only reads it when the mana is made)"""
        types = self._spell_types(c[0], subtypes=False)
        if types != "Creature":
            raise Unsupported("the chosen type of something other than creature spells")
        return SpendOnlyMark(SPEND_ONLY, only=f"spell:Creature#{CHOSEN_TYPE}")

    def spend_only_cast_or_activate_sentence(self, c: list) -> SpendOnlyMark:
        """'Spend this mana only to cast creature spells or activate abilities of creatures.' (the permanents of
        those types: their abilities, 106.6)"""
        spells = self._spell_types(c[0], subtypes=False)
        if self._words(c[1]) != ("abilities",):  # type: ignore[attr-defined]
            raise Unsupported("activating something other than abilities with restricted mana")
        owners = describe_or_fail(list(self._words(c[2])))  # type: ignore[attr-defined]
        if not owners.plural or not owners.types or owners.subtypes or owners.controller is not None \
                or "/".join(owners.types) != spells:
            raise Unsupported(f"abilities of {' '.join(self._words(c[2]))}")  # type: ignore[attr-defined]
        return SpendOnlyMark(SPEND_ONLY, only=f"spell:{spells}|ability:{spells}")

    def add_number_mana(self, c: list) -> VP:
        """'Add six {G}.' (106.1): that many of the one mana symbol."""
        n, symbol = _int(c[0]), text(c[1]).upper()
        if not 1 < n <= 20 or symbol.count("{") != 1:
            raise Unsupported(f"add {n} {symbol}")
        return VP(lambda who: AddMana((symbol * n,)), "you", "add mana")


def mark_spend_only(mark: Any, last: Any) -> Any:
    """106.6: the restriction applies to the mana the 'Add' before it makes."""
    if not isinstance(mark, SpendOnlyMark):
        return None
    if not isinstance(last, AddMana) or last.only:
        return None
    return replace(last, only=mark.only)


TRANSFORMER = RestrictedManaRules
MARKS = (mark_spend_only,)
