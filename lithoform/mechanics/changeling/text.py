"""Changeling (702.73), its text part: the transformer rule for the keyword. Data only: imports the cards,
never the rules."""

from __future__ import annotations

from lithoform.cards.tree import AddAbilities, AddTypes, PTBoost, Static, StaticEffect
from lithoform.compiler.combat_text import Quoted
from lithoform.compiler.values import Unsupported, pt
from lithoform.mechanics.animated_lands.text import creature_types


class ChangelingRules:
    """Transformer rules of changeling; mixed into `OracleTransformer` (compiler/transform.py)."""

    def kw_changeling(self, c: list) -> Static:
        """702.73a: printed, a characteristic-defining ability (characteristics.py reads it by name). Not a
        keyword an effect grants here: a granted changeling isn't a characteristic-defining ability (604.3a)."""
        return Static("Changeling", text="Changeling")

    def token_with_changeling(self, c: list) -> Quoted:
        """111.4, 702.73a: a token created 'with changeling' has it among the values its creating effect
        defines: a characteristic-defining ability of the token (every creature type)."""
        return Quoted((Static("Changeling", text="Changeling"),))

    def st_attached_every_creature_type(self, c: list) -> StaticEffect:
        """'Equipped creature gets +1/+1 [, has reach,] and is every creature type.' (layers 4, 6 and 7c, 613.1)"""
        if self._words(c[-1]) != ("creature",):  # type: ignore[attr-defined]
            raise Unsupported("'is every ... type' other than every creature type")
        p, t = pt(c[2])
        parts: tuple = (PTBoost(p, t),)
        if len(c) > 4:
            parts = (*parts, AddAbilities(keywords=c[3]))
        parts = (*parts, AddTypes(subtypes=creature_types()))
        return StaticEffect(parts, attached=self._attached(c[0], c[1]))  # type: ignore[attr-defined]


TRANSFORMER = ChangelingRules
