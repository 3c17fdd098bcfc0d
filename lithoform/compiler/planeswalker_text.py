"""Transformer rules for the parts of the Core Set 2021 planeswalkers other than emblems (114, in
lithoform/mechanics/emblems/text.py): 'if an opponent
controls more creatures than you', putting a card from a graveyard onto the battlefield, gaining a keyword
with no duration (611.2a). Mixed into `OracleTransformer` (transform.py); the grammar is the 'emblems' block
of effects.lark."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    AddAbilities,
    AmountAtLeast,
    ApplyContinuous,
    CardsInGraveyard,
    ControlsAtLeast,
    Created,
    DelayedEventTrigger,
    Discard,
    DiscardOrLoseLife,
    EachPlayer,
    IfThen,
    OpponentControlsMore,
    PutOntoBattlefield,
    ReturnChosenCard,
    SacrificeChosen,
    Target,
    Trigger,
    You,
)
from lithoform.compiler.abilities import _permanents, describe_or_fail
from lithoform.compiler.values import VP, Scope, SentenceMark, Unsupported, one, replace, sequence


class PlaneswalkerTextRules:
    """Mixed into `OracleTransformer` before `AbilityRules` (its `cond_opponent_more` replaces theirs)."""

    scope: Scope

    def cond_opponent_more(self, c: list) -> OpponentControlsMore:
        """'if an opponent controls more creatures than you'."""
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if not d.plural:
            raise Unsupported("comparing counts of something that isn't plural")
        return OpponentControlsMore(_permanents(d))

    def gain_keywords_forever(self, c: list) -> VP:
        """611.2a: 'It gains haste.' with no duration lasts until the object leaves the battlefield (400.7)."""
        keywords = c[0]
        return VP(lambda what: ApplyContinuous((AddAbilities(keywords=keywords),), what, until="permanent"),
                  "object", "gain")

    def put_onto_battlefield_yours(self, c: list) -> VP:
        """'put target creature card from a graveyard onto the battlefield under your control'; 'it' after it
        is the permanent the card became (400.7j)."""
        what = c[0]
        if what != self.scope.last or not isinstance(what, Target):
            raise Unsupported("putting something other than a target onto the battlefield")
        self.scope.last = Created()
        return VP(lambda who: PutOntoBattlefield(what), "you", "put onto the battlefield")

    def put_onto_battlefield_owner(self, c: list) -> VP:
        """'put target creature card from a graveyard onto the battlefield under its owner's control' (110.2)."""
        vp = self.put_onto_battlefield_yours(c)
        return VP(lambda who: replace(vp.make(who), owner=True), vp.subject, vp.name)

    def couldnt_lose_sentence(self, c: list) -> SentenceMark:
        """'Each opponent who can't loses 3 life.' after 'Each player discards a card.'"""
        return SentenceMark("couldnt_lose", (c[0],))

    def if_cant_sentence(self, c: list) -> SentenceMark:
        return SentenceMark("if_cant", tuple(self._finish(c[0])))  # type: ignore[attr-defined]

    def delayed_batch_attack_head(self, c: list) -> Any:
        """'Whenever one or more nontoken creatures attack this turn, ...': 'that many' is how many of them
        attacked (the Basri Ket ruling: counted as they're declared)."""
        d = describe_or_fail(list(self._words(c[0])))  # type: ignore[attr-defined]
        if not d.plural or d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("an attack trigger for something other than creatures")
        self.scope.event_amount = True
        return d.filter()

    def delayed_batch_attack_clause(self, c: list) -> DelayedEventTrigger:
        """603.7: a delayed triggered ability that triggers once per declaration of attackers (508.1m) in which
        one or more of the described creatures attack."""
        return DelayedEventTrigger(Trigger("attacks", filter=c[0], batch=True), one(c[1]))


    def delayed_batch_attack_sentence(self, c: list) -> list:
        """603.7: as `delayed_batch_attack_clause`, every instruction of the sentence its effect."""
        effect = sequence(self._finish(c[1]))  # type: ignore[attr-defined]
        return [DelayedEventTrigger(Trigger("attacks", filter=c[0], batch=True), effect)]

def mark_couldnt(mark: SentenceMark, last: Any) -> Any:
    """'Each opponent who can't loses 3 life.' changes the 'each player discards a card' before it (or None)."""
    if mark.name == "couldnt_lose" and isinstance(last, Discard) and isinstance(last.who, EachPlayer) \
            and last.amount == 1 and last.chooser == "player" and last.filter is None:
        return DiscardOrLoseLife(last, mark.effects[0])
    if mark.name == "if_cant":
        return _if_cant(mark, last)
    return None


def _if_cant(mark: SentenceMark, last: Any) -> Any:
    """'If you can't, ...' after an instruction of yours that needs one object to act on (609.3: with none,
    it does nothing): whether there is one is checked as it would happen."""
    otherwise = sequence(list(mark.effects))
    f = getattr(last, "filter", None)
    if f is not None and sum(bool(x) for x in (f.types, f.subtypes, f.supertypes, f.colors)) > 1:
        # 'a land card or Elf card' reads as one filter whose fields must all match: not what it says
        raise Unsupported("'if you can't' after a choice among two kinds of card")
    if isinstance(last, SacrificeChosen) and isinstance(last.who, You) and last.count == 1:
        return IfThen(ControlsAtLeast(replace(last.filter, controller="you"), 1), last, otherwise)
    if isinstance(last, ReturnChosenCard) and last.count == 1 and not last.up_to:
        return IfThen(AmountAtLeast(CardsInGraveyard(last.filter, You()), 1), last, otherwise)
    return None
