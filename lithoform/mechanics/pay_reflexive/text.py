"""'You may pay {N}. When you do, ...', the text part. Data only: imports the cards and the compiler's basics,
never the rules."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import (
    DoThen,
    ExileFromHand,
    Filter,
    IfThen,
    May,
    MayThen,
    PayOptional,
    SacrificeObjects,
    Sequence,
    Trigger,
    TriggeredAbility,
    Triggering,
)
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import SentenceMark, Unsupported, mana
from lithoform.mechanics.connive.nodes import Connive
from lithoform.mechanics.pay_reflexive.nodes import TriggerReflexive


class PayReflexiveRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def pay_when_you_do_sentence(self, c: list) -> list:
        """603.12: the payment is a choice made as the ability resolves (608.2d, 118.12); when it's paid, the
        reflexive ability triggers, with targets of its own (chosen when it is put on the stack)."""
        cost = mana(c[0])
        if "X" in cost:
            raise Unsupported("paying {X} on resolution")
        reflexive = self._reflexive(c[-1])  # type: ignore[attr-defined]  # compiler/seeds.py, 603.12
        return [PayOptional(cost, TriggerReflexive(reflexive))]

    def when_it_connives(self, c: list) -> None:
        """The words 'When it connives this way,' (701.50b): as 'When you do,' (compiler/seeds.py), a
        reflexive ability whose targets are its own, so none may come before it (603.12)."""
        if self.scope.targets:  # type: ignore[attr-defined]
            raise Unsupported("a reflexive trigger after targets of the ability that creates it")

    def when_you_do_sentence(self, c: list) -> SentenceMark:
        """'When you do, [effect].' after an optional or possibly-impossible action (Brokers Hideout's
        'sacrifice it'): the reflexive ability triggers only if the action was taken (603.12)."""
        return SentenceMark("when_you_do", (self._reflexive_after(*c),))

    def when_you_do_hand_exile_sentence(self, c: list) -> SentenceMark:
        """603.12: 'When you do, that player reveals their hand and you choose a nonland card from it. Exile that
        card.': the reflexive ability's one instruction (701.20a: the hand is revealed; the controller chooses)."""
        who, n, d, card = [x for x in c if x is not None]
        if not isinstance(who, Triggering) or not isinstance(self.scope.player, Triggering):  # type: ignore[attr-defined]
            raise Unsupported("a revealed hand of a player the trigger event doesn't name")
        self._only(card, "card")  # type: ignore[attr-defined]
        if _int(n) != 1 or not d.from_it or d.noun != "card":
            raise Unsupported("exiling other than one card chosen from the revealed hand")
        f = d.filter()
        exile = ExileFromHand(who, None if f == Filter() else f)
        self.scope.event_amount = False  # type: ignore[attr-defined]
        return SentenceMark("when_you_do", (TriggerReflexive(TriggeredAbility(Trigger("reflexive"), exile, ())),))

    def when_it_connives_sentence(self, c: list) -> SentenceMark:
        """'It connives. When it connives this way, [effect].' (701.50b: it connives even if drawing or
        discarding was impossible, so the reflexive ability always triggers; 603.12)."""
        return SentenceMark("when_connives", (self._reflexive_after(*c),))

    def _reflexive_after(self, _mark: None, tree: Any) -> TriggerReflexive:
        """603.12: the reflexive ability, with targets of its own (none came before it: `when_you_do`)."""
        return TriggerReflexive(self._reflexive(tree))  # type: ignore[attr-defined]  # compiler/seeds.py


def _when_you_do(mark: SentenceMark, last: Any) -> Any:
    """603.12: 'You may X. When you do, ...' and 'Sacrifice it. When you do, ...': the reflexive ability
    triggers when the action was taken (a sacrifice of a permanent that has left the battlefield isn't)."""
    if mark.name == "when_connives":
        if not isinstance(last, Connive):
            raise Unsupported("'when it connives this way' after something other than conniving")
        return Sequence((last, *mark.effects))  # 701.50b: it connives, whatever happened
    if mark.name != "when_you_do":
        return None
    (trigger,) = mark.effects
    if isinstance(last, May):
        return MayThen(last.effect, trigger)
    if isinstance(last, IfThen) and isinstance(last.then, May) and last.otherwise is None:
        # 'Then if you control exactly thirteen permanents, you may sacrifice ~. When you do, ...' (Stensia
        # Uprising): the reflexive ability triggers only where the offer was made and taken
        return msgspec.structs.replace(last, then=MayThen(last.then.effect, trigger))
    if isinstance(last, SacrificeObjects):
        return DoThen(last, trigger)
    raise Unsupported("'when you do' after an instruction that can't be declined or fail")


TRANSFORMER = PayReflexiveRules
MARKS = (_when_you_do,)
