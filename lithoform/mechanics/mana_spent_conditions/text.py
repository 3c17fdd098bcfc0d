"""Mana-spent conditions (601.2h), the text part. Data only."""

from __future__ import annotations

import re

import msgspec

from lithoform.cards.nodes.base import RefNode
from lithoform.cards.tree import IfThen, SacrificeObjects
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Unsupported, sequence
from lithoform.mechanics.kicked_counters.nodes import EntersWithCountersIf
from lithoform.mechanics.mana_spent_conditions.nodes import ManaWasSpent
from lithoform.mechanics.mana_spent_from.nodes import SnowSpent

_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


class ManaSpentConditionRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def spent_what(self, c: list) -> None:
        return None

    def cond_mana_spent(self, c: list) -> ManaWasSpent | SnowSpent:
        """'if {G} was spent to cast ~', 'if {U}{B} was spent to cast ~' (each of those colors, 601.2h); '{S}'
        is snow mana's own condition (SnowSpent), which the sentences here that want ManaWasSpent refuse."""
        symbols = re.findall(r"\{([^}]+)\}", str(c[0]).upper())
        if symbols == ["S"]:  # 107.4h: mana from a snow source (mechanics/mana_spent_from)
            return self.cond_snow_spent(c)  # type: ignore[attr-defined]
        if not symbols or any(s not in "WUBRG" or len(s) != 1 for s in symbols) or len(set(symbols)) != len(symbols):
            raise Unsupported(f"'{c[0]} was spent' (only colored mana symbols are read)")  # {S}: snow (w11-sets)
        return ManaWasSpent("".join(symbols))

    def cond_at_least_color_spent(self, c: list) -> ManaWasSpent:
        """Adamant (207.2c): 'if at least three white mana was spent to cast ~'."""
        words = list(self._words(c[1]))  # type: ignore[attr-defined]
        color = _COLOR_WORDS.get(words[0]) if len(words) == 1 else None
        if color is None:
            raise Unsupported(f"'at least ... {c[1]} mana was spent'")
        return ManaWasSpent(color, at_least=_int(c[0]))

    def cond_same_color_spent(self, c: list) -> ManaWasSpent:
        """'if at least three mana of the same color was spent to cast ~' (Henge Walker)."""
        return ManaWasSpent(at_least=_int(c[0]), same_color=True)

    def sacrifice_unless_spent_sentence(self, c: list) -> list:
        """'Sacrifice it unless {U} was spent to cast it.' (608.2c: checked as the ability resolves)."""
        what, cond = c
        if not isinstance(cond, ManaWasSpent) or not isinstance(what, RefNode):
            raise Unsupported("'sacrifice ... unless' a condition other than the mana spent to cast it")
        return [IfThen(msgspec.structs.replace(cond, negated=True), SacrificeObjects(what))]

    def st_if_spent_enters_with_counters(self, c: list) -> EntersWithCountersIf:
        """Adamant (614.1c): 'If at least three white mana was spent to cast this spell, it enters with a +1/+1
        counter on it.' (read as it enters, from the spell it was: mechanics/kicked_counters' counters_if)."""
        cond, n, kind = c[0], c[1], c[2]
        if not isinstance(cond, ManaWasSpent) or not isinstance(n, int):
            raise Unsupported("'if ..., ~ enters with counters' under another condition")
        return EntersWithCountersIf(kind, n, cond)

    def two_trailing_ifs_sentence(self, c: list) -> list:
        """Two instructions, each with its own 'if' (608.2c: each checked as the spell resolves, in order)."""
        first, cond1, second, cond2 = c
        if not isinstance(cond1, ManaWasSpent) or not isinstance(cond2, ManaWasSpent):
            raise Unsupported("'A if ..., and B if ...' with conditions other than the mana spent")
        return [IfThen(cond1, sequence(self._finish(first))),  # type: ignore[attr-defined]
                IfThen(cond2, sequence(self._finish(second)))]  # type: ignore[attr-defined]


TRANSFORMER = ManaSpentConditionRules
