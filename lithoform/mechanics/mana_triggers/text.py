"""Triggered mana abilities (605.1b), the text part: the trigger 'whenever enchanted land is tapped for mana'
(106.12a) and the instruction 'its controller adds an additional {G}'. Data only: imports the cards and the
compiler basics, never the rules."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import Filter, Trigger, Triggering, TriggeringController
from lithoform.compiler.descriptions import Desc
from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.mana_triggers.nodes import PRODUCED, TAPPED_FOR_MANA, AddAdditionalMana

# what an Aura with this trigger may enchant: a land, or lands of a basic land type (205.3i)
_LANDS = ("land", "forest", "island", "mountain", "plains", "swamp")


class ManaTriggerRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def trig_enchanted_tapped_for_mana(self, c: list) -> Trigger:
        """106.12a: 'whenever enchanted land is tapped for mana': the triggering object is the land."""
        words = self._words(c[1])  # type: ignore[attr-defined]
        if str(c[0]) != "enchanted" or len(words) != 1 or words[0] not in _LANDS or "Aura" not in self.face_subtypes:  # type: ignore[attr-defined]
            raise Unsupported("'tapped for mana' of something other than an enchanted land")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger(TAPPED_FOR_MANA, equipped=True)

    def _tapped_filter(self, c: list) -> Filter:
        """The permanents whose being tapped for mana triggers it (106.12a): 'a [description of permanents]'."""
        n, d = c[-2], c[-1]
        if n != 1:
            raise Unsupported("'tapped for mana' of several permanents at once")
        if not isinstance(d, Desc) or d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("'tapped for mana' of something other than permanents")
        return d.filter()

    def trig_you_tap_for_mana(self, c: list) -> Trigger:
        """'whenever you tap a Forest for mana' (106.12a): a permanent of the ability's controller (who
        activated its mana ability); the triggering object is the permanent."""
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger(TAPPED_FOR_MANA, filter=msgspec.structs.replace(self._tapped_filter(c), controller="you"))

    def trig_any_tapped_for_mana(self, c: list) -> Trigger:
        """'whenever a Forest is tapped for mana' (106.12a): anyone's; 'its controller' is the permanent's."""
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        return Trigger(TAPPED_FOR_MANA, filter=self._tapped_filter(c), whose="each")

    def trig_you_tap_self_for_mana(self, c: list) -> Trigger:
        """'Whenever you tap ~ for mana' (106.12a): this permanent's own mana ability activated."""
        return Trigger(TAPPED_FOR_MANA, this=True)

    def trig_opponent_taps_for_mana(self, c: list) -> Trigger:
        """'Whenever an opponent taps a land for mana' (106.12a): a permanent an opponent controls (only its
        controller activates its mana abilities, 602.2); the triggering object is the permanent."""
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        f = msgspec.structs.replace(self._tapped_filter(c), controller="opponent")
        self.scope.player = TriggeringController()  # type: ignore[attr-defined]  # 'that player'
        return Trigger(TAPPED_FOR_MANA, filter=f, whose="each")

    def add_additional_mana(self, c: list) -> VP:
        mana = str(c[-1]).upper()
        return VP(lambda who: _additional(mana, who), "player", "add")

    def add_additional_chosen_mana(self, c: list) -> VP:
        return VP(lambda who: _additional(None, who), "player", "add")

    def add_additional_produced_mana(self, c: list) -> VP:
        """106.12a: 'adds one mana of any type that land produced' (Mana Flare): the type of the mana it just made."""
        if list(self._words(c[-1])) != ["land"]:  # type: ignore[attr-defined]
            raise Unsupported("mana of any type that something other than 'that land' produced")
        return VP(lambda who: _additional(PRODUCED, who), "player", "add")


def _additional(mana: str | None, who: Any) -> AddAdditionalMana:
    return AddAdditionalMana(mana, who)


TRANSFORMER = ManaTriggerRules
