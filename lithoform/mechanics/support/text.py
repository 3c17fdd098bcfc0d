"""Support (701.41), the text part: "Support N" on a permanent means "Put a +1/+1 counter on each of up to N
other target creatures"; on an instant or sorcery spell, "... on each of up to N target creatures" (701.41a).
Written with the general nodes: the targets are chosen as the spell is cast or the ability is put on the
stack (601.2c, 603.3d). Data only: it needs no rules of its own."""

from __future__ import annotations

from lithoform.cards.tree import Filter, PutCounters, TargetSpec
from lithoform.compiler.values import VP


class SupportRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def support(self, c: list) -> VP:
        n = int(str(c[0]))
        spell = "Instant" in self.face_types or "Sorcery" in self.face_types
        spec = TargetSpec("creature", Filter(other=not spell), min=0, max=n)
        ref = self.scope.target(spec)  # type: ignore[attr-defined]
        return VP(lambda _you: PutCounters("+1/+1", 1, ref), "you", "support")


TRANSFORMER = SupportRules
