"""Conditional static abilities, the text part (611.3a): the condition is put on the static ability's
continuous effect or combat rule. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.combat_rule_kinds import ATTACKS_DESPITE_DEFENDER, ATTACKS_EACH_COMBAT
from lithoform.cards.static_support import EARLY_PARTS
from lithoform.cards.tree import (
    CANT_BE_BLOCKED,
    CANT_BLOCK,
    LOYALTY_AT_INSTANT_SPEED,
    AddAbilities,
    CombatRule,
    ControlsAtLeast,
    Filter,
    LifeAtMost,
    PreventSomeDamage,
    PTBoost,
    RedirectDamage,
    RefMatches,
    ScaleDamage,
    SetColors,
    SourceUntapped,
    Static,
    StaticEffect,
    This,
    YourTurn,
)
from lithoform.compiler.descriptions import COLORS
from lithoform.compiler.values import Marked, Unsupported, pt, replace
from lithoform.mechanics.cost_floors.nodes import SpellCostFloor
from lithoform.mechanics.game_outcome.nodes import CantLoseOrWin, DamageAsInfect
from lithoform.mechanics.player_hexproof.nodes import YouHaveKeyword

_COLORS = ("white", "blue", "black", "red", "green")

# 611.3a: damage replacement and prevention statics that take a condition, and the conditions they can read as
# the damage would be dealt (of the permanent itself or the turn, not of the layers' working values)
_CONDITIONED_REPLACEMENTS = (RedirectDamage, PreventSomeDamage, ScaleDamage)
_REPLACEMENT_CONDITIONS = (SourceUntapped, YourTurn)
# 104.3e, 120.3b, 611.3a: the statics of mechanics/game_outcome ('you can't lose the game', 'all damage is dealt to
# you as though its source had infect') and the conditions they read as a player would lose or be dealt damage (the
# permanents by their characteristics now, not the layers' working values)
_OUTCOME_STATICS = (CantLoseOrWin, DamageAsInfect)
_OUTCOME_CONDITIONS = (ControlsAtLeast, LifeAtMost, YourTurn)


def _while_it_is(ability: Any, kind: Filter, singular: tuple[Any, ...] = ()) -> StaticEffect:
    """611.3a: 'Enchanted creature gets +2/+2 as long as it's a Vampire.': the effect applies to the attached
    object only while it is of that kind, read as the layers apply (the core's attached statics with an
    `affected` filter on the object attached to, as 'as long as enchanted permanent is a creature'). 'Each
    land gets +2/+2 as long as it's a creature' (Earth Surge): the group is the objects of both kinds.
    '~ has defender as long as it's a Wall' (Mistform Wall): the source itself, as the layers stand."""
    if not (isinstance(ability, StaticEffect) and ability.condition is None):
        raise Unsupported("'as long as it's a ...' of something other than a continuous effect")
    if kind.controller is not None or not (kind.types or kind.subtypes or kind.supertypes or kind.colors):
        raise Unsupported("'as long as it's a ...' other than a kind of object")
    if kind.colors and any(isinstance(p, EARLY_PARTS) for p in ability.parts):
        raise Unsupported("'as long as it's <color>' on an effect applied before colors are (layer 5)")
    if ability.attached in ("enchanted", "equipped") and ability.affected is None:
        return replace(ability, affected=kind)
    if ability.attached is None and ability.affected is None:
        return replace(ability, condition=RefMatches(This(), kind))  # the source's working values (611.3a)
    if ability.attached is None and ability.affected is not None and any(a is ability for a in singular):
        return replace(ability, affected=_both(ability.affected, kind))
    raise Unsupported("'as long as it's a ...' of something other than the attached object")


def _both(group: Filter, kind: Filter) -> Filter:
    """The objects of `group` that are also of `kind` ('each Vehicle you control ... as long as it's a
    creature'): one card type each ('land' and 'creature') is both (all_types)."""
    changes: dict[str, Any] = {}
    for name in ("subtypes", "supertypes", "colors"):
        if getattr(kind, name):
            if getattr(group, name):
                raise Unsupported("'as long as it's a ...' of a group already of such a kind")
            changes[name] = getattr(kind, name)
    if kind.types:
        if group.all_types or group.any_of or len(kind.types) != 1:
            raise Unsupported("'as long as it's a ...' of more than one card type")
        if not group.types:
            changes["types"] = kind.types
        elif len(group.types) == 1:
            changes["types"] = ()
            changes["all_types"] = group.types + kind.types
        else:
            raise Unsupported("'as long as it's a ...' of a group of several card types")
    return replace(group, **changes)


def otherwise_kind(kind: Filter) -> Filter:
    """The objects not of `kind` ('Otherwise, it gets -2/-2.'): one card type, one list of subtypes or one
    color ('as long as it's white. Otherwise, ...', Serra's Boon)."""
    if kind.colors and len(kind.colors) == 1 and not (kind.types or kind.subtypes or kind.supertypes):
        return Filter(not_colors=kind.colors)
    if kind.types and not kind.subtypes and len(kind.types) == 1 and not kind.supertypes:
        return Filter(not_types=kind.types)
    if kind.subtypes and not kind.types and not kind.supertypes:
        return Filter(not_subtypes=kind.subtypes)
    raise Unsupported("'otherwise' after being of more than one kind")


class ConditionalStaticsRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _gated(self, ability: Any, cond: Any) -> Any:
        """611.3a: the ability's effect exists only while `cond` holds."""
        if isinstance(ability, list):
            return [self._gated(a, cond) for a in ability]
        if isinstance(cond, Marked) and cond.name in ("it_is", "it_is_color"):
            return _while_it_is(ability, cond.value, getattr(self, "singular_groups", ()))
        if isinstance(ability, CombatRule) and ability.condition is None and not ability.unless:
            # a combat rule's condition is read as attackers or blockers are declared (508.1, 509.1), not by
            # the layers: any condition a resolving ability could check (combat_text's 'as long as')
            if isinstance(cond, Marked):
                raise Unsupported("a condition that needs the sentence after it")
            return msgspec.structs.replace(ability, condition=cond)
        if isinstance(ability, _OUTCOME_STATICS) and ability.condition is None:  # Gideon of the Trials' emblem
            if not isinstance(cond, _OUTCOME_CONDITIONS):
                raise Unsupported(f"the condition {type(cond).__name__} on {type(ability).__name__}")
            return msgspec.structs.replace(ability, condition=cond)
        cond = self._while(cond)  # type: ignore[attr-defined]
        if isinstance(ability, _CONDITIONED_REPLACEMENTS) and ability.condition is None:
            if not isinstance(cond, _REPLACEMENT_CONDITIONS):
                raise Unsupported(f"a condition other than being untapped or your turn on a {type(ability).__name__}")
            return msgspec.structs.replace(ability, condition=cond)
        if isinstance(ability, StaticEffect) and ability.condition is None:
            return StaticEffect(ability.parts, ability.affected, ability.attached, ability.text, cond)
        if isinstance(ability, CombatRule) and ability.condition is None and not ability.unless:
            return CombatRule(ability.rule, ability.affected, ability.attached, ability.filter, cond,
                              any_of=ability.any_of, amount=ability.amount,
                              object=ability.object)
        if isinstance(ability, Static) and ability.keyword in (CANT_BLOCK, CANT_BE_BLOCKED, LOYALTY_AT_INSTANT_SPEED):
            # a restriction the engine reads by name, granted in layer 6 while the condition holds
            return StaticEffect((AddAbilities(keywords=(ability.keyword,)),), condition=cond)
        if isinstance(ability, SpellCostFloor) and ability.condition is None:  # Trinisphere (mechanics/cost_floors)
            return msgspec.structs.replace(ability, condition=cond)
        if isinstance(ability, YouHaveKeyword) and ability.condition is None:  # Gruul Spellbreaker (player_hexproof)
            return msgspec.structs.replace(ability, condition=cond)
        raise Unsupported(f"a condition on a {type(ability).__name__}")

    def cond_it_is_color(self, c: list) -> Marked:
        """"as long as it's white" (105.2): the object named before is that color (read by a static ability
        only: `_gated`); 'if it's legendary, it gains lifelink' (Blessing of Belzenlok; 205.4): another
        quality without an article is read as 'if it's a ...' (608.2c)."""
        words = tuple(self._words(c[0]))  # type: ignore[attr-defined]
        if len(words) == 1 and words[0] in _COLORS:
            return Marked("it_is_color", Filter(colors=self._color(c[0])))
        return self.cond_it_is(c)  # type: ignore[attr-defined]

    def st_while(self, c: list) -> Any:
        return self._gated(c[0], c[1])

    def st_otherwise_it(self, c: list) -> list:
        """'[Attached object] gets +2/+2 as long as it's a Vampire. Otherwise, it gets -2/-2.' (611.3a): a second
        effect on the attached object while it isn't of that kind."""
        first, parts = c
        if not (isinstance(first, StaticEffect) and first.attached is not None and first.affected is not None
                and first.condition is None):
            raise Unsupported("'otherwise' after something other than 'as long as it's a ...'")
        return [first, StaticEffect(tuple(parts), otherwise_kind(first.affected), first.attached)]

    def cs_instead_while(self, c: list) -> tuple[str, Any, Any]:
        return ("instead", c[0], c[1])

    def cs_instead_if(self, c: list) -> tuple[str, Any, Any]:
        return ("instead", c[1], c[0])

    def cs_while_it(self, c: list) -> tuple[str, Any, Any]:
        return ("while", tuple(c[1]), c[0])

    def st_followups(self, c: list) -> list:
        """Sentences after '[object] gets +1/+0.' about the same object (611.3a). 'It gets +3/+1 instead as long
        as ...': while the condition holds it gets the difference as well (613.4c: the P/T changes of layer 7c
        add up, so +1/+0 and +2/+1 make +3/+1); 'As long as ..., it [gets an additional ... / has ...]': a
        second effect on the same object under the condition."""
        first = c[0]
        if not (isinstance(first, StaticEffect) and first.condition is None and first.affected is None
                and len(first.parts) == 1 and isinstance(first.parts[0], PTBoost)):
            raise Unsupported("more sentences after something other than one object's P/T change")
        base: PTBoost = first.parts[0]
        out: list[Any] = [first]
        for kind, what, cond in c[1:]:
            if kind == "instead":
                p, t = pt(what)
                ability = StaticEffect((PTBoost(p - base.power, t - base.toughness),), attached=first.attached)
            else:
                ability = StaticEffect(what, attached=first.attached)
            out.append(self._gated(ability, cond))
        return out

    def st_while_first(self, c: list) -> Any:
        return self._gated(c[1], c[0])

    def _color(self, tok: Any) -> tuple[str, ...]:
        words = tuple(self._words(tok))  # type: ignore[attr-defined]
        if len(words) != 1 or words[0] not in _COLORS:
            raise Unsupported(f"'is {' '.join(words)}'")
        return (COLORS[words[0]],)

    def st_self_pt_cant_block(self, c: list) -> StaticEffect:
        """'~ gets +2/+2 and can't block' (509.1a: 'can't block' granted in layer 6)."""
        p, t = pt(c[0])
        return StaticEffect((PTBoost(p, t), AddAbilities(keywords=("can't block",))))

    def st_self_pt_unblockable(self, c: list) -> StaticEffect:
        """'~ gets +1/+0 and can't be blocked' (509.1b: 'can't be blocked' granted in layer 6; Vortex Runner)."""
        p, t = pt(c[0])
        return StaticEffect((PTBoost(p, t), AddAbilities(keywords=(CANT_BE_BLOCKED,))))

    def st_self_pt_color_granted(self, c: list) -> StaticEffect:
        """'~ gets +1/+1, is black, and has "..."' (layers 5, 6 and 7c)."""
        p, t = pt(c[0])
        return StaticEffect((PTBoost(p, t), SetColors(self._color(c[1])), c[2]))

    def st_self_pt_color_keywords_granted(self, c: list) -> StaticEffect:
        p, t = pt(c[0])
        granted = AddAbilities(c[3].abilities, keywords=tuple(c[2]) + tuple(c[3].keywords))
        return StaticEffect((PTBoost(p, t), SetColors(self._color(c[1])), granted))

    def st_self_color_granted(self, c: list) -> StaticEffect:
        """'~ is white and has "..."' (layers 5 and 6)."""
        return StaticEffect((SetColors(self._color(c[0])), c[1]))


    def _restricted(self, c: list, keyword: str, boost: bool) -> StaticEffect:
        """The attached creature's 'can't block' / 'can't be blocked' (509.1a-b), granted in layer 6 like a
        creature's own, with its P/T change (613.4c)."""
        word = self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]
        parts: list[Any] = [PTBoost(*pt(c[2]))] if boost else []
        return StaticEffect((*parts, AddAbilities(keywords=(keyword,))), attached=word)

    def st_attached_pt_cant_block(self, c: list) -> StaticEffect:
        """'Enchanted creature gets +1/+1 and can't block.'"""
        return self._restricted(c, CANT_BLOCK, True)

    def st_attached_pt_unblockable(self, c: list) -> StaticEffect:
        """'Enchanted creature gets +1/+1 and can't be blocked.'"""
        return self._restricted(c, CANT_BE_BLOCKED, True)

    def st_attached_unblockable(self, c: list) -> StaticEffect:
        """'Enchanted creature can't be blocked.'"""
        return self._restricted(c, CANT_BE_BLOCKED, False)

    def st_attached_unblockable_keywords(self, c: list) -> StaticEffect:
        """'Equipped creature can't be blocked and has shroud.' (Whispersilk Cloak; layer 6)"""
        word = self._attached(str(c[0]), c[1])  # type: ignore[attr-defined]
        return StaticEffect((AddAbilities(keywords=(CANT_BE_BLOCKED, *c[2])),), attached=word)

    def st_attached_attacks_each_combat(self, c: list) -> CombatRule:
        """'Enchanted creature attacks each combat if able.' (508.1d: a requirement on the declaration)"""
        return CombatRule(ATTACKS_EACH_COMBAT, attached=self._attached(str(c[0]), c[1]))  # type: ignore[attr-defined]

    def st_loyalty_any_time(self, c: list) -> Static:
        """606.3's exception: 'you may activate her loyalty abilities any time you could cast an instant'."""
        self._only(c[1], "abilities")  # type: ignore[attr-defined]
        self._only(c[2], "instant")  # type: ignore[attr-defined]
        return Static(LOYALTY_AT_INSTANT_SPEED)

    def pronoun_possessive(self, c: list) -> str:
        return str(c[0])

    def st_self_pt_keywords(self, c: list) -> StaticEffect:
        """'~ gets +1/+1 and has trample' (613.4c, 613.1f), written only with 'as long as ...'."""
        p, t = pt(c[0])
        return StaticEffect((PTBoost(p, t), AddAbilities(keywords=tuple(c[1]))))

    def st_self_attacks_despite_defender(self, c: list) -> CombatRule:
        """702.3b: '~ can attack as though it didn't have defender', written only with 'as long as ...'."""
        return CombatRule(ATTACKS_DESPITE_DEFENDER)

    def st_self_pt_attacks_despite_defender(self, c: list) -> list:
        """'~ gets +2/+2 and can attack as though it didn't have defender' (613.4c, 702.3b), written only with
        'as long as ...': `_gated` puts the condition on both."""
        p, t = pt(c[0])
        return [StaticEffect((PTBoost(p, t),)), CombatRule(ATTACKS_DESPITE_DEFENDER)]

    def st_self_cant_block_unblockable(self, c: list) -> list:
        """'~ can't block and can't be blocked.' (509.1a, 509.1b)"""
        return [Static(CANT_BLOCK), Static(CANT_BE_BLOCKED)]


TRANSFORMER = ConditionalStaticsRules
