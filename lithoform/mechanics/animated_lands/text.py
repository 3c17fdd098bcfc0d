"""Permanents that become creatures and are still what they were (the manlands), the text part: one
continuous effect until end of turn (611.2c) with its parts in their layers: the creature type and subtypes
added (layer 4; 205.1b: 'It's still a land.' keeps every prior type), the colors (layer 5, 105.3), the
keywords (layer 6) and the base power and toughness (layer 7b). Data only."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from lithoform.cards.tree import (
    AddAbilities,
    AddTypes,
    ApplyContinuous,
    Each,
    EachControlledBy,
    RemoveTypes,
    Sequence,
    SetBasePT,
    SetBasePTBy,
    SetColors,
    StaticEffect,
    This,
    XValue,
)
from lithoform.compiler.descriptions import COLORS, DescriptionError, describe
from lithoform.compiler.values import VP, Unsupported, text
from lithoform.rules_text import rule

_ALL = "all creature types"


@cache
def creature_types() -> tuple[str, ...]:
    """Every creature type, from CR 205.3m ('with all creature types')."""
    listed = rule("205.3m").split("All other creature types are one word long:", 1)[1].split(".", 1)[0]
    names = {re.sub(r"\s*\(see rule [^)]*\)", "", raw).strip().replace("’", "'")
             for raw in re.split(r",\s*(?:and\s+)?", listed)}
    two = re.search(r"One creature type is two words long: ([A-Z][a-z]+ [A-Z][a-z]+)\.", rule("205.3m"))
    return tuple(sorted(n for n in names | ({two.group(1)} if two else set()) if n))


class AnimatedLandsRules:
    """Transformer rules of 'becomes a N/N ... creature ... It's still a land.'; mixed into `OracleTransformer`."""

    def _creature_words(self, tok: Any) -> None:
        if " ".join(self._words(tok)) != "creature":  # type: ignore[attr-defined]
            raise Unsupported("'all ... types' other than all creature types")

    def animate_keywords(self, c: list) -> tuple[str, ...]:
        out: list[str] = list(c[0])
        for more in c[1:]:
            out.extend(more)
        return tuple(out)

    def animate_ward(self, c: list) -> tuple[Any, ...]:
        """'with ward {3}' (Hall of Storm Giants): the triggered ability ward is (702.21a), granted in layer 6."""
        return (self.kw_ward(c),)  # type: ignore[attr-defined]

    def animate_quoted(self, c: list) -> tuple[Any, ...]:
        """'with "Whenever this creature attacks, ..."': the quoted ability, granted in layer 6 (613.1f)."""
        abilities: tuple[Any, ...] = self.quoted_abilities(c[0])  # type: ignore[attr-defined]
        if not abilities:
            raise Unsupported("a quoted ability that didn't compile")
        return abilities

    def animate_keywords_quoted(self, c: list) -> tuple[Any, ...]:
        """'with flying and "..."': keywords and a quoted ability, one effect in layer 6 (613.1f)."""
        return (*c[0], *self.animate_quoted(c[1:]))

    def animate_all_types(self, c: list) -> tuple[str, ...]:
        self._creature_words(c[0])
        return (_ALL,)

    def animate_more_keyword(self, c: list) -> tuple[str, ...]:
        return (c[0],)

    def animate_more_all_types(self, c: list) -> tuple[str, ...]:
        self._creature_words(c[0])
        return (_ALL,)

    def gain_all_creature_types(self, c: list) -> VP:
        """'gains all creature types [until end of turn]' (205.3m, layer 4); until end of turn when it or the
        sentence's 'Until end of turn,' says so (sentences._finish), else for good (611.2a)."""
        self._creature_words(c[0])
        until = "end_of_turn" if "end_of_turn" in c[1:] else "permanent"
        part = AddTypes(subtypes=creature_types())
        return VP(lambda what: ApplyContinuous((part,), what, until=until), "object", "gain")

    def lose_all_creature_types(self, c: list) -> VP:
        """'loses all creature types until end of turn' (205.1b, layer 4): its other types stay."""
        self._creature_words(c[0])
        until = "end_of_turn" if "end_of_turn" in c[1:] else "permanent"
        part = RemoveTypes(subtypes=creature_types())
        return VP(lambda what: ApplyContinuous((part,), what, until=until), "object", "lose")

    def becomes_still_a(self, c: list) -> list[Any]:
        """'{1}: Mutavault becomes a 2/2 creature with all creature types until end of turn. It's still a
        land.' and 'Until end of turn, Celestial Colonnade becomes a 4/4 white and blue Elemental creature
        with flying and vigilance. It's still a land.' Either way the duration is until end of turn."""
        return self._becomes_still(c, This(), "end_of_turn")

    def target_becomes_still_a(self, c: list) -> VP:
        """'Target land becomes a 3/3 creature until end of turn. It's still a land.' (Vivify, Kamahl, Fist of
        Krosa; 205.1b, 514.2): the object the sentence names, one by one (611.2c)."""
        def make(what: Any) -> Any:
            if isinstance(what, (Each, EachControlledBy)):
                raise Unsupported("a group of lands becoming creatures")
            effects = self._becomes_still(c, what, "end_of_turn")
            return effects[0] if len(effects) == 1 else Sequence(tuple(effects))

        return VP(make, "object", "becomes")

    def they_become_still(self, c: list) -> VP:
        """'Untap up to six target lands. They become 6/6 Elemental creatures. They're still lands.' (Nissa, Sage
        Animist; 205.1b): the objects the subject names (the targets, locked in: 611.2c), for good when no
        duration is said (611.2a), else until end of turn (514.2)."""
        until = "end_of_turn" if "end_of_turn" in c else "permanent"
        args = [x for x in c if x != "end_of_turn"]

        def make(what: Any) -> Any:
            if isinstance(what, (Each, EachControlledBy)):
                raise Unsupported("a group of lands becoming creatures")
            effects = self._becomes_still(args, what, until)
            return effects[0] if len(effects) == 1 else Sequence(tuple(effects))

        return VP(make, "object", "become")

    def becomes_still_a_forever(self, c: list) -> VP:
        """'Untap it. It becomes a 0/0 Elemental creature with vigilance and haste that's still a land.' (Nissa,
        Who Shakes the World): no duration, so for good (611.2a; the ruling: 'It doesn’t wear off during the
        cleanup step'); the subject is the object the sentence names (the target)."""
        return VP(lambda what: self._becomes_still(c, what, "permanent")[0], "object", "becomes")

    def also_types(self, c: list) -> str:
        return "also_types"

    def becomes_pt_also(self, c: list) -> VP:
        """'[object] becomes a 4/4 Illusion creature with flying in addition to its other types until end of turn'
        (205.1b: its prior types stay, as after 'It's still a land.'); until end of turn when it says so or the
        sentence's 'Until end of turn,' does (sentences._finish), else for good (611.2a)."""
        until = "end_of_turn" if "end_of_turn" in c else "permanent"
        pt, what, *more = [x for x in c if x is not None and x not in ("end_of_turn", "also_types")]
        extras: tuple[str, ...] = more[0] if more else ()

        def make(target: Any) -> Any:
            effects = self._becomes_added(pt, what, extras, target, until)
            return effects[0] if len(effects) == 1 else Sequence(tuple(effects))

        return VP(make, "object", "becomes")

    def becomes_pt_also_self_sentence(self, c: list) -> list[Any]:
        """'[Until end of turn,] ~ becomes a 4/3 Centaur creature in addition to its other types [until end of
        turn].'"""
        if c and c[0] == "until":  # the prefix is the duration (611.2a)
            c = [*c[1:], "end_of_turn"]
        return [self.becomes_pt_also(c).make(This())]

    def st_attached_is_still_a(self, c: list) -> StaticEffect:
        """'Enchanted land is a 2/2 blue Elemental creature with flying. It's still a land.' (611.3a: while the
        Aura is attached; 205.1b: every prior type stays; layers 4, 5, 6 and 7b as for the manlands)."""
        word = self._attached(c[0], c[1])  # type: ignore[attr-defined]
        effects = self._becomes_still(c[2:], This(), "permanent")
        if len(effects) != 1:
            raise Unsupported("an Aura making the permanent an X/X creature")
        return StaticEffect(effects[0].parts, attached=word)

    def st_group_are_still(self, c: list) -> StaticEffect:
        """'All Forests are 1/1 creatures that are still lands.' (Living Lands; 611.3a: the permanents the group
        describes at each moment; 205.1b: every prior type stays; layers 4, 5 and 7b as for the manlands)."""
        effects = self._becomes_still(c[1:], This(), "permanent")
        if len(effects) != 1:
            raise Unsupported("a group of permanents becoming X/X creatures")
        return StaticEffect(effects[0].parts, c[0])

    def st_attached_is_creature_base_pt(self, c: list) -> StaticEffect:
        """'Enchanted artifact is a creature with base power and toughness 5/5 in addition to its other types.'
        (Ensoul Artifact; 205.1b: the creature type added in layer 4, the base values set in layer 7b)."""
        word = self._attached(c[0], c[1])  # type: ignore[attr-defined]
        if " ".join(self._words(c[2])) != "creature":  # type: ignore[attr-defined]
            raise Unsupported("becoming something other than a creature with base power and toughness")
        power, toughness = (int(v) for v in text(c[3]).split("/"))
        return StaticEffect((AddTypes(("Creature",)), SetBasePT(power, toughness)), attached=word)

    def _becomes_still(self, c: list, target: Any, until: str) -> list[Any]:
        # the duration, before ('until end of turn,') or after, is the same: until end of turn (514.2)
        pt, what, *more = [x for x in c if x is not None and x not in ("until", "end_of_turn")]
        still = more.pop()  # the DESC of 'It's still a [type]'
        extras: tuple[str, ...] = more[0] if more else ()
        try:
            kept = describe(list(self._words(still)), [])  # type: ignore[attr-defined]
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if kept.noun or not kept.types or kept.subtypes:
            raise Unsupported("'still a' something other than a card type")
        return self._becomes_added(pt, what, extras, target, until)

    def _becomes_added(self, pt: Any, what: Any, extras: tuple[Any, ...], target: Any, until: str) -> list[Any]:
        """The effect of becoming a N/N creature of some types that keeps its prior types (205.1b)."""
        words = list(self._words(what))  # type: ignore[attr-defined]
        colors: list[str] = []  # 'white and blue Elemental creature': the colors lead, joined by 'and'
        while words and (words[0] in COLORS or (words[0] == "and" and colors)):
            word = words.pop(0)
            if word != "and":
                colors.append(COLORS[word])
        if words and words[-1] == "creatures":  # 'each become 3/5 Treefolk Warrior creatures'
            words[-1] = "creature"
        try:
            d = describe(words, [])
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if d.noun or d.supertypes or "Creature" not in d.types or set(d.types) - {"Creature", "Artifact"}:
            raise Unsupported("becoming something other than a creature of some types")
        if "x" in text(pt) and text(pt) != "x/x":
            raise Unsupported(f"becoming a {text(pt)} creature")
        power, toughness = (0, 0) if text(pt) == "x/x" else (int(v) for v in text(pt).split("/"))
        subtypes = tuple(d.subtypes) + (creature_types() if _ALL in extras else ())
        parts: list[Any] = [AddTypes(tuple(d.types), subtypes)]
        if colors or d.colors:  # 105.3: the new colors replace the old ones (layer 5)
            parts.append(SetColors(tuple(colors + d.colors)))
        keywords = tuple(k for k in extras if isinstance(k, str) and k != _ALL)
        granted = tuple(k for k in extras if not isinstance(k, str))  # ward (702.21a)
        if keywords or granted:
            parts.append(AddAbilities(abilities=granted, keywords=keywords))
        if text(pt) == "x/x":  # 107.3: X as announced for the ability, counted as it resolves (611.2c)
            if until != "end_of_turn":
                raise Unsupported("an X/X creature for good")
            return [ApplyContinuous(tuple(parts), target), SetBasePTBy(XValue(), XValue(), target)]
        parts.append(SetBasePT(power, toughness))
        return [ApplyContinuous(tuple(parts), target, until=until)]


TRANSFORMER = AnimatedLandsRules
