"""'Whenever ~ becomes tapped' (603.2, 701.26a), the text part: the trigger event 'tapped' on this permanent,
on the permanent this Aura or Equipment is attached to, or on any permanent a description matches. The rules
core triggers them as a permanent becomes tapped (rules/triggers/matching.tapped_triggers). Data only."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, Triggering
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import Unsupported


class TappedTriggerRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def trig_self_tapped(self, c: list) -> Trigger:
        """'Whenever ~ becomes tapped' (701.26a)."""
        return Trigger("tapped", this=True)

    def trig_attached_tapped(self, c: list) -> Trigger:
        """'Whenever enchanted land becomes tapped' (Psychic Venom): the permanent this is attached to."""
        word = str(c[0])
        if word not in ("enchanted", "equipped"):
            raise Unsupported(f"'{word} ... becomes tapped'")
        wanted = {"enchanted": "Aura", "equipped": "Equipment"}[word]
        if wanted not in self.face_subtypes:  # type: ignore[attr-defined]
            raise Unsupported(f"'{word} ...' on a card that isn't an {wanted}")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("tapped", equipped=True)

    def trig_becomes_tapped(self, c: list) -> Trigger:
        """'Whenever a creature an opponent controls becomes tapped' (Gideon's Avenger)."""
        n, d = c
        if n != 1 or not isinstance(d, Desc):
            raise Unsupported("'N [things] become tapped'")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger("tapped", filter=self._trigger_filter([d]))  # type: ignore[attr-defined]


TRANSFORMER = TappedTriggerRules
