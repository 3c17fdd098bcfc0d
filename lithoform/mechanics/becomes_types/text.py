"""A permanent that becomes other creature types for good, the text part. Data only: imports the cards and
the compiler's basics."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lithoform.cards.tree import (
    AddAbilities,
    AddTypes,
    ApplyContinuous,
    Filter,
    LoseAllAbilities,
    May,
    PTBoost,
    RefMatches,
    RemoveTypes,
    SetBasePT,
    SetColors,
    SetTypes,
    StaticEffect,
    This,
)
from lithoform.compiler.descriptions import COLORS, subtypes
from lithoform.compiler.values import VP, SentenceMark, Unsupported, pt, replace, text
from lithoform.mechanics.animated_lands.text import creature_types


class BecomesTypesRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _new_creature_types(self, tok: Any) -> tuple[Any, ...]:
        """205.1b: the object's creature types are replaced by these (its card types and supertypes stay:
        Warden of the First Tree's ruling); layer 4 (613.1d)."""
        found = self._creature_type_words(self._words(tok))  # type: ignore[attr-defined]
        return (RemoveTypes(subtypes=tuple(t for t in creature_types() if t not in found)),
                AddTypes(subtypes=tuple(found)))

    def _creature_type_words(self, words: tuple[str, ...]) -> list[str]:
        known = set(creature_types())
        found = []
        for w in words:
            sub = subtypes().get(w)
            if sub is None or sub not in known:
                raise Unsupported(f"{w!r} in what a permanent becomes (only creature types)")
            found.append(sub)
        return found

    def _becomes_parts(self, tok: Any, plain_creature: bool = False) -> tuple[Any, ...]:
        """What 'becomes a blue Serpent' / 'a Shapeshifter artifact creature' sets: its colors (layer 5; 105.3:
        the new colors replace the old), its creature types (layer 4; 205.1a: the new creature types replace
        the old) and, for 'artifact creature', its card types: 205.1b, such an object keeps its other card
        types and subtypes (a Treasure stays a Treasure), only its creature types are replaced. 'becomes a
        ... creature' without 'artifact' (205.1a: its other card types go, and the subtypes that go with
        them) is refused."""
        words = [w for w in self._words(tok)]  # type: ignore[attr-defined]
        colors: list[str] = []
        while words and (words[0] in COLORS or (colors and words[0] == "and" and len(words) > 1
                                                and words[1] in COLORS)):
            w = words.pop(0)
            if w != "and":
                colors.append(COLORS[w])
        card_types: tuple[str, ...] = ()
        if words[-2:] in (["artifact", "creature"], ["artifact", "creatures"]):
            words = words[:-2]
            card_types = ("Artifact", "Creature")
        elif words and words[-1] in ("creature", "creatures"):
            found = self._creature_type_words(tuple(words[:-1]))
            if not plain_creature or not found:  # (with no creature type, which subtypes stay isn't said here)
                raise Unsupported("becoming a creature that isn't an artifact creature (205.1a: other types go)")
            # 205.1a: its card types and subtypes become these (supertypes stay); 'It's still a land.' after it
            # keeps the others (205.1b, `still_a_sentence`)
            return (SetTypes(("Creature",), tuple(found)), *((SetColors(tuple(colors)),) if colors else ()))
        found = self._creature_type_words(tuple(words))
        if not found and not card_types:
            raise Unsupported("becoming nothing but colors with a base power and toughness")
        parts: list[Any] = []
        if found or card_types:
            parts.append(RemoveTypes(subtypes=tuple(t for t in creature_types() if t not in found)))
        if found or card_types:
            parts.append(AddTypes(types=card_types, subtypes=tuple(found)))
        if colors:
            parts.append(SetColors(tuple(colors)))
        return tuple(parts)

    def st_self_is_types_base_pt(self, c: list) -> StaticEffect:
        """'~ is a Bear with base power and toughness 4/2' (a static ability of the object itself: its creature
        types are replaced, 205.1a, layer 4; its base power and toughness set, layer 7b)."""
        tok, pt_tok = c
        if not text(pt_tok).replace("/", "").isdigit():
            raise Unsupported("a base power and toughness of X")
        power, toughness = (int(v) for v in text(pt_tok).split("/"))
        return StaticEffect((*self._becomes_parts(tok), SetBasePT(power, toughness)))

    def _base_pt(self, tok: Any) -> SetBasePT:
        if not text(tok).replace("/", "").isdigit():
            raise Unsupported("a base power and toughness of X")
        power, toughness = (int(v) for v in text(tok).split("/"))
        return SetBasePT(power, toughness)

    def st_attached_loses_all_is(self, c: list) -> StaticEffect:
        """'Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1.'
        (Frogify; 205.1a: 'It loses all other card types and creature types.'; layers 4, 5, 6, 7b)."""
        word = self._attached(c[0], c[1])  # type: ignore[attr-defined]
        self._only(c[2], "abilities")  # type: ignore[attr-defined]
        parts = self._becomes_parts(c[3], plain_creature=True)
        return StaticEffect((*parts, LoseAllAbilities(), self._base_pt(c[4])), attached=word)

    def st_attached_is_loses_all(self, c: list) -> StaticEffect:
        """'Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all abilities.' (Lignify;
        205.1a: its creature types replaced, it stays a creature)."""
        word = self._attached(c[0], c[1])  # type: ignore[attr-defined]
        self._only(c[4], "abilities")  # type: ignore[attr-defined]
        parts = self._becomes_parts(c[2], plain_creature=True)
        return StaticEffect((*parts, LoseAllAbilities(), self._base_pt(c[3])), attached=word)

    def st_attached_loses_all_base_pt(self, c: list) -> StaticEffect:
        """'Enchanted creature loses all abilities and has base power and toughness 1/1.' (layers 6 and 7b)"""
        word = self._attached(c[0], c[1])  # type: ignore[attr-defined]
        self._only(c[2], "abilities")  # type: ignore[attr-defined]
        return StaticEffect((LoseAllAbilities(), self._base_pt(c[3])), attached=word)

    def st_attached_pt_loses_all(self, c: list) -> StaticEffect:
        """'Enchanted creature gets -2/-0 and loses all abilities.' (Mystic Subdual; layers 6 and 7c)"""
        word = self._attached(c[0], c[1])  # type: ignore[attr-defined]
        self._only(c[3], "abilities")  # type: ignore[attr-defined]
        p, t = pt(c[2])
        return StaticEffect((LoseAllAbilities(), PTBoost(p, t)), attached=word)

    def bt_keywords(self, c: list) -> tuple[str, ...]:
        return tuple(k for x in c for k in (x if isinstance(x, tuple) else (x,)))

    def bt_until(self, c: list) -> str:
        return "end_of_turn"

    def becomes_types_base_pt(self, c: list) -> VP:
        """'becomes a Human Warrior with base power and toughness 3/3' (613.4b: layer 7b), with the keywords it
        gains ('... 1/1 and flying', layer 6) and its duration: 'until end of turn' (514.2), else none, so
        the effect lasts until the object leaves the battlefield (611.2a; Warden of the First Tree's
        ruling)."""
        tok, pt = c[0], c[1]
        rest = [x for x in c[2:] if x is not None]
        keywords = next((x for x in rest if isinstance(x, tuple)), ())
        until = "end_of_turn" if "end_of_turn" in rest else "permanent"
        if not text(pt).replace("/", "").isdigit():
            raise Unsupported("a base power and toughness of X")
        power, toughness = (int(v) for v in text(pt).split("/"))
        # 'becomes a green Elk creature with base power and toughness 3/3' (Oko): a creature and nothing else
        # (205.1a: its other card types and subtypes go, supertypes stay; Oko's ruling)
        parts = (*self._becomes_parts(tok, plain_creature=True), SetBasePT(power, toughness))
        if keywords:
            parts = (*parts, AddAbilities(keywords=keywords))
        return VP(lambda what: ApplyContinuous(parts, what, until=until), "object", "becomes")

    def becomes_types_self_sentence(self, c: list) -> list:
        """'[Until end of turn,] ~ becomes a Dragon with base power and toughness 4/4, flying, and haste.'"""
        if c and c[0] == "until":  # the prefix is the duration (611.2a)
            c = [*c[1:], "end_of_turn"]
        return [self.becomes_types_base_pt(c).make(This())]

    def lose_all_abilities(self, c: list) -> VP:
        """'loses all abilities' (613.1f, layer 6): an ability it gains later in the same instruction, or from a
        later effect, still applies (613.7: timestamp order within the layer)."""
        self._only(c[0], "abilities")  # type: ignore[attr-defined]  # the chunker reads 'abilities' as a description
        until = "end_of_turn" if c[1:] and c[1] == "end_of_turn" else "permanent"
        return VP(lambda what: ApplyContinuous((LoseAllAbilities(),), what, until=until), "object", "lose")

    def becomes_types_keywords(self, c: list) -> VP:
        """'it becomes a Human Spirit Warrior with trample and lifelink' (layers 4 and 6), for good."""
        parts = (*self._new_creature_types(c[0]), AddAbilities(keywords=tuple(c[1])))
        return VP(lambda what: ApplyContinuous(parts, what, until="permanent"), "object", "becomes")

    def becomes_pt_creature(self, c: list) -> VP:
        """'becomes a 4/4 Elemental creature with hexproof and haste until end of turn' (205.1a: a creature and
        nothing else, its creature types these; layers 4, 5, 6 and 7b), '... a 2/2 Golem artifact creature'
        (205.1b: its other card types stay, its creature types are replaced); with no duration, for good
        (611.2a; 'until end of turn,' before the sentence makes it end, sentences._finish)."""
        pt, tok, *rest = [x for x in c if x is not None]
        if not text(pt).replace("/", "").isdigit():
            raise Unsupported("becoming an X/X creature")
        power, toughness = (int(v) for v in text(pt).split("/"))
        extras: tuple[Any, ...] = next((x for x in rest if isinstance(x, tuple)), ())
        until = "end_of_turn" if "end_of_turn" in rest else "permanent"
        if any(isinstance(k, str) and k == "all creature types" for k in extras):
            raise Unsupported("'with all creature types' on a creature of other types")
        parts: tuple[Any, ...] = self._becomes_parts(tok, plain_creature=True)
        keywords = tuple(k for k in extras if isinstance(k, str))
        granted = tuple(k for k in extras if not isinstance(k, str))  # ward (702.21a)
        if keywords or granted:
            parts = (*parts, AddAbilities(abilities=granted, keywords=keywords))
        parts = (*parts, SetBasePT(power, toughness))
        return VP(lambda what: ApplyContinuous(parts, what, until=until), "object", "becomes")

    def becomes_pt_creature_self_sentence(self, c: list) -> list:
        """'[Until end of turn,] ~ becomes a 2/2 Golem artifact creature [until end of turn].'"""
        if c and c[0] == "until":  # the prefix is the duration (611.2a)
            c = [*c[1:], "end_of_turn"]
        return [self.becomes_pt_creature(c).make(This())]

    def still_a_sentence(self, c: list) -> StillAMark:
        """'It's still a land.' after 'becomes a ... creature' (205.1b)."""
        words = self._words(c[0])  # type: ignore[attr-defined]
        if len(words) != 1 or words[0] not in ("land", "artifact", "enchantment", "planeswalker"):
            raise Unsupported(f"'still a {' '.join(words)}'")
        return StillAMark(STILL_A)

    def cond_self_is_a(self, c: list) -> RefMatches:
        """'if ~ is a Warrior' (608.2c): checked as the ability resolves, on the object as it is then; and
        'if ~ is an enchantment' / '... is a creature' (Opal Acrolith, Hidden Herd: an intervening 'if', 603.4,
        checked on its current card types, 205.2a, which a 'becomes' effect may have changed)."""
        words = self._words(c[0])  # type: ignore[attr-defined]
        if len(words) == 1 and words[0] in _CARD_TYPES:
            return RefMatches(This(), Filter(types=(_CARD_TYPES[words[0]],)))
        words = self._words(c[0])  # type: ignore[attr-defined]
        sub = subtypes().get(words[0]) if len(words) == 1 else None
        if sub is not None and sub not in set(creature_types()):
            # 'If ~ is an Aura, enchanted creature gets +2/+2 until end of turn instead.' (Erebos's Emissary: a
            # bestowed Aura, 702.103b): one subtype of another kind (205.3)
            return RefMatches(This(), Filter(subtypes=(sub,)))
        f = Filter(subtypes=(self._creature_type(c[0]),))
        return RefMatches(This(), f)

    def _creature_type(self, tok: Any) -> str:
        words = self._words(tok)  # type: ignore[attr-defined]
        sub = subtypes().get(words[0]) if len(words) == 1 else None
        if sub is None or sub not in set(creature_types()):
            raise Unsupported("'if ~ is a ...' other than one creature type")
        return sub


STILL_A = "still_a"
# 205.2a: the card types an 'if ~ is a/an ...' condition may name
_CARD_TYPES = {w: w.capitalize() for w in ("artifact", "creature", "enchantment", "land", "planeswalker")}


@dataclass(frozen=True)
class StillAMark(SentenceMark):
    """'It's still a land.': the instruction before keeps the object's prior types (205.1b)."""


def mark_still_a(mark: Any, last: Any) -> Any:
    """205.1b: after 'becomes a 4/4 Elemental creature ...', 'It's still a land.' keeps every prior card type,
    supertype and subtype: the types set (205.1a) are added instead."""
    if not isinstance(mark, StillAMark):
        return None
    if isinstance(last, May):  # 'You may have target land you control become a 3/3 ... It's still a land.'
        return May(mark_still_a(mark, last.effect))
    if not isinstance(last, ApplyContinuous) or not any(isinstance(p, SetTypes | RemoveTypes) for p in last.parts):
        raise Unsupported("'it's still a ...' after something other than becoming a creature")
    parts: list[Any] = []
    for p in last.parts:
        if isinstance(p, SetTypes):
            parts.append(AddTypes(p.types, p.subtypes))
        elif not isinstance(p, RemoveTypes):
            parts.append(p)
    return replace(last, parts=tuple(parts))


TRANSFORMER = BecomesTypesRules
MARKS = (mark_still_a,)
