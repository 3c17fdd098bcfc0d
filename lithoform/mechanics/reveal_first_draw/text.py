"""'Reveal the first card you draw each turn. Whenever you reveal a land card this way, ...', the text part. Data
only."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import Trigger, TriggeredAbility, Triggering
from lithoform.compiler.values import Unsupported, described
from lithoform.mechanics.reveal_first_draw.nodes import REVEALED_FIRST_DRAW, RevealFirstDraw


class RevealFirstDrawRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def st_reveal_first_draw(self, c: list) -> RevealFirstDraw:
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return RevealFirstDraw(text="Reveal the first card you draw each turn.")

    def st_reveal_first_draw_your_turns(self, c: list) -> RevealFirstDraw:
        self._only(c[0], "card")  # type: ignore[attr-defined]
        return RevealFirstDraw(your_turns=True, text="Reveal the first card you draw on each of your turns.")

    def trig_reveal_first_draw(self, c: list) -> Trigger:
        """'Whenever you reveal a land card this way': the card revealed is the trigger's object ('it')."""
        d = described(list(self._words(c[0])))  # type: ignore[attr-defined]
        if d.noun != "card":
            raise Unsupported("'whenever you reveal a ... this way' of something other than a card")
        self.scope.default_it = Triggering()  # type: ignore[attr-defined]
        # the card's kind (its characteristics, 109.3), whoever 'controls' a card in a hand
        return Trigger(REVEALED_FIRST_DRAW, filter=msgspec.structs.replace(d.filter(), controller=None))


def _check(card: Any) -> str | None:
    """A 'whenever you reveal ... this way' ability needs the face's 'Reveal the first card you draw ...' (the reveal
    it speaks of); any other reveal ('reveal cards until you reveal a nonland card', Calibrated Blast) isn't it."""
    for face in card.faces:
        triggers = [a for a in face.abilities if isinstance(a, TriggeredAbility)
                    and a.trigger.event == REVEALED_FIRST_DRAW]
        if triggers and not any(isinstance(a, RevealFirstDraw) for a in face.abilities):
            return "'whenever you reveal ... this way' without 'Reveal the first card you draw ...'"
        if face.spell is not None and REVEALED_FIRST_DRAW in repr(face.spell):
            return "'when you reveal ... this way' in a spell (a reveal of its own)"
    return None


CARD_CHECKS = (_check,)
TRANSFORMER = RevealFirstDrawRules
