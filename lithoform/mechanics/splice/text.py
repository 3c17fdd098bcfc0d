"""Splice (702.47), its text part: 'Splice onto Arcane {1}{R}' is a static ability of the card (702.47a).
Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Cost
from lithoform.compiler.values import Unsupported, mana
from lithoform.mechanics.splice.nodes import Splice


class SpliceRules:
    """Transformer rules of splice; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_splice(self, c: list) -> Splice:
        """702.47a: 'Splice onto [subtype] [cost]'; the card's effects are added to the spell as it is cast
        (the rules part: mechanics/splice/rules.py)."""
        if "Instant" not in self.face_types and "Sorcery" not in self.face_types:
            raise Unsupported("splice on a permanent card")
        words = tuple(self._words(c[0]))  # type: ignore[attr-defined]
        if len(words) != 1:
            raise Unsupported("splice onto more than one subtype")
        return Splice(onto=words[0].capitalize(), cost=Cost(mana=mana(c[1])))


TRANSFORMER = SpliceRules
