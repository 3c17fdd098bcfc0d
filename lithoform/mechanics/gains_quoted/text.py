"""A permanent gains a quoted ability for good, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import AddAbilities, ApplyContinuous, LoseKeywords
from lithoform.compiler.values import VP, Unsupported


class GainsQuotedRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def gain_quoted_forever(self, c: list) -> VP:
        """611.2a: no duration: the object has the ability until it leaves the battlefield (400.7)."""
        abilities: tuple[Any, ...] = self.quoted_abilities(c[0])  # type: ignore[attr-defined]
        if not abilities:
            raise Unsupported("a quoted ability that didn't compile")
        return VP(lambda what: ApplyContinuous((AddAbilities(abilities=abilities),), what, until="permanent"),
                  "object", "gain")

    def gain_quoted_until_eot(self, c: list) -> VP:
        """611.2a, 514.2: the object has the ability until the turn ends (the default duration of ApplyContinuous,
        as 'gains flying until end of turn')."""
        abilities: tuple[Any, ...] = self.quoted_abilities(c[0])  # type: ignore[attr-defined]
        if not abilities:
            raise Unsupported("a quoted ability that didn't compile")
        return VP(lambda what: ApplyContinuous((AddAbilities(abilities=abilities),), what), "object", "gain")

    def gain_keywords_and_quoted(self, c: list) -> VP:
        """Keywords and a quoted ability gained together (613.1f): until end of turn when it says so (or the
        sentence's 'Until end of turn,' does, sentences._finish), else for good (611.2a)."""
        keywords, quoted, *rest = c
        abilities: tuple[Any, ...] = self.quoted_abilities(quoted)  # type: ignore[attr-defined]
        if not abilities:
            raise Unsupported("a quoted ability that didn't compile")
        until = "end_of_turn" if rest and rest[0] is not None else "permanent"
        part = AddAbilities(abilities=abilities, keywords=tuple(keywords))
        return VP(lambda what: ApplyContinuous((part,), what, until=until), "object", "gain")

    def lose_quoted(self, c: list) -> VP:
        """613.1f: 'loses "[ability]"': the object loses that ability; the sentence's 'Until end of turn,' makes it
        last until the turn ends (sentences._finish), else it lasts while the object stays (611.2a)."""
        abilities: tuple[Any, ...] = self.quoted_abilities(c[0])  # type: ignore[attr-defined]
        if not abilities:
            raise Unsupported("a quoted ability that didn't compile")
        return VP(lambda what: ApplyContinuous((LoseKeywords((), abilities=abilities),), what, until="permanent"),
                  "object", "lose")


TRANSFORMER = GainsQuotedRules
