"""'Then that player or that permanent's controller may pay {R}{R}. If the player does, they may copy this spell
and may choose a new target for that copy.' and the other Chains' prices, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.compiler.values import Unsupported, mana
from lithoform.mechanics.chain_copies.nodes import ChainPayCopy


class ChainCopiesRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _chain_desc(self, desc: Any, *nouns: str) -> None:
        if " ".join(self._words(desc)) not in nouns:  # type: ignore[attr-defined]
            raise Unsupported(f"a Chain's '{' '.join(self._words(desc))}'")  # type: ignore[attr-defined]

    def _chain_payer(self, token: Any) -> None:
        """'that player or that permanent's controller' (after 'any target'), 'that creature's controller' (after a
        target permanent), 'that player' (after a target player): the words match the one target (115.1)."""
        targets = self.scope.targets  # type: ignore[attr-defined]
        if len(targets) != 1:
            raise Unsupported("a Chain's payer without exactly one target")
        kind = targets[0].kind
        words = str(token).split()
        if "or" in words:
            self._chain_desc(words[4], "permanent")
            ok = kind == "any"
        elif words[1] == "player":
            ok = kind in ("player", "opponent")
        else:
            self._chain_desc(words[1], "permanent", "creature")
            ok = kind not in ("player", "opponent", "any", "spell", "ability", "card")
        if not ok:
            raise Unsupported("a Chain's payer that doesn't match its target")

    def chain_price_mana(self, c: list) -> ChainPayCopy:
        return ChainPayCopy(mana(c[0]))

    def chain_price_sacrifice(self, c: list) -> ChainPayCopy:
        d = self.desc([c[0]])  # type: ignore[attr-defined]
        if d.plural or d.noun in ("spell", "card", "ability") or d.zone != "battlefield":
            raise Unsupported("a Chain's sacrifice of something other than a permanent")
        return ChainPayCopy(sacrifice=d.filter())

    def chain_price_discard(self, c: list) -> ChainPayCopy:
        self._chain_desc(c[0], "card")
        return ChainPayCopy(discard=True)

    def chain_pay_copy_sentence(self, c: list) -> list:
        token, price = [x for x in c if x is not None][:2]
        self._chain_payer(token)
        return [price]

    def chain_free_copy_sentence(self, c: list) -> list:
        self._chain_payer([x for x in c if x is not None][0])
        return [ChainPayCopy()]


TRANSFORMER = ChainCopiesRules
