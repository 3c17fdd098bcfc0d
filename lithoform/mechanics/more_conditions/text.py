"""Conditions of several parts and 'unless' (608.2c), their text part: 'you control a Human creature and a
non-Human creature' (Of One Mind), '~ entered the battlefield this turn' and 'If you do, discard a card unless
~ entered the battlefield this turn.' (Moon-Circuit Hacker). Data only: imports the cards and the compiler's
basics, never the rules."""

from __future__ import annotations

from lithoform.cards.combat_rule_kinds import ATTACKS_EACH_COMBAT
from lithoform.cards.tree import (
    AddAbilities,
    CombatRule,
    CountAtLeast,
    DiedThisTurn,
    Filter,
    IfThen,
    PTBoost,
    RefMatches,
    Sequence,
    StaticEffect,
    This,
)
from lithoform.compiler.descriptions import CARD_TYPES, COLORS
from lithoform.compiler.values import IfYouDo, Suffix, Unsupported, pt, sequence
from lithoform.mechanics.more_conditions.nodes import (
    NoCardsInHand,
    PutIntoYourGraveyardThisTurn,
    SourceEnteredThisTurn,
    YouCastIt,
)


class MoreConditionsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def cond_self_entered_this_turn(self, c: list) -> SourceEnteredThisTurn:
        return SourceEnteredThisTurn()

    def obj_he_she(self, c: list) -> This:
        """'he phases out' (Kaito Shizuki): only ever the planeswalker itself."""
        if not isinstance(self.scope.it(), This):  # type: ignore[attr-defined]
            raise Unsupported("'he' or 'she' for something other than ~")
        return This()

    def cond_you_cast_it(self, c: list) -> YouCastIt:
        """'if you cast it' (601.2): of the object 'it' names (an entering permanent)."""
        return YouCastIt(self.scope.it())  # type: ignore[attr-defined]

    def cond_put_into_your_graveyard(self, c: list) -> PutIntoYourGraveyardThisTurn:
        """'if an enchantment was put into your graveyard from the battlefield this turn' (a card type only)."""
        words = self._words(c[0])  # type: ignore[attr-defined]
        if len(words) != 1 or words[0] not in CARD_TYPES:
            raise Unsupported("a permanent put into your graveyard described by more than a card type")
        return PutIntoYourGraveyardThisTurn(CARD_TYPES[words[0]])

    def st_if_self_pt_keywords_attacks(self, c: list) -> list:
        """'As long as [condition], ~ gets +2/+2, has flying, and attacks each combat if able.': a layer
        effect (613.4c, 613.1f) and an attack requirement (508.1d), both only while the condition holds."""
        condition = self._while(c[0])  # type: ignore[attr-defined]
        p, t = pt(c[1])
        return [StaticEffect((PTBoost(p, t), AddAbilities(keywords=c[2])), condition=condition),
                CombatRule(ATTACKS_EACH_COMBAT, condition=condition)]

    def cond_n_died_this_turn(self, c: list) -> CountAtLeast:
        """'three or more creatures died this turn' (700.4: put into a graveyard from the battlefield)."""
        n, d = c[0], self._desc_of(c[1])  # type: ignore[attr-defined]
        if not isinstance(n, int) or d.types != ["Creature"] or not d.plural or d.filter() != Filter(
                types=("Creature",), token=d.token):
            raise Unsupported("counting deaths of something other than creatures")
        return CountAtLeast(DiedThisTurn(token=d.token), n)

    def cond_no_cards_in_hand(self, c: list) -> NoCardsInHand:
        self._only(c[0], "cards")  # type: ignore[attr-defined]
        return NoCardsInHand()

    def if_you_do_unless_sentence(self, c: list) -> IfYouDo:
        """'If you do, discard a card unless ~ entered the battlefield this turn.': the instruction happens
        only if the condition doesn't hold (608.2c)."""
        effects, condition = c
        return IfYouDo([IfThen(condition, Sequence(()), sequence(self._finish(effects)))])  # type: ignore[attr-defined]


    def sfx_other_than_this(self, c: list) -> Suffix:
        """'target creature other than ~': the same as 'another target creature' (Filter.other)."""
        return Suffix("other_than_this", True)

    def sfx_other_than_this_after(self, c: list) -> Suffix:
        """'modified creatures you control other than ~': the same as 'other' (Filter.other)."""
        return Suffix("other_than_this_after", True)

    def then_unless_sentence(self, c: list) -> list:
        """'Then discard a card unless [condition].' (Tainted Indulgence): the instruction happens only if
        the condition doesn't hold as it would (608.2c)."""
        effects, condition = c[-2:]
        return [IfThen(condition, Sequence(()), sequence(self._finish(effects)))]  # type: ignore[attr-defined]

    def if_its_after_sentence(self, c: list) -> list:
        """'Counter target spell if it's blue.' / 'Destroy target permanent if it's blue.': the condition on
        the object just named, checked as the instruction would happen (608.2c)."""
        clauses, tok = c
        words = [w for w in self._words(tok) if w not in (",", "or")]  # type: ignore[attr-defined]
        if not words or any(w not in COLORS for w in words):
            raise Unsupported("'if it's ...' with something other than colors")
        what = self.scope.it()  # type: ignore[attr-defined]
        effects = self._finish(clauses)  # type: ignore[attr-defined]
        return [IfThen(RefMatches(what, Filter(colors=tuple(COLORS[w] for w in words))), sequence(effects))]


TRANSFORMER = MoreConditionsRules
