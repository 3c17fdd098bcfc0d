"""Descriptions of objects in Oracle text ('target nonland permanent an opponent controls', 'Elves you
control', 'creature card from your graveyard'): the words become a `Filter` (109.2) plus what kind of
object is meant, for target requirements (115.1) and the selectors of effects.

Subtype words are checked against the lists of CR 205.3g-m, read from the packaged rules, so that an
unknown word makes the phrase unparsed rather than silently ignored.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

import msgspec

from lithoform.cards.tree import (
    ActivePlayer,
    Filter,
    ManaValueOf,
    Plus,
    Target,
    TargetController,
    TargetSpec,
    Triggering,
)
from lithoform.rules_text import rule

CARD_TYPES = {
    "creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment", "land": "Land",
    "planeswalker": "Planeswalker", "instant": "Instant", "sorcery": "Sorcery", "battle": "Battle",
    "kindred": "Kindred",
}
_PLURAL_TYPES = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment", "lands": "land",
                 "planeswalkers": "planeswalker", "instants": "instant", "sorceries": "sorcery", "battles": "battle"}
COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
SUPERTYPES = {"legendary": "Legendary", "basic": "Basic", "snow": "Snow", "world": "World"}
# 205.3g-m: the rules that list the subtypes of each card type.
_SUBTYPE_RULES = ("205.3g", "205.3h", "205.3i", "205.3j", "205.3k", "205.3m")
_IRREGULAR = {"elves": "elf", "dwarves": "dwarf", "wolves": "wolf", "werewolves": "werewolf", "oxen": "ox",
              "mice": "mouse", "halves": "half", "thieves": "thief"}
# Creature types (205.3m) whose English plural is the word itself: 'Other Merfolk get +1/+1' (Lord of Atlantis)
# speaks of many Merfolk with no plural ending, so a description ending in one of these has no number of its own
_UNCHANGED_PLURALS = frozenset({"merfolk", "treefolk", "kithkin", "kor", "moonfolk", "eldrazi", "aetherborn",
                                "fish", "sheep", "vedalken", "samurai"})


class DescriptionError(ValueError):
    """Words that don't describe objects the tree can express."""


@cache
def subtypes() -> dict[str, str]:
    """Lower-case subtype (and its plural) -> the subtype as printed, from CR 205.3g-m."""
    out: dict[str, str] = {}
    for number in _SUBTYPE_RULES:
        text = rule(number)
        found = re.findall(r"(?:\bThe [a-z ]+ types are|long:) (.+?)\.(?=\s|$)", text)
        listed = ", ".join(found)
        for raw in re.split(r",\s*(?:and\s+)?|\s+and\s+", listed):
            name = re.sub(r"\s*\(see rule [^)]*\)", "", raw).strip().rstrip(".").replace("’", "'")
            if not name or " " in name:
                continue
            low = name.lower()
            out[low] = name
            out[_plural(low)] = name
    for plural, single in _IRREGULAR.items():
        if single in out:
            out[plural] = out[single]
    return out


@cache
def creature_subtypes() -> frozenset[str]:
    """The creature types as printed, from CR 205.3m."""
    found = re.findall(r"(?:\bThe creature types are|long:) (.+?)\.(?=\s|$)", rule("205.3m"))
    names = re.split(r",\s*(?:and\s+)?|\s+and\s+", ", ".join(found))
    return frozenset(re.sub(r"\s*\(see rule [^)]*\)", "", n).strip().rstrip(".").replace("’", "'") for n in names)


def _plural(word: str) -> str:
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


@dataclass
class Desc:
    """What a description says, before it becomes a Filter and a target kind."""

    types: list[str] = field(default_factory=list)
    not_types: list[str] = field(default_factory=list)
    subtypes: list[str] = field(default_factory=list)
    not_subtypes: list[str] = field(default_factory=list)
    supertypes: list[str] = field(default_factory=list)
    not_supertypes: list[str] = field(default_factory=list)
    colors: list[str] = field(default_factory=list)
    not_colors: list[str] = field(default_factory=list)
    color_count: str | None = None  # 'monocolored', 'multicolored', 'colorless' (105.2a-c)
    controller: str | None = None
    other: bool = False
    token: bool | None = None
    noun: str = ""  # "permanent", "spell", "card", "ability" or "" (a card type alone)
    stack_kind: str | None = None
    zone: str = "battlefield"
    plural: bool = False
    any_graveyard: bool = False
    source_types: list[str] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)  # 'with flying'
    not_keywords: list[str] = field(default_factory=list)  # 'without flying'
    power_at_least: int | None = None  # 'with power 4 or greater'
    power_at_most: int | None = None
    toughness_at_least: int | None = None
    toughness_at_most: int | None = None
    mana_value_at_least: int | None = None
    mana_value_at_most: int | None = None
    position: str | None = None  # 'on top of its owner's library' (where to put it, not a quality)
    from_it: bool = False  # 'a card from it' (the hand just revealed)
    graveyard_of: str | None = None  # 'in your graveyard' (you), 'in their graveyard' (that player)
    named_this: bool = False  # 'cards named ~' (201.2)
    tapped: bool | None = None  # 'tapped creature', 'untapped land'
    counter: str | None = None  # 'with a +1/+1 counter on it'
    no_counter: str | None = None  # 'without a fate counter on it'
    mana_value_amount: Any = None  # 'with mana value equal to [amount]' (counted as it is checked)
    attacking: bool | None = None  # 'attacking creature'
    blocking: bool | None = None  # 'blocking creature'
    that_player: bool = False  # 'that player controls': only a target requirement can say it (targets.py)
    # 'with lesser mana value' (than the triggering object's; mechanics/lesser_mana_value): a target requirement only
    lesser_mana_value: bool = False
    # 'that player or that planeswalker's controller controls': the player chosen for target `n`, or the
    # controller of the permanent chosen for it (targets.py; Searing Blaze)
    target_controls: int | None = None
    targets_this: bool = False  # 'spells ... that target ~' (only a cost change reads it)
    chosen: str | None = None  # 'of the chosen type' (607.2d): "color", "type" or "name"
    mana_value_at_most_amount: Any = None  # 'with mana value X or less' (X counted as it is checked)
    mana_value_at_least_amount: Any = None  # 'with mana value X' (with the one above)
    power_above_amount: Any = None  # 'with power greater than [amount]' (mechanics/power_above)
    power_at_most_amount: Any = None  # 'with power less than or equal to [amount]' (mechanics/power_above)
    power_at_least_amount: Any = None  # 'with power greater than or equal to [amount]' (mechanics/power_above)
    unblocked: bool = False  # 'an unblocked attacking creature' (509.1h)
    controller_graveyard_at_least: int | None = None  # 'whose controller has N or more cards in their graveyard'
    among_them: bool = False  # 'from among them': the cards looked at (mechanics/library_look)
    mana_costs: list[str] = field(default_factory=list)  # 'with mana cost {0} or {1}' (mechanics/mana_cost_filter)
    x_in_mana_cost: bool = False  # 'with {X} in its mana cost' (mechanics/mana_cost_filter)
    player_ref: Any = None  # 'that player controls' after 'target player': only 'each ...' reads it (nouns.py)
    dealt_damage: bool = False  # 'that was dealt damage this turn' (120.1, 500.1)
    dealt_damage_to_you: bool = False  # 'that dealt damage to you this turn'
    dealt_damage_as_source: bool = False  # 'that dealt damage this turn'
    defending: bool = False  # 'defending player controls' (506.2): a target requirement or 'each' reads it
    modified: bool = False  # 'modified creature' (700.9)
    attached_by: list[str] = field(default_factory=list)  # 'that are enchanted' (an Aura attached; 303.4)
    attached_by_other: bool = False  # 'with another Aura attached to it': one other than the source
    historic: bool = False  # 'historic card' (700.6: artifacts, legendaries and Sagas)
    not_named_this: bool = False  # 'not named ~' (201.2): a name other than the source's
    block_relation: str = ""  # 'blocking ~' / 'blocking or blocked by ~' (509.1g-h): the source's blockers
    named_source: bool = False  # 'creature named ~' (201.2): the source's name, checked by the Filter
    # ends in a subtype whose plural is itself ('other Merfolk'): plural where no article makes it singular
    number_free: bool = False
    # 'artifact creature' (205.2a): those of `types` the object has as well as one of the others (readers that
    # take `types` as the types an object gets, 'becomes an artifact creature', read them all there)
    all_types: list[str] = field(default_factory=list)
    any_of: list[Filter] = field(default_factory=list)  # 'artifact creature or black creature': one of these
    single_graveyard: bool = False  # 'target cards from a single graveyard': only a target requirement says it
    different_names: bool = False  # 'with different names' (201.2): only a library search reads it
    name_not_among: Any = None  # 'with a different name than each Aura you control' (201.2): a library search reads it
    same_name_as: Any = None  # 'with the same name as that card' (201.2; mechanics/same_name_search): a search reads it
    could_enchant: Any = None  # 'that could enchant that creature' (303.4f; mechanics/aura_search): a search reads it
    targets_player: str | None = None  # 'that targets you' (mechanics/spell_targets): Filter.targets_player
    targets_filter: Filter | None = None  # 'that targets a creature you control': Filter.targets_filter
    only_target: bool = False  # 'that targets only a single Golem' (mechanics/copy_per_target): Filter.only_target
    cast_from: str = ""  # 'cast from a graveyard' (mechanics/spell_origins): Filter.cast_from
    single_target: bool = False  # 'with a single target' (mechanics/change_targets): Filter.single_target
    has_adventure: bool = False  # 'that has an Adventure' (715.2a): Filter.has_adventure
    excluding: Filter | None = None  # 'except for creatures you control with flying': Filter.excluding
    # 'creature put onto the battlefield with ~' (607.2a, mechanics/reanimation_auras): only an enchant ability
    # reads it (the object the source's linked ability put there)
    put_with_this: bool = False
    attacked_this_turn: bool = False  # 'that attacked this turn' (508.1k; mechanics/extra_combats)
    # 'you own' (108.3): the object's owner, relative to the ability's controller: Filter.owner
    owner: str | None = None

    def filter(self) -> Filter:
        if self.that_player or self.target_controls is not None or self.player_ref is not None or self.defending:
            raise DescriptionError("'that player controls' outside a target requirement")
        if self.put_with_this:
            raise DescriptionError("'put onto the battlefield with ~' outside an enchant ability")
        # 'search your library for a creature card with lesser mana value' (Vivien, Monsters' Advocate; Rushed Rebirth):
        # less than the triggering object's (608.2h), counted as the search begins; MV - 1 may be -1 (nothing is less
        # than 0), which Plus allows (unlike Minus, 107.1b)
        lesser = Plus(ManaValueOf(Triggering()), -1) if self.lesser_mana_value else None
        # 'cards named ~' that no caller read as the source's current name (`named_this`: a library search, a
        # count): the name as printed, bound by the compiler (201.2; compiler.bind_named), as for permanents
        named_source = self.named_source or self.named_this
        if self.targets_this:  # likewise: the caller reads `targets_this`
            raise DescriptionError("'that target ~' where the targets can't be checked")
        if self.single_graveyard:
            raise DescriptionError("'from a single graveyard' outside a target requirement")
        if self.different_names:  # a quality of the set found, not of one card: the search reads it
            raise DescriptionError("'with different names' outside a library search")
        if self.name_not_among is not None:  # compared with the searcher's permanents: the search reads it
            raise DescriptionError("'with a different name than each ...' outside a library search")
        if self.same_name_as is not None:  # compared with a named object: the search reads it
            raise DescriptionError("'with the same name as ...' outside a library search")
        if self.could_enchant is not None:  # compared with a named object: the search reads it
            raise DescriptionError("'that could enchant ...' outside a library search")
        return Filter(
            types=tuple(t for t in self.types if t not in self.all_types), not_types=tuple(self.not_types), subtypes=tuple(self.subtypes),
            not_subtypes=tuple(self.not_subtypes), supertypes=tuple(self.supertypes),
            not_supertypes=tuple(self.not_supertypes), colors=tuple(self.colors), controller=self.controller,
            other=self.other, token=self.token, stack_kind=self.stack_kind, source_types=tuple(self.source_types),
            keywords=tuple(self.keywords), not_keywords=tuple(self.not_keywords),
            power_at_least=self.power_at_least, power_at_most=self.power_at_most,
            toughness_at_least=self.toughness_at_least, toughness_at_most=self.toughness_at_most,
            mana_value_at_least=self.mana_value_at_least, mana_value_at_most=self.mana_value_at_most,
            mana_value_at_most_amount=self.mana_value_at_most_amount if lesser is None else lesser,
            mana_value_at_least_amount=self.mana_value_at_least_amount, power_above_amount=self.power_above_amount,
            power_at_most_amount=self.power_at_most_amount, power_at_least_amount=self.power_at_least_amount,
            controller_graveyard_at_least=self.controller_graveyard_at_least, unblocked=self.unblocked,
            tapped=self.tapped, not_colors=tuple(self.not_colors), counter=self.counter, no_counter=self.no_counter,
            mana_value_amount=self.mana_value_amount,
            color_count=self.color_count,
            attacking=None if self.attacking and self.blocking else self.attacking,
            blocking=None if self.attacking and self.blocking else self.blocking,
            in_combat=bool(self.attacking and self.blocking), chosen=self.chosen,
            mana_costs=tuple(self.mana_costs),
            x_in_mana_cost=self.x_in_mana_cost,
            dealt_damage_this_turn=self.dealt_damage, dealt_damage_to_you_this_turn=self.dealt_damage_to_you,
            dealt_damage_as_source_this_turn=self.dealt_damage_as_source, modified=self.modified,
            historic=self.historic, not_named_source=self.not_named_this, block_relation=self.block_relation,
            named_source=named_source,
            all_types=tuple(self.all_types), any_of=tuple(self.any_of),
            targets_player=self.targets_player, targets_filter=self.targets_filter, cast_from=self.cast_from,
            single_target=self.single_target, only_target=self.only_target,
            has_adventure=self.has_adventure, attached_by=tuple(self.attached_by), excluding=self.excluding,
            attacked_this_turn=self.attacked_this_turn,
            attached_by_other=self.attached_by_other, owner=self.owner,
        )

    def _named_player_spec(self, lo: int, hi: int) -> TargetSpec:
        """'that player' named before the target: the player chosen for an earlier target, or the controller of
        the permanent chosen for it (Public Execution's 'target creature an opponent controls'; 'target:N', as
        it is, or as it last existed, 608.2h), or the active player of a trigger on another player's step
        ('At the beginning of each opponent's upkeep, tap target creature that player controls', 'active')."""
        ref = self.player_ref
        if isinstance(ref, Target | TargetController) and not getattr(ref, "owner", False):
            controlled_by = f"target:{ref.slot}"
        elif isinstance(ref, ActivePlayer):
            controlled_by = "active_player"
        else:
            raise DescriptionError("'that player controls' of a player a target requirement can't name")
        spec = replace(self, player_ref=None, controller=None).target_spec(lo, hi)
        return msgspec.structs.replace(spec, controlled_by=controlled_by)

    def permanents(self) -> Filter:
        """The filter of a description of permanents on the battlefield ('a creature you control'); other
        descriptions ('a creature card from your graveyard', 'a spell') raise DescriptionError."""
        if self.zone != "battlefield" or self.noun in ("spell", "card", "ability") or self.position:
            raise DescriptionError("a description of something other than permanents")
        return self.filter()

    def target_spec(self, lo: int = 1, hi: int = 1) -> TargetSpec:
        """115.1: the requirement this description makes of a target. The kind is the narrowest one the
        engine's target rules know (targets.py); the rest goes into the filter."""
        if self.lesser_mana_value:  # less than the triggering object's (TargetSpec.lesser_mana_value, 608.2h)
            spec = replace(self, lesser_mana_value=False).target_spec(lo, hi)
            return msgspec.structs.replace(spec, lesser_mana_value=True)
        if self.that_player:  # 'that player controls': the player of the trigger event
            spec = replace(self, that_player=False, controller=None).target_spec(lo, hi)
            return msgspec.structs.replace(spec, controlled_by="trigger_player")
        if self.defending:  # 'target creature defending player controls' (506.2)
            spec = replace(self, defending=False, controller=None).target_spec(lo, hi)
            return msgspec.structs.replace(spec, controlled_by="defending")
        if self.single_graveyard:  # 'target cards from a single graveyard' (601.2c)
            spec = replace(self, single_graveyard=False).target_spec(lo, hi)
            return msgspec.structs.replace(spec, single_graveyard=True)
        if self.target_controls is not None:  # the player of an earlier target, or its controller (115.1)
            spec = replace(self, target_controls=None, controller=None).target_spec(lo, hi)
            return msgspec.structs.replace(spec, controlled_by=f"target:{self.target_controls}")
        if self.player_ref is not None:  # 'target creature that player controls' (115.1, 608.2c)
            return self._named_player_spec(lo, hi)
        if self.noun == "card":
            if self.zone != "graveyard":
                raise DescriptionError("only cards in graveyards can be targeted")
            if self.graveyard_of == "their":
                raise DescriptionError("a target card in the graveyard of a player the text names")
            return TargetSpec("card", self.filter(), lo, hi, zone="graveyard")
        if self.noun in ("spell", "ability"):
            f = self.filter()
            kind = SPELL_OR_ABILITY if self.stack_kind == SPELL_OR_ABILITY else self.noun
            return TargetSpec(kind, None if f == Filter() else f, lo, hi)
        if self.zone != "battlefield":
            raise DescriptionError("a target outside the battlefield must be a card")
        kind = "permanent"
        f = self.filter()
        if len(f.types) == 1 and f.types[0] in ("Creature", "Artifact", "Enchantment", "Land", "Planeswalker"):
            kind = f.types[0].lower()
            f = Filter(**{**_fields(f), "types": ()})
        if f == Filter():
            f = None
        return TargetSpec(kind, f, lo, hi)


def _fields(f: Filter) -> dict:
    return {name: getattr(f, name) for name in f.__struct_fields__}


def _plural_subtypes(words: list[str], subs: Any) -> bool:
    """'Wolves and Werewolves' (with 'other' before): only plural subtypes joined by commas and 'and'."""
    named = [x for x in words if x not in (",", "and", "other")]
    return bool(named) and all(x in subs and x != subs[x].lower() for x in named)


SPELL_OR_ABILITY = "spell_or_ability"  # a target kind and Filter.stack_kind: a spell or an ability (115.1)


def describe(words: list[str], suffixes: list[str]) -> Desc:
    """Reads the words of a description ('nonland permanent', 'Bird, Cat, or Dog', 'instant or sorcery
    spell') and its suffixes ('you control', 'from your graveyard')."""
    d = Desc()
    subs = subtypes()
    # 'creature blocking ~' (509.1g), 'creature blocking it' (the reader checks 'it' is ~), 'creature blocking or
    # blocked by ~' (509.1h): chunk.py keeps these words with the description
    if words[-2:] in (["blocking", "~"], ["blocking", "it"]):
        d.block_relation = "blocking" if words[-1] == "~" else "blocking_it"
        words = words[:-1]
    elif words[-5:] == ["blocking", "or", "blocked", "by", "~"]:
        d.block_relation = "either"
        words = words[:-5]
    if len(words) == 5 and words[2] == "or" and words[1] == words[4] and words[1] in ("spell", "card", "permanent") \
            and words[0] in CARD_TYPES and words[3] in CARD_TYPES:
        words = [words[0], "or", words[3], words[4]]  # 'creature spell or planeswalker spell' (Subtlety): either type
    if len(words) == 5 and words[2] == "and" and words[1] == words[4] == "spells" and words[0] != words[3]:
        words = [words[0], "or", words[3], "spells"]  # 'Kithkin spells and Soldier spells': a spell of either
    alternatives = _alternatives(words, subs)
    if alternatives is None:
        alternatives = _plural_union(words, subs)
    if alternatives is not None:
        return _either(d, alternatives, suffixes)
    for i, w in enumerate(words):
        if w in (",", "or", "and/or"):
            continue
        if w == "and" and words[-1] in ("cards", "spells", "card", "spell") and i + 1 < len(words) \
                and words[i + 1] in CARD_TYPES and i > 0 and (words[i - 1] in CARD_TYPES or (
                    words[i - 1] == "," and i > 1 and words[i - 2] in CARD_TYPES)):
            # 'instant and sorcery cards', 'each instant and sorcery card': the cards of either type; 'artifact,
            # instant, and sorcery spells' (Dovin, Hand of Control): of any of them
            continue
        if w == "and" and all(x in _PLURAL_TYPES or x in (",", "and") for x in words):
            continue  # 'artifacts, creatures, and enchantments': the permanents of any of those types
        if w == "and" and len(words) == 3 and words[0] in CARD_TYPES and words[2] in CARD_TYPES:
            continue  # 'each creature and planeswalker they control' (Goblin Chainwhirler): either type
        if w == "and" and len(words) > 3 and words[-2] == "and" and all(
                x in CARD_TYPES if n % 2 == 0 else x == "," for n, x in enumerate(words[:-2])) \
                and words[-1] in CARD_TYPES:
            continue  # 'each artifact, creature, and enchantment' (Pernicious Deed): any of those types
        if w == "and" and _subtype_union(words, i, subs):
            continue  # 'Ninjas and Rogues you control', 'Ninja and Rogue creatures': those of either subtype
        if w == "and" and _plural_subtypes(words, subs):
            continue  # 'other Wolves and Werewolves you control': the permanents of either subtype (205.3)
        if d.noun in ("spell", "card", "permanent", "ability") and (w in CARD_TYPES or w in _PLURAL_TYPES):
            raise DescriptionError("a description of two kinds of object ('spell or creature')")
        if w in _PLURAL_TYPES:
            d.plural = True
            w = _PLURAL_TYPES[w]
        if w in CARD_TYPES:
            if i and (words[i - 1] in CARD_TYPES or words[i - 1] in _PLURAL_TYPES) and d.types:
                d.all_types.append(d.types[-1])  # 'artifact creature' (205.2a): an object of both types
            d.types.append(CARD_TYPES[w])
        elif w in ("permanent", "permanents"):
            d.noun = "permanent"
            d.plural |= w.endswith("s")
        elif w in ("spell", "spells"):
            if d.noun == "permanent":  # 'permanent spell' (110.4b): not an instant or sorcery
                d.not_types += ["Instant", "Sorcery"]
            d.noun = "spell"
            d.zone = "stack"
            d.plural |= w.endswith("s")
        elif w in ("card", "cards"):
            if d.noun == "permanent":  # 'permanent card' (110.4b): not an instant or sorcery
                d.not_types += ["Instant", "Sorcery"]
            d.noun = "card"
            d.plural |= w.endswith("s")
        elif w in ("ability", "abilities"):
            d.noun = "ability"
            d.zone = "stack"
        elif w in ("activated", "triggered"):
            d.stack_kind = "ability" if d.stack_kind else w
        elif w in ("other", "another"):
            d.other = True
        elif w in ("tapped", "untapped"):
            d.tapped = w == "tapped"
        elif w in ("enchanted", "equipped") and i == 0:  # 'an enchanted creature' (303.4; 301.5: equipped)
            d.attached_by.append("Aura" if w == "enchanted" else "Equipment")
        elif w == "attacking":
            d.attacking = True
        elif w == "unblocked":  # 'an unblocked attacking creature' (509.1h)
            d.unblocked = True
        elif w == "modified":  # 700.9
            d.modified = True
        elif w == "historic":  # 700.6
            d.historic = True
        elif w == "blocking":  # with 'attacking': 'attacking or blocking creature' (either)
            d.blocking = True
        elif w in ("token", "tokens"):
            d.token = True
            d.plural |= w == "tokens"
        elif w == "nontoken":
            d.token = False
        elif w in COLORS:
            d.colors.append(COLORS[w])
        elif w in ("monocolored", "multicolored", "colorless") and d.color_count is None:
            d.color_count = w  # 105.2a-c
        elif w in SUPERTYPES:
            d.supertypes.append(SUPERTYPES[w])
        elif w.startswith("non"):
            _negated(d, w[3:].lstrip("-"), subs)
        elif w in subs:
            d.subtypes.append(subs[w])
            d.plural |= w != subs[w].lower()
            d.number_free = i == len(words) - 1 and w in _UNCHANGED_PLURALS
        else:
            raise DescriptionError(f"unknown word {w!r} in a description")
    if d.noun == "ability" and d.stack_kind is None:
        d.stack_kind = "ability"
    if d.noun == "ability" and d.stack_kind == "ability" and words[0] == "spell":
        d.stack_kind = SPELL_OR_ABILITY  # 'spell or ability', 'spell, activated ability, or triggered ability'

    return _with_suffixes(d, suffixes)


def _with_suffixes(d: Desc, suffixes: list[str]) -> Desc:
    """What the words after the description say ('you control', 'from your graveyard'), and the checks of
    the whole description."""
    for s in suffixes:
        if s == "you_control":
            d.controller = "you"
        elif s == "you_own":  # 'target creature you own' (108.3): whoever controls it
            d.owner = "you"
        elif s == "you_dont_own":  # 'permanents you don't own' (108.3): another player owns them
            d.owner = "opponent"
        elif s == "you_own_and_control":  # 'permanents you own and control' (Yorion; 108.3, 108.4)
            d.controller, d.owner = "you", "you"
        elif s == "you_cast":  # 'spells you cast': their controller is their caster (601.2a)
            if d.noun != "spell":
                raise DescriptionError("'you cast' after something other than spells")
            d.controller = "you"
        elif s == "opponent_controls":
            d.controller = "opponent"
        elif s == "your_graveyard":
            d.zone, d.controller, d.graveyard_of = "graveyard", "you", "you"
        elif s == "your_hand":
            d.zone, d.controller = "hand", "you"
        elif s == "opponent_graveyard":  # the cards an opponent owns, in their graveyard (404.2)
            d.zone, d.controller, d.graveyard_of = "graveyard", "opponent", "opponent"
        elif s == "opponents_graveyards":  # 'in your opponents' graveyards' (mechanics/count_terms): every one
            d.zone, d.controller, d.graveyard_of = "graveyard", "opponent", "opponents"
        elif s == "their_graveyard":
            d.zone, d.graveyard_of = "graveyard", "their"
        elif s == "named_this":
            d.named_this = True
        elif s == "different_names":  # 'with different names' (201.2; mechanics/search_steps)
            d.different_names = True
        elif s == "not_named_this":
            d.not_named_this = True
        elif s == "single_graveyard":
            d.zone, d.any_graveyard, d.single_graveyard = "graveyard", True, True
        elif s == "a_graveyard":
            d.zone, d.any_graveyard = "graveyard", True
        elif s == "battlefield":
            d.zone = "battlefield"
        elif s.startswith("source:"):
            d.source_types.extend(s.split(":", 1)[1].split(","))  # (several: 'from an artifact, creature, or land')
        elif s == "from_it":
            d.from_it = True
        elif s == "put_with_this":
            d.put_with_this = True
        elif s == "opponents_cast":  # 'spells your opponents cast' (601.2a: their caster controls them)
            if d.noun != "spell":
                raise DescriptionError("'your opponents cast' after something other than spells")
            d.controller = "opponent"
        elif s == "opponents_activate":  # 'abilities your opponents activate' (602.2: their activator controls them)
            if d.noun != "ability":
                raise DescriptionError("'your opponents activate' after something other than abilities")
            d.controller, d.stack_kind = "opponent", "activated"
        elif s == "you_activate_nonmana":  # 'abilities you activate that aren't mana abilities' (Zirda; 602.2, 605.1a)
            if d.noun != "ability" or d.stack_kind not in (None, "ability", "activated"):
                raise DescriptionError("'you activate' after something other than abilities")
            d.controller, d.stack_kind = "you", "activated"
        elif s == "targets_this":
            d.targets_this = True
        elif s == "dealt_damage_this_turn":
            d.dealt_damage = True
        elif s == "dealt_damage_to_you_this_turn":
            d.dealt_damage_to_you = True
        elif s == "dealt_damage_as_source_this_turn":
            d.dealt_damage_as_source = True
        elif s == "attacked_this_turn":
            d.attacked_this_turn = True
    if d.noun == "card" and d.zone == "battlefield" and "graveyard" not in suffixes:
        d.zone = "card"  # a card somewhere the suffixes don't say (a library search says where)
    if d.named_this and d.noun != "card":  # 'another creature named ~' (Faerie Miscreant): a quality of permanents
        d.named_this, d.named_source = False, True
    if not (d.types or d.subtypes or d.noun or d.colors or d.supertypes or d.token is not None
            or d.color_count is not None or d.any_of):
        raise DescriptionError("a description names no kind of object")
    return d


def _dimension(word: str, subs: dict[str, str]) -> str | None:
    """Which list of a description a word adds to: the alternatives of 'white or black' or 'Elf or Warrior'
    are of one kind."""
    if word in CARD_TYPES or word in _PLURAL_TYPES:
        return "type"
    if word in COLORS:
        return "color"
    if word in SUPERTYPES:
        return "supertype"
    if word in ("attacking", "blocking"):
        return "combat"
    if word in subs:
        return "subtype"
    return None


def _alternatives(words: list[str], subs: dict[str, str]) -> list[list[str]] | None:
    """The whole descriptions an 'or' joins ('artifact creature or black creature', 'land card or Elf card'),
    or None when the words are alternatives of one quality that share the rest ('white or black creature',
    'another creature or planeswalker', 'instant or sorcery card'): those read one list of a Filter as
    'any of'."""
    if not any(w in ("or", "and/or") for w in words):
        return None
    parts: list[list[str]] = [[]]
    for w in words:
        if w in ("or", "and/or", ","):
            if parts[-1]:
                parts.append([])
        else:
            parts[-1].append(w)
    parts = [p for p in parts if p]
    if len(parts) < 2 or not all(any(_dimension(w, subs) or w in _NOUNS for w in p) for p in parts):
        return None  # 'spell or ability', 'activated or triggered ability', 'card or token': one list of kinds
    return None if _one_quality_lists(words, subs) else parts


_PLURAL_NOUNS = ("permanents", "spells", "cards", "tokens")


def _plural_union(words: list[str], subs: dict[str, str]) -> list[list[str]] | None:
    """The whole plural descriptions an 'and' joins ('creatures and nonbasic lands', Thalia, Heretic Cathar;
    'artifacts and black creatures'): the objects of each, the same set as an 'or' of singular ones (109.2). Lists
    of single words ('artifacts, creatures, and enchantments', 'Ninjas and Rogues') are read by `describe`."""
    if "and" not in words or any(w in ("or", "and/or") for w in words):
        return None
    parts: list[list[str]] = [[]]
    for w in words:
        if w in ("and", ","):
            if parts[-1]:
                parts.append([])
        else:
            parts[-1].append(w)
    parts = [p for p in parts if p]
    if len(parts) < 2 or all(len(p) == 1 for p in parts):
        return None
    if len(parts[0]) > 1 and all(len(p) == 1 for p in parts[1:]):
        return None  # 'untapped artifacts, creatures, and lands' (Maraxus of Keld): the first words are said of all
    plural = all(p[-1] in _PLURAL_TYPES or p[-1] in _PLURAL_NOUNS or (p[-1] in subs and p[-1] != subs[p[-1]].lower())
                 for p in parts)
    return parts if plural else None


def _one_quality_lists(words: list[str], subs: dict[str, str]) -> bool:
    """Whether each list the connectors make ('white or blue', 'instant or sorcery') is of single words of one
    quality that no other word has: then 'white or blue instant or sorcery spell' is any of the colors and any
    of the types, and the words outside the lists are said of every one."""
    lists: list[list[str]] = []
    joined = False
    for w in words:
        if w in ("or", "and/or", ","):
            joined = bool(lists)
            continue
        if joined:
            lists[-1].append(w)
        else:
            lists.append([w])
        joined = False
    seen: dict[str | None, int] = {}
    for n, group in enumerate(lists):
        kinds = {_dimension(w, subs) for w in group}
        if len(group) > 1 and (len(kinds) != 1 or None in kinds):
            return False
        for k in kinds:
            if k is not None and seen.setdefault(k, n) != n:
                return False  # 'artifact creature or black creature': 'artifact' is a type outside the list
    return True


_NOUNS = ("permanent", "permanents", "spell", "spells", "card", "cards")


def _either(d: Desc, parts: list[list[str]], suffixes: list[str]) -> Desc:
    """An 'or' of whole descriptions (Purge: 'artifact creature or black creature'): a Filter that matches any
    one of them (109.2). A noun said last ('creature or Vehicle card') is said of each, and the words after the
    last alternative of a part that names no kind ('black or artifact creature') are said of it."""
    subs = subtypes()
    head = parts[-1][1:]  # 'black or artifact creature': a part that names no kind of object is said of the last's
    alternatives = [describe(p if any(w in _NOUNS or _dimension(w, subs) in ("type", "subtype") for w in p)
                             else [*p, *head], []) for p in parts]
    noun = parts[-1][-1] if parts[-1][-1] in _NOUNS else None
    if noun is not None:  # 'creature or Vehicle card': a card of either kind
        alternatives = [a if a.noun else describe([*p, noun], []) for a, p in zip(alternatives, parts, strict=True)]
    kinds = {(a.noun, a.zone, a.stack_kind) for a in alternatives}
    if len(kinds) != 1:
        raise DescriptionError("an 'or' of descriptions of different kinds of object ('spell or creature')")
    one = alternatives[0]
    d.noun, d.zone, d.stack_kind = one.noun, one.zone, one.stack_kind
    d.plural = any(a.plural for a in alternatives)
    d.other = any(a.other for a in alternatives)  # 'another creature or Vehicle': said of both
    for a in alternatives:
        a.other = False
        a.plural = False
        if a.position or a.from_it or a.named_this:
            raise DescriptionError("an 'or' of descriptions with zones or names")
    d.any_of = [a.filter() for a in alternatives]
    return _with_suffixes(d, suffixes)


def _subtype_union(words: list[str], i: int, subs: dict[str, str]) -> bool:
    """'and' between two subtypes of a plural description ('Ninjas and Rogues', 'Ninja and Rogue creatures'):
    each object of either subtype (the same as 'or' in a singular one)."""
    if i == 0 or i + 1 >= len(words) or words[i - 1] not in subs or words[i + 1] not in subs:
        return False
    last = words[-1]
    return (last in subs and subs[last].lower() != last) or last in _PLURAL_TYPES or last in ("permanents", "cards")


def _negated(d: Desc, word: str, subs: dict[str, str]) -> None:
    if word in CARD_TYPES:
        d.not_types.append(CARD_TYPES[word])
    elif word in COLORS:  # 'nonblack' (105.2)
        d.not_colors.append(COLORS[word])
    elif word in SUPERTYPES:
        d.not_supertypes.append(SUPERTYPES[word])
    elif word in subs:
        d.not_subtypes.append(subs[word])
    else:
        raise DescriptionError(f"unknown negated word 'non{word}'")
