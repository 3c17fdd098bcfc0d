"""Transformer rules for combat requirements and restrictions (508.1c-d, 509.1b-c), combat triggers
(510.3a, 508.1m), deaths counted this turn (700.4), a cost of tapping untapped permanents (602.2b), spells
that cost more when they target this (601.2f), tokens with quoted abilities (111.4), the delayed 'whenever a
creature attacks this turn' (603.7) and looking at cards to reveal one (701.20a). Mixed into
`OracleTransformer` (transform.py); the grammar is the 'combatreq' block of effects.lark."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lithoform.cards.combat_rule_kinds import (
    ATTACKS_DESPITE_DEFENDER,
    ATTACKS_EACH_COMBAT,
    CAN_BLOCK_ONLY,
    CANT_ATTACK,
    MUST_BE_BLOCKED,
)
from lithoform.cards.tree import (
    AttackingYouAtLeast,
    CombatRule,
    DelayedEventTrigger,
    DiedThisTurn,
    Filter,
    LookRevealToHand,
    PTBoost,
    StaticEffect,
    TapCost,
    TokenSpec,
    Trigger,
    Triggering,
    XValue,
)
from lithoform.compiler.descriptions import Desc, DescriptionError, describe
from lithoform.compiler.nouns import _int
from lithoform.compiler.values import Marked, Scope, Suffix, Unsupported, one, pt, replace, sequence


@dataclass(frozen=True)
class Quoted:
    """The quoted abilities a token is created with (compiled by compiler._quoted)."""

    abilities: tuple[Any, ...]


class CombatTextRules:
    """Mixed into `OracleTransformer` before the other rule groups (its `desc`, `token_body` and
    `st_spells_cost` add to theirs)."""

    scope: Scope
    quoted: tuple[tuple[Any, ...], ...] = ()

    def _desc_of(self, tok: Any) -> Desc:
        try:
            return describe(list(self._words(tok)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None

    # --- descriptions ----------------------------------------------------------------------------------------

    def sfx_opponents_cast(self, c: list) -> Suffix:
        return Suffix("opponents_cast")

    def sfx_targets_this(self, c: list) -> Suffix:
        return Suffix("targets_this")

    def st_spells_cost(self, c: list) -> Any:
        """'Spells your opponents cast that target ~ cost {3} more to cast' (601.2f, after 601.2c)."""
        d: Desc = c[0]
        targeting, d.targets_this = d.targets_this, False
        modifier = super().st_spells_cost(c)  # type: ignore[misc]
        return replace(modifier, targeting_this=True) if targeting else modifier

    def st_on_stack_targeting_cost(self, c: list) -> Any:
        """'As long as ~ is on the stack, spells that target it cost {2} more to cast' (Kaervek's Torch): the
        spell's own static ability, which functions while it is on the stack (113.6; 601.2c before 601.2f)."""
        d = self._desc_of(c[0])  # type: ignore[attr-defined]
        if d.noun != "spell" or not d.plural or d.filter() != Filter():  # any spell
            raise Unsupported("a cost change on the stack for spells of a kind")
        modifier = super().st_spells_cost([d, c[1], "more"])  # type: ignore[misc]
        return replace(modifier, targeting_this=True, on_stack=True)

    def for_each_died(self, c: list) -> DiedThisTurn:
        """'for each (nontoken) creature that died this turn' (700.4), counted from the turn's record."""
        d = self._desc_of(c[0])
        if d.types != ["Creature"] or d.plural or replace(d.filter(), token=None) != Filter(types=("Creature",)):
            raise Unsupported("counting deaths of something other than creatures")
        return DiedThisTurn(token=d.token)

    # --- costs ---------------------------------------------------------------------------------------------------

    def cost_tap_others(self, c: list) -> dict:
        """'Tap two untapped Spirits you control' (602.2b)."""
        n, d = c
        if d.tapped is not False or d.controller != "you" or d.zone != "battlefield" or d.noun in ("spell", "card"):
            raise Unsupported("tapping something other than untapped permanents you control")
        return {"tap_others": (TapCost(d.filter(), _int(n)),)}

    def cost_tap_another(self, c: list) -> dict:
        """'Tap another untapped artifact you control' (602.2b): one permanent other than the source."""
        d = c[0]
        if not d.other or d.plural:  # the chunked description holds 'another'
            raise Unsupported("tapping a described permanent without a number")
        return self.cost_tap_others([1, d])

    # --- triggers --------------------------------------------------------------------------------------------------

    def trig_self_combat_damage_player_or_pw(self, c: list) -> Trigger:
        """510.3a: 'Whenever ~ deals combat damage to a player or planeswalker'; 'that many' is the damage."""
        self._only(c[0], "planeswalker")  # type: ignore[attr-defined]
        self.scope.event_amount = True
        return Trigger("combat_damage", this=True, to_player=True, to_planeswalker=True)

    def trig_deals_damage_to(self, c: list) -> Trigger:
        """'Whenever a creature you control with deathtouch deals damage to a planeswalker' (120.1, combat
        or not); 'that planeswalker' is the object of the event."""
        n, d, what = c
        if _int(n) != 1:
            raise Unsupported("a number of damage sources")
        self._only(what, "planeswalker")  # type: ignore[attr-defined]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("a damage trigger for something other than a permanent")
        self.scope.default_it = Triggering()
        return Trigger("deals_damage", filter=d.filter(), to_planeswalker=True)

    def trig_opponent_attacks(self, c: list) -> Trigger:
        """'Whenever an opponent attacks with creatures' (508.1m: once as their attackers are declared)."""
        self._only(c[0], "creatures")  # type: ignore[attr-defined]
        return Trigger("opponent_attacks")

    def cond_attacking_you(self, c: list) -> AttackingYouAtLeast:
        n, those, walkers = c
        self._only(those, "creatures")  # type: ignore[attr-defined]
        self._only(walkers, "planeswalkers")  # type: ignore[attr-defined]
        return AttackingYouAtLeast(_int(n))

    # --- static abilities ------------------------------------------------------------------------------------------

    def st_attached_pt_attacks(self, c: list) -> list:
        """'Enchanted creature gets +2/+2 and attacks each combat if able': a layer effect (613.4c) and a
        requirement (508.1d) on the same creature."""
        word = self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]
        p, t = pt(c[2])
        return [StaticEffect((PTBoost(p, t),), attached=word), CombatRule(ATTACKS_EACH_COMBAT, attached=word)]

    def st_must_be_blocked(self, c: list) -> CombatRule:
        return CombatRule(MUST_BE_BLOCKED)

    def _condition(self, cond: Any) -> Any:
        if isinstance(cond, Marked):
            raise Unsupported("a condition that needs the sentence after it")
        return cond

    def st_cant_attack_unless(self, c: list) -> CombatRule:
        return CombatRule(CANT_ATTACK, condition=self._condition(c[0]), unless=True)

    def st_if_attacks_despite_defender(self, c: list) -> CombatRule:
        return CombatRule(ATTACKS_DESPITE_DEFENDER, condition=self._condition(c[0]))

    def st_can_block_only(self, c: list) -> CombatRule:
        d: Desc = c[0]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("blocking something other than creatures")
        return CombatRule(CAN_BLOCK_ONLY, filter=d.filter())

    def st_group_attacks(self, c: list) -> CombatRule:
        """'Creatures you control attack each combat if able' (508.1d)."""
        return CombatRule(ATTACKS_EACH_COMBAT, affected=c[0])

    # --- tokens with quoted abilities ------------------------------------------------------------------------------

    def token_with_quoted(self, c: list) -> Quoted:
        found: list[Any] = []
        for tok in c:
            n = int(str(tok)[1:])
            if n >= len(self.quoted):
                raise Unsupported("a quoted ability that didn't compile")
            found.extend(self.quoted[n])
        return Quoted(tuple(found))

    def token_with_keywords_quoted(self, c: list) -> tuple[Any, Quoted]:
        """'with flying and "..."': the keywords and the quoted ability, read by `token_body`."""
        return c[0], self.token_with_quoted(c[1:])

    def token_body(self, c: list) -> TokenSpec:
        if c and isinstance(c[-1], tuple) and len(c[-1]) == 2 and isinstance(c[-1][1], Quoted):
            keywords, quoted = c[-1]
            return self.token_body([*c[:-1], keywords, quoted])
        if c and isinstance(c[-1], Quoted):
            spec: TokenSpec = super().token_body(c[:-1])  # type: ignore[misc]
            return replace(spec, abilities=spec.abilities + c[-1].abilities)
        return super().token_body(c)  # type: ignore[misc]

    # --- effects -------------------------------------------------------------------------------------------------

    def delayed_attack_head(self, c: list) -> Filter:
        """'Whenever a creature attacks this turn, ...': 'it' in what follows is that creature."""
        if _int(c[0]) != 1:
            raise Unsupported("a number of attackers")
        d = self._desc_of(c[1])
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural:
            raise Unsupported("an attack trigger for something other than a creature")
        self.scope.last = Triggering()
        return d.filter()

    def delayed_attack_clause(self, c: list) -> DelayedEventTrigger:
        """603.7: a delayed triggered ability that lasts the turn (508.1m: it triggers on attacking)."""
        return DelayedEventTrigger(Trigger("attacks", filter=c[0]), one(c[1]))

    def delayed_attack_sentence(self, c: list) -> list:
        """603.7: as `delayed_attack_clause`, every instruction of the sentence its effect ('it gains first strike
        until end of turn and must be blocked this turn if able', Descend on the Prey)."""
        effect = sequence(self._finish(c[1]))  # type: ignore[attr-defined]
        return [DelayedEventTrigger(Trigger("attacks", filter=c[0]), effect)]

    def look_reveal_sentence(self, c: list) -> list:
        """'Look at that many cards from the top of your library. You may reveal a creature card or Garruk
        planeswalker card from among them and put it into your hand. Put the rest on the bottom of your
        library in a random order.'"""
        cards, n, wanted = c
        self._only(cards, "cards")  # type: ignore[attr-defined]
        if not self.scope.event_amount or _int(n) != 1:
            raise Unsupported("'that many' without an amount from the trigger event")
        words = list(self._words(wanted))  # type: ignore[attr-defined]
        filters = []
        for part in " ".join(words).split(" or "):
            try:
                d = describe(part.split(), [])
            except DescriptionError as e:
                raise Unsupported(str(e)) from None
            if d.noun != "card" or d.plural:
                raise Unsupported("revealing something other than a kind of card")
            filters.append(replace(d.filter(), controller=None))
        return [LookRevealToHand(XValue(), tuple(filters))]
