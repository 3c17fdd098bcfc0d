"""Transformer rules for keyword lines (702) and static abilities (604): replacement effects on entering
(614.1c), anthems and the abilities of Auras and Equipment (611.3, 613)."""

from __future__ import annotations

import dataclasses
from typing import Any

from lithoform.cards.builders import afterlife, cycling, equip, prowess
from lithoform.cards.combat_rule_kinds import ATTACKS_EACH_COMBAT, CANT_ATTACK
from lithoform.cards.static_support import SUPPORTED as STATIC_CONDITIONS
from lithoform.cards.static_support import static_condition_readable, statically_countable
from lithoform.cards.tree import (
    CANT_BE_BLOCKED,
    CANT_BLOCK,
    ActivationBan,
    AddAbilities,
    AdditionalLandPlays,
    AddTypes,
    BasePTFromManaValue,
    CombatRule,
    Cost,
    Enchant,
    EntersAsCopy,
    EntersTapped,
    EntersWithCounters,
    Filter,
    GainControl,
    LoseAllAbilities,
    LoseKeywords,
    Negated,
    PTBoost,
    PTBoostBy,
    RefMatches,
    SetBasePT,
    SpellCostModifier,
    Static,
    StaticEffect,
    TargetSpec,
    This,
)
from lithoform.compiler.descriptions import CARD_TYPES, Desc, creature_subtypes, subtypes
from lithoform.compiler.keywords import ward
from lithoform.compiler.values import Marked, SpellSetting, Unsupported, mana, pt, text, times

_LAND_TYPES = ("Forest", "Island", "Mountain", "Plains", "Swamp")  # the basic land types (205.3i)


def _boost_by(change: Any, count: Any) -> PTBoostBy:
    """'+1/+1 for each ...': each number times the count (a count carries its multiplier, 107.1)."""
    _countable(count)
    p, t = pt(change)
    return PTBoostBy(*(times(count, n) if n else 0 for n in (p, t)))


def _countable(amount: Any) -> None:
    """Only amounts the layer system can count as it applies the effect (counted_amounts.py)."""
    if not statically_countable(amount):
        raise Unsupported(f"a P/T change by {type(amount).__name__}, which a static ability can't count")


def _x_or_int(value: str, x: Any) -> Any:
    if value.lstrip("+") == "x":
        _countable(x)
        return x
    if value == "-x":  # 'gets -X/-X, where X is your life total' (Death's Shadow; 613.4c): the amount, negated
        _countable(x)
        return Negated(x)
    if value.lstrip("+-").isdigit():
        return int(value)
    raise Unsupported(f"a P/T change of {value}")


class StaticRules:
    """Rules of keyword and static lines; mixed into `OracleTransformer` (transform.py)."""

    face_types: tuple[str, ...]
    face_subtypes: tuple[str, ...]

    # --- keyword lines ---------------------------------------------------------------------------------------------------

    def kw_hexproof_from(self, c: list) -> Static:
        """702.11d: 'hexproof from [color]' (targets.py reads it by name)."""
        color = " ".join(self._words(c[0]))  # type: ignore[attr-defined]
        if color not in ("white", "blue", "black", "red", "green", "artifacts", "creatures", "enchantments",
                         "planeswalkers", "lands", "instants", "sorceries"):
            raise Unsupported(f"hexproof from {color}")
        return Static(f"Hexproof from {color}", text=f"Hexproof from {color}")

    def kw_simple(self, c: list) -> Any:
        name = c[0]
        if name == "Prowess":
            return prowess()
        return Static(name, text=name)

    def kw_first_strike(self, c: list) -> Static:
        return Static("First strike", text="First strike")

    def kw_double_strike(self, c: list) -> Static:
        return Static("Double strike", text="Double strike")

    def kw_kicker(self, c: list) -> SpellSetting:
        return SpellSetting("kicker", mana(c[0]))

    def kw_cycling(self, c: list) -> Any:
        return cycling(mana(c[0]))

    def kw_equip(self, c: list) -> Any:
        if "Equipment" not in self.face_types:
            raise Unsupported("equip on a card that isn't an Equipment")
        return equip(mana(c[0]))

    def kw_ward(self, c: list) -> Any:
        return ward(mana(c[0]))

    def kw_afterlife(self, c: list) -> Any:
        return afterlife(int(c[0]))

    def kw_enchant(self, c: list) -> Enchant:
        d = c[0]
        linked = d.put_with_this  # 'enchant creature put onto the battlefield with ~' (607.2a)
        if linked:
            d = dataclasses.replace(d, put_with_this=False)
        spec: TargetSpec = self._spec(d, 1, 1)  # type: ignore[attr-defined]
        if spec.kind == "card" and (linked or spec.zone != "graveyard" or spec.controlled_by or spec.single_graveyard):
            raise Unsupported("an enchant ability for cards other than in any graveyard")
        return Enchant(spec.kind, spec.filter, text="Enchant " + spec.kind, zone=spec.zone if spec.kind == "card"
                       else "battlefield", put_with_this=linked)

    def kw_devoid(self, c: list) -> SpellSetting:
        """702.114a: a characteristic-defining ability, 'this object is colorless' (the face's colors)."""
        return SpellSetting("devoid", "")

    def keyword(self, c: list) -> Any:
        return c[0]

    def keyword_line(self, c: list) -> list:
        # a keyword that is several abilities (702.16g: 'protection from A and from B') comes as a list
        return [a for item in c for a in (item if isinstance(item, list) else [item])]

    # --- static lines -------------------------------------------------------------------------------------------------------

    def st_enters_tapped(self, c: list) -> EntersTapped:
        return EntersTapped()

    def st_enters_counters(self, c: list) -> EntersWithCounters:
        n, kind = c[0], c[1]
        return EntersWithCounters(kind, n)

    def st_enters_tapped_counters(self, c: list) -> list:
        """'~ enters tapped with two charge counters on it' (the Vivid lands): two replacement effects of one
        sentence (614.1c, 614.1d; 122.6)."""
        return [EntersTapped(), self.st_enters_counters(c)]

    def copy_any(self, c: list) -> Filter:
        return _copied_permanents(c[0])

    def copy_one(self, c: list) -> Filter:
        return _copied_permanents(c[1])

    def st_enter_as_copy(self, c: list) -> EntersAsCopy:
        return EntersAsCopy(c[0])

    def group_all(self, c: list) -> Filter:
        d: Desc = c[0]
        # 'Equipment you control have ...', 'Other Merfolk get +1/+1': a word whose plural is the same (the verb
        # says it's plural)
        plural = d.plural or d.number_free or "Equipment" in d.subtypes
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or not plural:
            raise Unsupported("a static effect on something other than a group of permanents")
        return d.filter()

    def st_anthem(self, c: list) -> StaticEffect:
        p, t = pt(c[1])
        return StaticEffect((PTBoost(p, t),), c[0])

    def st_anthem_keywords(self, c: list) -> StaticEffect:
        p, t = pt(c[1])
        return StaticEffect((PTBoost(p, t), AddAbilities(keywords=c[2])), c[0])

    def st_grant_keywords(self, c: list) -> StaticEffect:
        return StaticEffect((AddAbilities(keywords=c[1]),), c[0])

    def st_each_has_keywords(self, c: list) -> StaticEffect:
        """'Each creature you control with a +1/+1 counter on it has trample' (611.3a: checked continuously)."""
        d: Desc = c[0]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural:
            raise Unsupported("'each' of something other than permanents")
        return StaticEffect((AddAbilities(keywords=c[1]),), d.filter())

    def st_humility(self, c: list) -> StaticEffect:
        self._only(c[1], "abilities")  # type: ignore[attr-defined]
        p, t = (int(x) for x in text(c[2]).split("/"))
        return StaticEffect((LoseAllAbilities(), SetBasePT(p, t)), c[0])

    def st_opalescence(self, c: list) -> StaticEffect:
        d: Desc = c[0]
        (added,) = self._words(c[1])  # type: ignore[attr-defined]
        return StaticEffect((AddTypes((CARD_TYPES[added],)), BasePTFromManaValue()), d.filter())

    def _attached(self, word: str, d: Desc) -> str:
        wanted = {"enchanted": "Aura", "equipped": "Equipment"}[word]
        if wanted not in self.face_subtypes:
            raise Unsupported(f"'{word}' on a card that isn't an {wanted}")
        # 'Enchanted Forest has ...' (Old-Growth Troll): an Aura with 'enchant Forest' is attached to a Forest;
        # the static applies to whatever it enchants (303.4d), a land of that type (205.3i) while attached
        land_type = (word == "enchanted" and not d.types and len(d.subtypes) == 1 and d.subtypes[0] in _LAND_TYPES
                     and not (d.not_types or d.not_subtypes or d.supertypes or d.colors or d.controller))
        # 'Enchanted artifact is a creature ...' (Ensoul Artifact): an Aura with 'enchant artifact' (303.4a)
        artifact = word == "enchanted" and d.types == ["Artifact"]
        # 'Enchanted Wall can attack ...' (Animate Wall): an Aura with 'enchant Wall' is attached to a Wall (303.4d)
        creature_type = (word == "enchanted" and not d.types and len(d.subtypes) == 1
                         and d.subtypes[0] in creature_subtypes()
                         and not (d.not_types or d.not_subtypes or d.supertypes or d.colors or d.controller))
        if d.types not in (["Creature"], ["Land"]) and d.noun != "permanent" and not land_type and not artifact \
                and not creature_type:
            raise Unsupported(f"{word} {d.types}")
        if d.types == ["Land"] and word != "enchanted":  # 303.4a: an Aura with 'enchant land'
            raise Unsupported(f"{word} land")
        return word

    def st_attached_pt(self, c: list) -> StaticEffect:
        p, t = pt(c[2])
        return StaticEffect((PTBoost(p, t),), attached=self._attached(c[0], c[1]))

    def st_attached_pt_keywords(self, c: list) -> StaticEffect:
        p, t = pt(c[2])
        return StaticEffect((PTBoost(p, t), AddAbilities(keywords=c[3])), attached=self._attached(c[0], c[1]))

    def st_attached_pt_keywords_type(self, c: list) -> StaticEffect:
        p, t = pt(c[2])
        try:
            added = tuple(subtypes()[w] for w in self._words(c[4]))  # type: ignore[attr-defined]
        except KeyError as e:
            raise Unsupported(f"unknown subtype {e}") from None
        parts = (PTBoost(p, t), AddAbilities(keywords=c[3]), AddTypes(subtypes=added))
        return StaticEffect(parts, attached=self._attached(c[0], c[1]))

    def st_attached_keywords(self, c: list) -> StaticEffect:
        return StaticEffect((AddAbilities(keywords=c[2]),), attached=self._attached(c[0], c[1]))

    def st_attached_cant_attack_or_block(self, c: list) -> list:
        """'Enchanted creature can't attack or block.' (508.1c, 509.1b: restrictions on declarations)."""
        return [self.st_attached_cant_attack(c), self.st_attached_cant_block(c)]

    def st_attached_arrest(self, c: list, except_mana: bool = False) -> list:
        """'Enchanted creature can't attack or block, and its activated abilities can't be activated.'"""
        self._only(c[2], "activated abilities")  # type: ignore[attr-defined]
        self._only(c[3], "activated")  # type: ignore[attr-defined]
        if except_mana:
            self._only(c[4], "abilities")  # type: ignore[attr-defined]
        ban = ActivationBan(self._attached(c[0], c[1]), except_mana)
        return [*self.st_attached_cant_attack_or_block(c[:2]), ban]

    def st_attached_arrest_but_mana(self, c: list) -> list:
        return self.st_attached_arrest(c, except_mana=True)

    def st_self_attacks_each_combat(self, c: list) -> Any:
        """508.1d: '~ attacks each combat if able' (a requirement on the attack declaration)."""
        return CombatRule(ATTACKS_EACH_COMBAT)

    def st_attached_cant_block(self, c: list) -> StaticEffect:
        """509.1a: 'can't block', granted in layer 6 like the creature's own 'can't block'."""
        return StaticEffect((AddAbilities(keywords=(CANT_BLOCK,)),), attached=self._attached(c[0], c[1]))

    def st_attached_cant_attack(self, c: list) -> Any:
        return CombatRule(CANT_ATTACK, attached=self._attached(c[0], c[1]))

    def st_additional_lands(self, c: list) -> AdditionalLandPlays:
        """305.2: 'You may play two additional lands on each of your turns.'"""
        self._only(c[1], "land", "lands")  # type: ignore[attr-defined]
        if not isinstance(c[0], int):
            raise Unsupported("a variable number of additional lands")
        return AdditionalLandPlays(c[0])

    def st_cast_target_restriction(self, c: list) -> SpellSetting:
        """'You can't choose an untapped creature as this spell's target as you cast it.' (601.2c)"""
        d: Desc = c[1]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability"):
            raise Unsupported("a casting restriction on targets other than permanents")
        return SpellSetting("cast_target_not", d.filter())

    # --- variable P/T changes (611.3a: counted whenever the characteristics are) ----------------------

    def st_attached_pt_for_each(self, c: list) -> StaticEffect:
        """'Equipped creature gets +1/+1 for each soul counter on ~.'"""
        return StaticEffect((_boost_by(c[2], c[3]),), attached=self._attached(c[0], c[1]))

    def st_attached_pt_loses_keywords(self, c: list) -> StaticEffect:
        """'Equipped creature gets +10/+10 and loses flying.' (Colossus Hammer; 613.4c and 613.1f)"""
        p, t = pt(c[2])
        return StaticEffect((PTBoost(p, t), LoseKeywords(c[3])), attached=self._attached(c[0], c[1]))

    def st_attached_pt_for_each_keywords(self, c: list) -> StaticEffect:
        """'Enchanted creature gets +1/+1 for each enchantment you control and has first strike.' (Ethereal
        Armor; 613.4c and 613.1f)"""
        return StaticEffect((_boost_by(c[2], c[3]), AddAbilities(keywords=c[4])), attached=self._attached(c[0], c[1]))

    def st_self_pt_for_each(self, c: list) -> StaticEffect:
        """'~ gets +1/+1 for each other creature you control.'"""
        return StaticEffect((_boost_by(c[0], c[1]),))

    def st_anthem_for_each(self, c: list) -> StaticEffect:
        """'Other Elves you control get +1/+1 for each Forest you control.'"""
        return StaticEffect((_boost_by(c[1], c[2]),), c[0])

    def st_self_pt_where(self, c: list) -> StaticEffect:
        """'~ gets +X/+0, where X is the greatest power among creature cards in your graveyard.'"""
        p, t = (_x_or_int(v, c[1]) for v in str(c[0]).split("/"))
        return StaticEffect((PTBoostBy(p, t),))

    def st_control_enchanted(self, c: list) -> StaticEffect:
        return StaticEffect((GainControl(),), attached=self._attached("enchanted", c[0]))

    def _while(self, cond: Any) -> Any:
        """611.3a: a condition the layer system can check (static_conditions.py)."""
        if isinstance(cond, Marked) and cond.name in ("it_is", "it_is_color"):
            # "~ has defender as long as it's a Wall" (Mistform Wall): 'it' is the source, read as the layers stand
            kind = cond.value
            if kind.controller is not None or not (kind.types or kind.subtypes or kind.supertypes or kind.colors):
                raise Unsupported("'as long as it's a ...' other than a kind of object")
            cond = RefMatches(This(), kind)
        if not isinstance(cond, STATIC_CONDITIONS):
            raise Unsupported(f"a static ability with the condition {type(cond).__name__}")
        if not static_condition_readable(cond):
            raise Unsupported("'as long as' a condition the layers can't read (a description beyond types, "
                              "colors and tapped, or an amount they can't count)")
        return cond

    def st_spells_cost(self, c: list) -> SpellCostModifier:
        """601.2f: a static ability that makes spells cost more (increases) or less (118.7) to cast."""
        d: Desc = c[0]
        if d.noun != "spell" or not d.plural:
            raise Unsupported("a cost change of something other than spells")
        symbols = mana(c[1])
        if "{X}" in symbols.upper():
            raise Unsupported("a cost change of X")
        return SpellCostModifier(d.filter(), symbols, less=str(c[2]) == "less")

    def more_or_less(self, c: list) -> str:
        return str(c[0])

    def st_cant_block(self, c: list) -> Static:
        """509.1a-b: '~ can't block', a restriction the engine reads by name."""
        return Static(CANT_BLOCK)

    def st_cant_be_blocked(self, c: list) -> Static:
        return Static(CANT_BE_BLOCKED)

    def st_self_pt_if(self, c: list) -> StaticEffect:
        p, t = pt(c[0])
        return StaticEffect((PTBoost(p, t),), condition=self._while(c[1]))

    def st_self_keywords_if(self, c: list) -> StaticEffect:
        return StaticEffect((AddAbilities(keywords=c[0]),), condition=self._while(c[1]))

    def st_if_self_pt(self, c: list) -> StaticEffect:
        p, t = pt(c[1])
        return StaticEffect((PTBoost(p, t),), condition=self._while(c[0]))

    def st_if_self_pt_keywords(self, c: list) -> StaticEffect:
        p, t = pt(c[1])
        return StaticEffect((PTBoost(p, t), AddAbilities(keywords=c[2])), condition=self._while(c[0]))

    def st_if_self_keywords(self, c: list) -> StaticEffect:
        return StaticEffect((AddAbilities(keywords=c[1]),), condition=self._while(c[0]))

    def st_extra_target_cost(self, c: list) -> SpellSetting:
        return SpellSetting("extra_target_cost", mana(c[0]))

    def st_additional_cost(self, c: list) -> SpellSetting:
        """601.2b, 601.2f-h: 'As an additional cost to cast this spell, sacrifice a creature / discard a
        card': paid with the spell's mana cost, chosen as it is announced."""
        parts = c[0]
        if set(parts) - {"sacrifice", "discard", "discard_filter", "pay_life", "return_to_hand", "exile_from_hand",
                         "exile_filter", "discard_random", "exile_from", "discard_x", "tap_others", "pay_life_x",
                         "exile_x", "reveal_from_hand", "reveal_filter", "reveal_x"}:
            raise Unsupported("an additional cost other than sacrificing, discarding, paying life, returning a "
                              "permanent or exiling a card from the hand")
        if any(s.this for s in parts.get("sacrifice", ())):
            raise Unsupported("sacrificing the spell itself")
        if any(t.total_power for t in parts.get("tap_others", ())):
            raise Unsupported("tapping creatures with a total power as a spell's additional cost")
        return SpellSetting("additional_cost", Cost(**parts))

    def st_cost_x_less(self, c: list) -> SpellSetting:
        """601.2f, 118.7a: 'This spell costs {X} less to cast, where X is the total power of creatures you
        control' (generic mana only)."""
        if mana(c[0]).upper() != "{X}":
            raise Unsupported("a cost reduction by an amount other than X")
        return SpellSetting("reduction_x", c[1])

    def st_cost_less_if(self, c: list) -> SpellSetting:
        """601.2f, 118.7: 'This spell costs {N} less to cast if [condition]'."""
        symbols = mana(c[0])
        if "{X}" in symbols.upper():
            raise Unsupported("a cost reduction of X")
        return SpellSetting("reduction", (symbols, c[1]))

    def static(self, c: list) -> Any:
        return c[0]

    def static_line(self, c: list) -> Any:
        return c[0]


def _copied_permanents(d: Desc) -> Filter:
    """'enter as a copy of any creature on the battlefield' (707.5, 614.12): the engine offers permanents only, so
    'any creature card in a graveyard' (Body Double) is refused rather than copying a permanent."""
    if d.zone != "battlefield":
        raise Unsupported("entering as a copy of something other than a permanent on the battlefield")
    return d.filter()
