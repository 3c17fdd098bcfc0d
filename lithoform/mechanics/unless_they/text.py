"""Life loss unless the player discards or sacrifices, the text part (101.4, 118.12). Data only."""

from __future__ import annotations

from lithoform.cards.tree import Filter
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.unless_they.nodes import LoseLifeUnless

_TYPES = {"artifact": "Artifact", "creature": "Creature", "land": "Land", "enchantment": "Enchantment",
          "planeswalker": "Planeswalker"}


class UnlessTheyRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def lose_life_unless_discard(self, c: list) -> VP:
        amount, n, what = c
        if self._words(what) != ("card",) or n != 1:  # type: ignore[attr-defined]
            raise Unsupported("'unless they discard' something other than a card")
        return VP(lambda who: LoseLifeUnless(who, amount, discard=1), "player", "lose_life")

    def lose_life_unless_sacrifice(self, c: list) -> VP:
        amount, rest = c[0], c[1:]
        counts, descs = rest[0::2], rest[1::2]
        types = []
        for n, d in zip(counts, descs, strict=True):
            words = self._words(d)  # type: ignore[attr-defined]
            if n != 1 or len(words) != 1 or words[0] not in _TYPES:
                raise Unsupported("'unless they sacrifice' something other than one permanent of a card type")
            types.append(_TYPES[words[0]])
        return VP(lambda who: LoseLifeUnless(who, amount, sacrifice=Filter(types=tuple(types))), "player",
                  "lose_life")


TRANSFORMER = UnlessTheyRules
