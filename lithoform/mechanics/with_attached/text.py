"""An object or group and the permanents attached to it, the text part. Data only: imports the cards and the
compiler's basics."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import Each
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.with_attached.nodes import AndAttached


class WithAttachedRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def wa_host_pronoun(self, c: list) -> tuple[str, Any]:
        return ("it", None)

    def wa_host_that(self, c: list) -> tuple[str, Any]:
        return ("it", None)  # 'that creature': the object just named (608.2c)

    def wa_host_group(self, c: list) -> tuple[str, Any]:
        return ("group", self._words(c[0]))  # type: ignore[attr-defined]

    def wa_and_attached(self, c: list) -> AndAttached:
        """'[np] and all [permanents] attached to it': the permanents attached to the objects the np names (a group
        host, 'attached to creatures', must be the np's own group: End Hostilities)."""
        what, attached_tok, (host, words) = c
        if host == "group":
            if not isinstance(what, Each) or self.desc_of_words(list(words), []).filter() != what.filter:  # type: ignore[attr-defined]
                raise Unsupported("permanents attached to a group other than the one named before")
        attached = self.desc_of_words(list(self._words(attached_tok)), [])  # type: ignore[attr-defined]
        if attached.noun not in ("", "permanent") or attached.zone != "battlefield":
            raise Unsupported("attached objects described as cards or spells")
        ref = AndAttached(what, attached.filter())
        self.scope.last = ref  # type: ignore[attr-defined]
        return ref


TRANSFORMER = WithAttachedRules
