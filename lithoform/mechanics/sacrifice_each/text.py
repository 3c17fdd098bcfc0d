"""Sacrificing one permanent of each kind, the text part: 'sacrifice an artifact, a creature, and a land',
which the grammar reads after the line form below marks it ('sacrifice each of an artifact, ...': a list after
'sacrifice' would otherwise be read as the end of the instruction and a joiner). Data only."""

from __future__ import annotations

import re

from lithoform.cards.tree import Filter
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.sacrifice_each.nodes import SacrificeEachOf

_TYPES = {"artifact": "Artifact", "creature": "Creature", "land": "Land", "enchantment": "Enchantment",
          "planeswalker": "Planeswalker"}
# chunked: 'sacrifice an §1, a §2, and a §3'
_LIST = re.compile(r"\b(sacrifices?) (an? §\d+(?:, an? §\d+)*, and an? §\d+)")


class SacrificeEachRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sacrifice_each_of(self, c: list) -> VP:
        counts, descs = c[0::2], c[1::2]
        filters = []
        for n, d in zip(counts, descs, strict=True):
            words = self._words(d)  # type: ignore[attr-defined]
            if n != 1 or len(words) != 1 or words[0] not in _TYPES:
                raise Unsupported("'sacrifice an X, a Y, and a Z' of something other than card types")
            filters.append(Filter(types=(_TYPES[words[0]],)))
        return VP(lambda who: SacrificeEachOf(tuple(filters), who), "player", "sacrifice")


def sacrifice_list_line(text: str, subtypes: tuple[str, ...]) -> str | None:
    if not _LIST.search(text):
        return None
    return _LIST.sub(lambda m: f"{m.group(1)} each of {m.group(2)}", text)


TRANSFORMER = SacrificeEachRules
LINES = (sacrifice_list_line,)
