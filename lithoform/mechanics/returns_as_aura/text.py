"""Returning as an Aura, the text part: the sentence 'It's an Aura enchantment with enchant [object] and
"[ability]".' is a mark that turns the 'return it to the battlefield' before it into ReturnAsAura. Data
only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import Enchant, ReturnToBattlefield, This
from lithoform.compiler.values import SentenceMark, Unsupported
from lithoform.mechanics.returns_as_aura.nodes import ReturnAsAura


class ReturnsAsAuraRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def its_aura_sentence(self, c: list) -> SentenceMark:
        self._only(c[0], "aura enchantment")  # type: ignore[attr-defined]
        enchant: Enchant = self.kw_enchant([c[1]])  # type: ignore[attr-defined]
        d = c[1]  # the enchant ability's text as printed ('Enchant Forest you control'), for the reader
        words = " ".join(d.subtypes or [t.lower() for t in d.types]) + (" you control" if d.controller == "you" else "")
        enchant = msgspec.structs.replace(enchant, text=f"Enchant {words}")
        abilities: tuple[Any, ...] = self.quoted_abilities(c[2])  # type: ignore[attr-defined]
        if not abilities:
            raise Unsupported("a quoted ability that didn't compile")
        return SentenceMark("its_aura", (ReturnAsAura((enchant, *abilities)),))

    def its_aura_sentence_loses(self, c: list) -> SentenceMark:
        """'..., and it loses all other abilities.' (Bronzehide Lion): its printed abilities are gone (613.1f)."""
        self._only(c[3], "other abilities")  # type: ignore[attr-defined]
        mark = self.its_aura_sentence(c[:3])
        made = mark.effects[0]
        assert isinstance(made, ReturnAsAura)
        return SentenceMark("its_aura", (msgspec.structs.replace(made, loses_others=True),))


def mark_its_aura(mark: SentenceMark, last: Any) -> Any:
    """'Return it to the battlefield.' then 'It's an Aura enchantment with ...': the card itself, returned
    untapped under the effect's controller's control (the card's ruling), returns as that Aura."""
    if mark.name != "its_aura":
        return None
    if isinstance(last, ReturnToBattlefield) and isinstance(last.what, This) and not last.tapped and not last.owner:
        made = mark.effects[0]
        assert isinstance(made, ReturnAsAura)
        return made
    return None


TRANSFORMER = ReturnsAsAuraRules
MARKS = (mark_its_aura,)
