"""Haunt (702.55), the text part. 702.55a: "Haunt" on a permanent means "When this permanent is put into a
graveyard from the battlefield, exile it haunting target creature." 702.55b-c: the card in exile haunts that
creature, and its triggered abilities that refer to the haunted creature trigger in exile ('when the creature
it haunts dies'). Haunt on an instant or sorcery (702.55a's second sentence) is refused. Data only."""

from __future__ import annotations

from lithoform.cards.tree import TargetSpec, Trigger, TriggeredAbility
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.haunt.nodes import HAUNTING, HauntExile

HAUNT = TriggeredAbility(
    trigger=Trigger("to_graveyard", this=True),
    effect=HauntExile(),
    targets=(TargetSpec("creature"),),
    keyword="Haunt",
    text="Haunt (when this creature dies, exile it haunting target creature)",
)


class HauntRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    face_types: tuple[str, ...]

    def kw_haunt(self, c: list) -> TriggeredAbility:
        if "Instant" in self.face_types or "Sorcery" in self.face_types:
            raise Unsupported("haunt on an instant or sorcery (702.55a)")
        return HAUNT

    def trig_self_enters_or_haunted_dies(self, c: list) -> list[Trigger]:
        """Two trigger events of one ability (603.2): this permanent entering, and the creature its card
        haunts dying (702.55c: that one triggers in exile)."""
        self._only(c[0], "creature")  # type: ignore[attr-defined]
        return [Trigger("enters", this=True), Trigger("dies", linked=HAUNTING)]


TRANSFORMER = HauntRules
