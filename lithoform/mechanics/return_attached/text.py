"""'Return ~ from your graveyard to the battlefield attached to that creature / target creature.' (303.4i), the
text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.return_attached.nodes import ReturnSelfAttached


class ReturnAttachedRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def return_self_attached(self, c: list) -> VP:
        """The host is the object 'that creature' names (the triggering creature); the ability functions in the
        graveyard (113.6m)."""
        noun = " ".join(self._words(c[0]))  # type: ignore[attr-defined]
        if noun not in ("creature", "permanent"):
            raise Unsupported(f"returning ~ attached to that {noun}")
        self.scope.from_graveyard = True  # type: ignore[attr-defined]
        host = self.scope.that()  # type: ignore[attr-defined]
        return VP(lambda who: ReturnSelfAttached(host), "you", "return")

    def return_self_then_attach(self, c: list) -> VP:
        """'..., then attach it to that creature' (Sword of the Meek): returned, then attached (701.3a); the ability
        functions in the graveyard (113.6m)."""
        noun = " ".join(self._words(c[0]))  # type: ignore[attr-defined]
        if noun != "creature" or "Equipment" not in self.face_subtypes:  # type: ignore[attr-defined]
            raise Unsupported(f"returning ~ and then attaching it to that {noun}")
        self.scope.from_graveyard = True  # type: ignore[attr-defined]
        host = self.scope.that()  # type: ignore[attr-defined]
        return VP(lambda who: ReturnSelfAttached(host, then_attach=True), "you", "return")

    def return_self_attached_target(self, c: list) -> VP:
        """'... attached to target creature' (Gryff's Boon): the host is the target, chosen as the ability is put on
        the stack (601.2c); an illegal target on resolution means the ability doesn't resolve (608.2b)."""
        host = c[0]
        self.scope.from_graveyard = True  # type: ignore[attr-defined]
        return VP(lambda who: ReturnSelfAttached(host), "you", "return")


TRANSFORMER = ReturnAttachedRules
