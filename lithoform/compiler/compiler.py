"""Compiling a card's Oracle text into its ability tree: `compile_face` and `compile_card`.

A face compiles when every one of its lines does; otherwise the result lists each unparsed phrase with
the face, the line and the ability it belongs to, and no definition is produced, so a card is never
played with a part of its text dropped.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import msgspec
from lark.exceptions import LarkError, VisitError

from lithoform.cards.builders import BASIC_MANA, tap_for
from lithoform.cards.mana import parse_cost
from lithoform.cards.mana_abilities import mana_with_extras
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.costs import UNBOUND_OBJECT
from lithoform.cards.static_support import condition_read_in_time
from lithoform.cards.tree import (
    ActivatedAbility,
    AddAbilities,
    AddMana,
    AllOf,
    AlternativeCost,
    AnchorAbility,
    AsEntersChoose,
    Attach,
    CardDef,
    CardFace,
    ChosenColorMana,
    CommanderColorMana,
    ConditionalMana,
    Cost,
    CouldProduceMana,
    CountedMana,
    DefendingPlayer,
    DevotionMana,
    ExileFromHand,
    ExileLinked,
    Filter,
    Granter,
    IfThen,
    LevelerAbility,
    Linked,
    LinkedColorMana,
    LinkedManaValue,
    May,
    Mode,
    PayAnyAmount,
    PayOptional,
    RefMatches,
    RevealedCardValue,
    SacrificeGranter,
    SacrificeObjects,
    Sequence,
    SpellAbility,
    Static,
    StaticEffect,
    TargetSpec,
    TokenSpec,
    Trigger,
    TriggeredAbility,
    Triggering,
    TriggerReflexive,
    TriggersOnceEachTurn,
    XValue,
    YourTurn,
)
from lithoform.compiler.ability_words import ability_words, strip_ability_word, strip_flavor_word
from lithoform.compiler.chunk import chunk
from lithoform.compiler.coordinated import split_predicates
from lithoform.compiler.descriptions import CARD_TYPES, DescriptionError
from lithoform.compiler.mechanic_texts import (
    ACTIVATION_ENDINGS,
    ACTIVATOR_ENDINGS,
    CARD_CHECKS,
    CARD_FORMS,
    LEVEL_BARS,
    LEVEL_GATES,
    LINE_FORMS,
    LINKED_EXILES,
    MANA_EFFECTS,
    RESULT_TABLES,
    SPELL_CHECKS,
    SPELL_FINISHES,
    SPELL_SPLITS,
    STRIATIONS,
)
from lithoform.compiler.names import mark_names
from lithoform.compiler.normalise import KICKED_MODES, REPEAT_MODES, Line, normalise, self_names, split_lines
from lithoform.compiler.parser import parse
from lithoform.compiler.transform import OracleTransformer, Scope, SpellSetting, Unsupported
from lithoform.compiler.values import Marked, mentions

# Layouts whose faces the engine plays as one card with one face (the others need face rules: 709-712).
SUPPORTED_LAYOUTS = ("normal", "split", "transform", "modal_dfc", "saga",  # double-faced: 712; Sagas: 714
                     "adventure",  # adventurer cards: 715 (mechanics/adventure)
                     "class",  # Class cards: 716 (mechanics/classes)
                     "aftermath",  # split cards with aftermath: 709, 702.127 (mechanics/aftermath)
                     "leveler",  # leveler cards: 711, level up 702.87 (mechanics/level_up)
                     "meld",  # meld cards: 712.4, 701.42 (mechanics/meld; the melded back face is face 1)
                     "flip")  # flip cards: 710 (mechanics/flip)
# 716.2a: a class level bar, '[Cost]: Level N'
# 603.2c: trigger events read 'one or more ...' only with 'This ability triggers only once each turn.'
_ONCE_BATCHES = ("discards", "enters", "sacrifice", "counters_put", "leaves")
_ONCE_EACH_TURN = re.compile(r" this (§\d+) triggers only once each turn\.$")
_LEVEL_BAR = re.compile(r"((?:\{[^}]+\})+): level (\d+)")
_MODE_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4}
# 700.2: a choice of a number of modes from a fewest: (fewest, most; None: every mode)
_MODE_RANGES: dict[str, tuple[int, int | None]] = {"one or both": (1, 2), "one or more": (1, None),
                                                   "any number": (1, None), "up to one": (0, 1)}
_BESTOW = re.compile(r"^bestow \{", re.MULTILINE)  # 702.103a
_TRIGGER_START = re.compile(r"^(when|whenever|at) ")
# a spell's 'At the beginning of your next upkeep, ...' line is an instruction (a delayed trigger, 603.7), not
# a triggered ability of the card (the pacts)
_DELAYED_START = re.compile(r"^at the beginning of (your next upkeep|the next end step|the next turn 's upkeep),"
                            r"|^when you cast your next "  # a spell's delayed trigger (603.7a; Galvanic Iteration)
                            r"|^whenever [^,.]* this turn,")  # 'Whenever a creature blocks this turn, ...' (603.7a)
_AND_YOUR_TURN = " and it 's your turn"  # an intervening 'if' of two conditions (603.4; Skyclave Shade)
_SORCERY = " activate only as a sorcery."  # 602.5d
_INSTANT = " activate only as an instant."  # Lion's Eye Diamond: only with priority (117.1a)
_SORCERY_IF = " activate only as a sorcery and only if "  # 602.5d, 602.5b
_DURING_YOUR_TURN_IF = " activate only during your turn and only if "  # 602.5b, twice


@dataclass(frozen=True)
class Unparsed:
    """A phrase the compiler could not read (or the tree can't express), and where it is."""

    phrase: str
    face: str
    line: int
    ability: str
    reason: str = ""

    def __str__(self) -> str:
        why = f" ({self.reason})" if self.reason else ""
        return f"{self.face}, line {self.line}: {self.phrase!r}{why}"


@dataclass(frozen=True)
class CompiledFace:
    name: str
    face: CardFace | None
    unparsed: tuple[Unparsed, ...] = ()

    @property
    def ok(self) -> bool:
        return self.face is not None and not self.unparsed


@dataclass(frozen=True)
class Compiled:
    """The definition of a card when every part of it compiled, else the phrases that didn't."""

    name: str
    card: CardDef | None
    unparsed: tuple[Unparsed, ...] = ()

    @property
    def ok(self) -> bool:
        return self.card is not None and not self.unparsed


@dataclass
class _FaceState:
    face: Any
    names: tuple[str, ...]
    is_spell: bool
    spell_scope: Scope = field(default_factory=Scope)
    spell_effects: list[Any] = field(default_factory=list)
    modes: tuple[Mode, ...] = ()
    mode_count: int = 1
    mode_min: int | None = None  # 'choose one or both' (700.2)
    settings: dict[str, Any] = field(default_factory=dict)
    abilities: list[Any] = field(default_factory=list)
    unparsed: list[Unparsed] = field(default_factory=list)
    chunks: tuple[tuple[str, ...], ...] = ()  # the descriptions of the line being compiled (chunk.py)
    named: tuple[str, ...] = ()  # the card names the line mentions ('a card named ...', names.py)
    sorcery: bool = False  # the line being compiled ends 'Activate only as a sorcery.' (602.5d)
    instant: bool = False  # the line being compiled ends 'Activate only as an instant.' (117.1a)
    once: bool = False  # the line being compiled ends 'Activate only once each turn.' (602.5b; keywords)
    times: int = 0  # the line ends 'Activate no more than twice/N times each turn.' (602.5b)
    quoted: tuple[tuple[Any, ...], ...] = ()  # the abilities quoted in the line being compiled (¤N)
    mode_quoted: tuple[tuple[tuple[Any, ...], ...], ...] = ()  # each mode's quoted abilities (¤N within it)
    granter: bool = False  # a quoted ability names the card granting it (_granter_quote)


class _LineFailed(Exception):
    def __init__(self, phrase: str, reason: str) -> None:
        super().__init__(phrase)
        self.phrase = phrase
        self.reason = reason


def compile_face(face: Any, card_name: str | None = None) -> CompiledFace:
    """Compiles one face record (carddb FaceRecord) into a CardFace, or lists what didn't compile."""
    names = self_names(face.name, "Legendary" in face.supertypes) + ((card_name,) if card_name and card_name != face.name else ())
    st = _FaceState(face, names, "Instant" in face.types or "Sorcery" in face.types)
    level = 0  # 716.2a: the class level bar the lines are under (0: none, or above the first one)
    leveler = getattr(face, "layout", "") == "leveler"
    striation: tuple[int, int | None] | None = None  # 711.2: the level symbol the lines are under
    for line in split_lines(face.text, names):
        bar = _LEVEL_BAR.fullmatch(line.text) if "Class" in face.subtypes else None
        before = len(st.abilities)
        try:
            if bar:
                level = int(bar.group(2))
                st.abilities.append(_level_bar(st, bar.group(1), level, line.printed))
                continue
            if leveler:
                found = _striation_line(st, line)
                if found is not None:
                    striation = found
                    continue
                if striation is not None and (pt := STRIATIONS[0][1](line.text, line.printed)) is not None:
                    st.abilities.append(STRIATIONS[0][2](pt, *striation))
                    continue
            if line.table:  # 706.3b: the table is read with the roll of the same ability (_with_table)
                st.settings["die_table"] = line.table
            if not _anchor_line(st, line):
                _compile_line(st, line)
            if st.settings.pop("die_table", None):
                raise _LineFailed(line.text, "a results table (706.3) with no die roll before it")
            if level:
                st.abilities[before:] = [_at_level(st, a, level, line.text) for a in st.abilities[before:]]
            if striation is not None:  # 711.2a-b: part of the level symbol's static ability
                st.abilities[before:] = [STRIATIONS[0][2](a, *striation) for a in st.abilities[before:]]
        except _LineFailed as failed:
            st.settings.pop("die_table", None)
            phrase = re.sub(r"¶(\d+)", lambda m: st.named[int(m.group(1))].lower(), _unchunk(failed.phrase, st.chunks))
            st.unparsed.append(Unparsed(phrase, face.name, line.number, line.full_text, failed.reason))
    if "overload" in st.settings and not st.unparsed:
        _overload(st, card_name)
    if st.is_spell and "Legendary" in face.supertypes:  # the engine doesn't check 205.4e's casting restriction
        st.unparsed.append(Unparsed(face.name, face.name, 0, face.text, "a legendary instant or sorcery (205.4e)"))
    if st.is_spell and not st.spell_effects and not st.modes and not st.unparsed:
        st.unparsed.append(Unparsed(face.text or "(no text)", face.name, 1, face.text, "a spell with no effect"))
    if st.granter and not st.unparsed and _granter_outside_grant(st.abilities + st.spell_effects):
        st.unparsed.append(Unparsed(face.text, face.name, 0, face.text, "a quoted ability naming the card that "
                                    "grants it, given other than by a continuous effect (613.1f)"))
    if not st.unparsed:
        try:
            built = _build_face(st)
            if f"named {face.name.lower()}" in (face.text or "").lower():  # 201.2 (cheap test first)
                built = bind_named(built, face.name)
            if "token named ~" in (face.text or "").lower() or any(f"named {n}'s" in (face.text or "")
                                                                  for n in names):
                # 111.4: 'a ... token named Koma's Coil': the name the text prints (the longest of the card's names)
                printed = max((n for n in names if f"named {n}'s" in (face.text or "")), key=len, default=face.name)
                built = bind_token_names(built, printed)
            return CompiledFace(face.name, built)
        except _LineFailed as failed:
            st.unparsed.append(Unparsed(failed.phrase, face.name, 0, face.text, failed.reason))
    return CompiledFace(face.name, None, tuple(st.unparsed))


_ANCHOR_CHOICE = re.compile(r"^as ~ enters, choose ([a-z]+) or ([a-z]+)\.$")
_ANCHOR_BULLET = re.compile(r"^• ([a-z]+) — (.+)$")


def _anchor_line(st: _FaceState, line: Line) -> bool:
    """614.12c: 'As ~ enters, choose Khans or Dragons.' and the bullets '• Khans — [ability]' after it: the
    choice made as the permanent enters, and each anchor word's ability, which the permanent has as long as that
    word was chosen. False for any other line."""
    choice = _ANCHOR_CHOICE.match(line.text)
    if choice:
        printed = re.search(r"choose (\w+) or (\w+)\.$", line.printed)
        words = (printed.group(1), printed.group(2)) if printed else ()
        bullets = {m.group(1) for t in (st.face.text or "").lower().split("\n") if (m := _ANCHOR_BULLET.match(t))}
        if not bullets:  # 'choose Island or Swamp' (mechanics/enters_choice): no anchored abilities
            return False
        if len(words) != 2 or bullets != {choice.group(1), choice.group(2)}:
            raise _LineFailed(line.text, "a choice of words without an anchored ability for each (614.12c)")
        st.settings["anchor_words"] = {w.lower(): w for w in words}
        st.abilities.append(AsEntersChoose("anchor word", text=line.printed, options=words))
        return True
    bullet = _ANCHOR_BULLET.match(line.text)
    words = st.settings.get("anchor_words", {})
    if not bullet or bullet.group(1) not in words:
        return False
    before = len(st.abilities)
    printed = line.printed.split(" — ", 1)[1]
    _compile_line(st, Line(line.number, printed, bullet.group(2), line.modes, line.mode_count, line.bullets))
    st.abilities[before:] = [AnchorAbility(words[bullet.group(1)], a) for a in st.abilities[before:]]
    return True


def _granter_sacrifice(node: Any) -> Any:
    """'you may sacrifice Spare Dagger' in a granted ability: the granter's own sacrifice, which checks that the
    ability's controller controls it (701.21a; mechanics/granter_refs)."""
    if isinstance(node, SacrificeObjects) and isinstance(node.what, Granter):
        return SacrificeGranter()
    if isinstance(node, tuple):
        return tuple(_granter_sacrifice(n) for n in node)
    fields = getattr(node, "__struct_fields__", None)
    if not fields or isinstance(node, Filter):
        return node
    return msgspec.structs.replace(node, **{f: _granter_sacrifice(getattr(node, f)) for f in fields})


def _granter_outside_grant(node: Any, granted: bool = False, static: bool = False) -> bool:
    """Whether a reference to a quoted ability's granter (mechanics/granter_refs) is anywhere but in an ability a
    continuous effect grants (AddAbilities, layer 6), the only place where the granter is bound (613.1f), or in a
    granted static ability (the layers count its amounts for the object itself only: counted_amounts)."""
    if isinstance(node, Granter):
        return not granted or static
    if isinstance(node, Cost) and UNBOUND_OBJECT in (node.sacrifice_object, node.unattach_object):
        return not granted
    if isinstance(node, ActivatedAbility) and node.mana and UNBOUND_OBJECT in (
            node.cost.sacrifice_object, node.cost.unattach_object):
        return True  # a mana ability's cost is paid without the announcement's steps (605.3a): not those parts
    if isinstance(node, list | tuple):
        return any(_granter_outside_grant(n, granted, static) for n in node)
    fields = getattr(node, "__struct_fields__", None)
    if not fields or isinstance(node, Filter):
        return False
    inside = granted or isinstance(node, AddAbilities)
    in_static = static or (granted and isinstance(node, StaticEffect | Static))
    return any(_granter_outside_grant(getattr(node, f), inside, in_static) for f in fields)


def bind_named(node: Any, name: str) -> Any:
    """`node` with every Filter's 'named ~' (Filter.named_source) and 'not named ~' (not_named_source) bound to
    the face's printed name (201.2: the words 'named Faerie Miscreant' name that name, whatever object has the
    ability: Clever Conjurer's ruling, 'If Clever Conjurer somehow loses the name Clever Conjurer, perhaps
    because you mutated another creature on top of it ..., it can target itself with its Mage Hand ability')."""
    if isinstance(node, Filter):
        bound = {f: bind_named(getattr(node, f), name) for f in node.__struct_fields__}
        if node.named_source:
            bound.update(named_source=False, name=name)
        if node.not_named_source and node.excluding is None:
            bound.update(not_named_source=False, excluding=Filter(name=name))
        return msgspec.structs.replace(node, **bound)
    if isinstance(node, tuple):
        return tuple(bind_named(n, name) for n in node)
    fields = getattr(node, "__struct_fields__", None)
    if not fields:
        return node
    return msgspec.structs.replace(node, **{f: bind_named(getattr(node, f), name) for f in fields})


def bind_token_names(node: Any, name: str) -> Any:
    """`node` with '~' in its tokens' names replaced by `name`, the card's name as its text prints it (111.4)."""
    if isinstance(node, TokenSpec) and "~" in node.name:
        return msgspec.structs.replace(node, name=node.name.replace("~", name))
    if isinstance(node, tuple):
        return tuple(bind_token_names(n, name) for n in node)
    fields = getattr(node, "__struct_fields__", None)
    if not fields:
        return node
    return msgspec.structs.replace(node, **{f: bind_token_names(getattr(node, f), name) for f in fields})


def _overload(st: _FaceState, card_name: str | None) -> None:
    """702.96b: 'If a spell's overload cost was paid, its text is changed by replacing all instances of the word
    "target" with the word "each."' The changed text (without the overload line) compiles as another face; its
    spell, with no target left, is what the overload cost (an alternative cost, 118.9) casts."""
    face = st.face
    kept = [line for line in face.text.split("\n") if not line.lower().startswith("overload")]
    text = re.sub(r"\b([Tt])arget\b", lambda m: "Each" if m.group(1) == "T" else "each", "\n".join(kept))
    other = compile_face(dataclasses.replace(face, text=text), card_name)
    spell = other.face.spell if other.face is not None else None
    if spell is None or spell.targets or spell.modes or spell.effect is None:
        st.unparsed.append(Unparsed(text, face.name, 0, face.text, "the overloaded text (702.96b) doesn't compile "
                                    "without targets"))
        return
    cost = st.settings.pop("overload")
    alt = AlternativeCost("overload", Cost(mana=cost), effect=spell.effect, replaces=True)
    st.settings["alternatives"] = (*st.settings.get("alternatives", ()), alt)


def compile_card(record: Any) -> Compiled:
    """Compiles every face of a card record; the CardDef only when all of them compiled fully."""
    if record.layout not in SUPPORTED_LAYOUTS:
        why = f"layout {record.layout!r} is not supported by the engine"
        return Compiled(record.name, None, (Unparsed(f"layout: {record.layout}", record.name, 0, "", why),))
    records = list(record.faces)
    if record.layout == "flip" and len(records) == 2:  # 710.1c: flipped, its color and mana cost don't change
        records[1] = dataclasses.replace(records[1], mana_cost=records[0].mana_cost, colors=records[0].colors)
    if len(records) == 1:  # 612: a text read two ways is two faces (cleave, 702.148a: the second, cast cleaved)
        texts = next((t for t in (form(records[0].text) for form in CARD_FORMS) if t), None)
        if texts is not None:
            records = [dataclasses.replace(records[0], text=t) for t in texts]
    faces = [compile_face(f, record.name) for f in records]
    unparsed = tuple(u for f in faces for u in f.unparsed)
    if unparsed:
        return Compiled(record.name, None, unparsed)
    card = CardDef(record.name, tuple(f.face for f in faces), record.layout)
    for check in CARD_CHECKS:  # a rule of the whole card (fuse, 702.102)
        why = check(card)
        if why:
            return Compiled(record.name, None, (Unparsed(record.name, record.name, 0, "", why),))
    return Compiled(record.name, card)


# --- lines ---------------------------------------------------------------------------------------------------


def _transformer(st: _FaceState, scope: Scope) -> OracleTransformer:
    face = st.face
    # 607.2a: 'the exiled card', 'cards exiled with [this card]' in another ability link it to the exiles
    # (a legendary's short name too: 'cards exiled with Rona' on Rona, Disciple of Gix)
    text = face.text.lower()
    names = {face.name.lower(), face.name.lower().split(",")[0]}
    linked = "the exiled card" in text or any(f"exiled with {n}" in text for n in names) \
        or any(re.search(rf"(?:^|\n){re.escape(n)}[^.\n]* exiled with it\b", text) for n in names)
    # ('~'s power and toughness are each equal to the number of cards exiled with it': Unlicensed Hearse)
    # 702.103b: a card with bestow is an Aura when cast bestowed: its 'enchanted creature' abilities read as an Aura's
    subtypes = tuple(face.subtypes) + (("Aura",) if _BESTOW.search(face.text.lower()) else ())
    return OracleTransformer(scope, tuple(face.types) + subtypes, linked, st.chunks,
                             subtypes, face.mana_cost or "", st.named, st.quoted)


# 603.7a: 'Until end of turn, whenever a creature blocks, draw a card.' is the delayed triggered ability
# 'Whenever a creature blocks this turn, draw a card.': created as the effect resolves, it lasts until the turn
# ends (514.2) either way; the grammar reads the second wording (a trigger clause has no comma in it)
_UNTIL_EOT_WHENEVER = re.compile(r"(^|\. )until end of turn, whenever ([^,.]+), ")


def _run(st: _FaceState, text: str, start: str, scope: Scope) -> Any:
    """Parses and transforms `text`; raises _LineFailed with the narrowest phrase that failed."""
    if start in ("effects", "spell_line") and "until end of turn, whenever " in text:
        text = _UNTIL_EOT_WHENEVER.sub(r"\1whenever \2 this turn, ", text)
    try:
        tree = parse(text, start)
        scope.cast_restriction = text.startswith("cast ~ only if ")  # 601.3 (abilities.cond_cast_another_this_turn)
        result = _transformer(st, scope).transform(tree)
        if start in ("effects", "spell_line") and st.settings.get("die_table"):
            result = _with_table(st, result, scope)
        return result
    except VisitError as e:
        if isinstance(e.orig_exc, Unsupported | DescriptionError):
            raise _LineFailed(text, str(e.orig_exc)) from None
        raise
    except LarkError:
        raise _LineFailed(text, "") from None


def _striation_line(st: _FaceState, line: Line) -> tuple[int, int | None] | None:
    """711.2: the range of a leveler's level symbol line ('LEVEL 2-6'), None for another line."""
    try:
        return STRIATIONS[0][0](line.text)
    except Unsupported as e:
        raise _LineFailed(line.text, str(e)) from None


def _level_bar(st: _FaceState, cost: str, level: int, printed: str) -> Any:
    """716.2a: a class level bar's activated ability."""
    try:
        return LEVEL_BARS[0](_cost(st, cost), level, printed)
    except Unsupported as e:
        raise _LineFailed(f"{cost}: level {level}", str(e)) from None


def _at_level(st: _FaceState, ability: Any, level: int, text: str) -> Any:
    """716.2a: an ability printed under the bar of `level`, which the Class has from that level on."""
    try:
        return LEVEL_GATES[0](ability, level)
    except Unsupported as e:
        raise _LineFailed(text, str(e)) from None


def _with_table(st: _FaceState, effect: Any, scope: Scope) -> Any:
    """706.3, 706.3b: the results table of the line being compiled, given to the die roll in `effect` (each
    row's effect read in the same scope, so 'that creature' is the roll's ability's target); `effect`
    unchanged when it rolls no die."""
    table = st.settings.pop("die_table")
    saved = st.chunks
    rows = []
    try:
        for low, high, row in table:
            st.chunks = ()
            text, st.chunks = chunk(strip_flavor_word(row)[1])  # 207.2d: '1 | Trapped! — You lose 3 life.'
            rows.append((low, high or 0, _run(st, text, "effects", scope)))
    except _LineFailed:
        st.settings["die_table"] = table
        raise
    finally:
        st.chunks = saved
    for fill in RESULT_TABLES:
        try:
            filled = fill(effect, tuple(rows))
        except Unsupported as e:
            raise _LineFailed(st.face.text, str(e)) from None
        if filled is not None:
            return filled
    st.settings["die_table"] = table
    return effect


def _compile_line(st: _FaceState, line: Line) -> None:
    word, text = strip_ability_word(line.text)
    if not word and not line.modes:  # 207.2d: so has a flavor word ('Acid Breath — When ~ enters, ...')
        word, text = strip_flavor_word(line.text)
    if word:  # 207.2c: an ability word has no rules meaning; it labels the ability it starts
        before = len(st.abilities)
        _compile_line(st, Line(line.number, line.printed, text, line.modes, line.mode_count, line.bullets))
        label = line.printed.split(" — ", 1)[0]
        st.abilities[before:] = [msgspec.structs.replace(a, keyword=label)
                                 if isinstance(a, TriggeredAbility | ActivatedAbility) and a.keyword is None else a
                                 for a in st.abilities[before:]]
        return
    if line.text.startswith(_BOAST) and ": " in line.text:  # 702.142a (mechanics/boast)
        _boast(st, line)
        return
    if line.text.startswith(_FORECAST) and _FORECAST_REVEAL in line.text.split(": ", 1)[0]:  # 702.57a
        _forecast(st, line)
        return
    if '"' in line.text and not line.modes:
        line = _extract_quoted(st, line)
    st.mode_quoted = ()
    if line.modes and len(line.modes) == len(line.bullets) and any('"' in m for m in line.modes) \
            and '"' not in line.text:
        # '• Create a 1/1 ... Pest creature token with "When this creature dies, you gain 1 life."' (Callous
        # Bloodmage): each mode's quotes are its own placeholders (¤0 ...), read with that mode (700.2)
        texts, quotes = [], []
        for mode, bullet in zip(line.modes, line.bullets, strict=True):
            st.quoted = ()
            texts.append(_extract_quoted(st, Line(line.number, bullet, mode)).text if '"' in mode else mode)
            quotes.append(st.quoted)
        st.quoted, st.mode_quoted = (), tuple(quotes)
        line = Line(line.number, line.printed, line.text, tuple(texts), line.mode_count, line.bullets)
    marked, st.named = mark_names(line.text, line.printed)
    if st.named:
        line = Line(line.number, line.printed, marked, line.modes, line.mode_count, line.bullets)
    line = _once_each_turn(st, line)
    st.sorcery = line.text.endswith(_SORCERY) and ": " in line.text
    st.instant = line.text.endswith(_INSTANT) and ": " in line.text
    if st.instant:
        line = Line(line.number, line.printed, line.text[: -len(_INSTANT)], line.modes, line.mode_count,
                    line.bullets)
    if st.sorcery:
        line = Line(line.number, line.printed, line.text[: -len(_SORCERY)], line.modes, line.mode_count,
                    line.bullets)
    elif _SORCERY_IF in line.text and ": " in line.text:
        # 'Activate only as a sorcery and only if you've cast an instant or sorcery spell this turn.' (Hall of
        # Oracles; 602.5d and 602.5b): the timing, and the condition read as 'Activate only if ...'
        before, _, condition = line.text.rpartition(_SORCERY_IF)
        st.sorcery = True
        line = Line(line.number, line.printed, before + " activate only if " + condition, line.modes,
                    line.mode_count, line.bullets)
    text, st.chunks = chunk(line.text)
    if line.modes:
        # the bullets are chunked as one text with the head so that their placeholders don't collide
        # 207.2d: a mode's flavor word goes first ('• Set Off Traps — ...': 'traps' is no description)
        modes = tuple(strip_flavor_word(m)[1] for m in line.modes)
        joined, st.chunks = chunk(" ¶ ".join((line.text,) + modes))
        parts = joined.split(" ¶ ")
        line = Line(line.number, line.printed, parts[0], tuple(parts[1:]), line.mode_count, line.bullets)
        text = parts[0]
    if line.mode_count or line.modes:
        _compile_modal(st, line)
        return
    if re.search(r"[\"“]", text):
        raise _LineFailed(text, "a quoted ability (granting or naming abilities is not supported)")
    for form in LINE_FORMS:  # a mechanic's own line form: a Saga's chapter abilities (714.2)
        rewritten = form(text, tuple(st.face.subtypes))
        if rewritten is not None:
            text = rewritten
            break
    if _TRIGGER_START.match(text) and not (st.is_spell and _DELAYED_START.match(text)):
        scope = Scope()
        for ability in _triggered(st, text, scope):
            _add(st, line, ability)
        _add_implied(st, scope)
        return
    cost, sep, _rest = text.partition(": ")
    if sep and not cost.startswith(("if ", "as ")):
        scope = Scope()
        _add(st, line, _activated(st, text, scope))
        _add_implied(st, scope)
        return
    if _keyword_with_rider(st, line, text):
        return
    masked: _LineFailed | None = None  # a reading that parsed but was refused: its reason names the phrase
    for start in ("keyword_line", "static_line"):
        try:
            result = _run(st, text, start, Scope())
        except _LineFailed as failed:
            masked = masked if masked is not None and masked.reason else failed
            continue
        for item in result if isinstance(result, list) else [result]:
            _add(st, line, item)
        return
    if not st.is_spell and _coordinated(st, line, text):
        return
    if not st.is_spell and _static_then_triggers(st, line):
        return
    if st.is_spell:
        scope = st.spell_scope
        saved = list(scope.targets)
        base = copy.deepcopy(scope)  # what the lines before named, for _narrow
        try:
            st.spell_effects.append(_run(st, text, "spell_line", scope))
            if scope.x_is is not None:
                raise _LineFailed(text, "X defined by the text of a spell")
        except _LineFailed as failed:
            scope.targets[:] = saved
            if _instead_with_previous(st, line):
                return
            raise _LineFailed(*_narrow(st, text, base, failed)) from None
        st.settings["last_spell_line"] = (line.text, saved, st.named)
        return
    raise _LineFailed(*_narrow(st, text, whole=masked))


# (only 'whenever': 'When you do, ...' after a sentence is a reflexive trigger of that sentence's ability, 603.12)
_THEN_TRIGGER = re.compile(r"(?<=\.) (?=whenever )", re.IGNORECASE)


def _static_then_triggers(st: _FaceState, line: Line) -> bool:
    """A static sentence and then triggered abilities on one line ('Reveal the first card you draw each turn.
    Whenever you reveal a creature card this way, draw a card.' (Primitive Etchings): 604.1 and 603.1, each its
    own ability), read as a line each. False, with nothing added, when it isn't one or a part doesn't compile."""
    parts = _THEN_TRIGGER.split(line.text)
    if len(parts) < 2 or _TRIGGER_START.match(parts[0]) or line.modes or ": " in parts[0]:
        return False
    printed = _THEN_TRIGGER.split(line.printed)
    if len(printed) != len(parts):
        printed = [line.printed] * len(parts)
    before = len(st.abilities)
    try:
        for part, shown in zip(parts, printed, strict=True):
            _compile_line(st, Line(line.number, shown, part))
    except _LineFailed:
        del st.abilities[before:]
        return False
    return True


def _coordinated(st: _FaceState, line: Line, text: str) -> bool:
    """A static sentence with one subject and several predicates, read one predicate at a time (613.7a; see
    compiler/coordinated.py). False when it isn't one or a part doesn't parse (the whole line is then blamed)."""
    parts = split_predicates(text)
    if parts is None:
        return False
    items: list[Any] = []
    for part in parts:
        try:
            result = _run(st, part, "static_line", Scope())
        except _LineFailed:
            return False
        items.extend(result if isinstance(result, list) else [result])
    for item in items:
        _add(st, line, item)
    return True


_KEYWORD_RIDER = re.compile(r"^(equip (?:\{[^}]+\})+)\. (?:(activate only once each turn)|this (§\d+) costs "
                            r"(\{[^}]+\}) less to activate for each (.+))\.$")


def _keyword_with_rider(st: _FaceState, line: Line, text: str) -> bool:
    """A keyword activated ability and a sentence about it on one line: 'Equip {0}. Activate only once each
    turn.' (602.5b), 'Equip {3}. This ability costs {1} less to activate for each other Equipment you control.'
    (602.2b, 601.2f, 118.7)."""
    m = _KEYWORD_RIDER.match(text)
    if m is None or (m.group(3) and _unchunk(m.group(3), st.chunks) != "ability"):
        return False
    result = _run(st, m.group(1) + ".", "keyword_line", Scope())
    items = result if isinstance(result, list) else [result]
    if len(items) != 1 or not isinstance(items[0], ActivatedAbility):
        raise _LineFailed(text, "a rider after something other than one activated ability")
    ability = items[0]
    if m.group(2):
        ability = msgspec.structs.replace(ability, once_each_turn=True)
    else:
        per = _run(st, f"for each {m.group(5)}", "for_each_amount", Scope())
        ability = msgspec.structs.replace(ability, reduction=m.group(4).upper(), reduction_per=per)
    _add(st, line, msgspec.structs.replace(ability, text=line.printed))
    return True


def _instead_with_previous(st: _FaceState, line: Line) -> bool:
    """608.2c: a spell's line that changes the line before it ('Galvanic Blast deals 2 damage to any target.'
    then 'Metalcraft — Galvanic Blast deals 4 damage instead if you control three or more artifacts.') is
    read together with that line, as one text; the joined reading replaces the earlier line's."""
    last = st.settings.get("last_spell_line")
    if last is None or " instead" not in f" {line.text}" or not st.spell_effects or st.named or last[2]:
        return False
    previous, saved, _named = last
    scope = st.spell_scope
    before = list(scope.targets)
    text, chunks = chunk(f"{previous} {line.text}")
    st.chunks, scope.targets[:] = chunks, saved
    try:
        effects = _run(st, text, "spell_line", scope)
    except _LineFailed:
        scope.targets[:] = before
        return False
    st.spell_effects[-1] = _whole_paragraph(st.spell_effects[-1], effects) if strip_ability_word(line.printed.lower())[0] \
        else effects
    st.settings["last_spell_line"] = (f"{previous} {line.text}", saved, ())
    return True


def _whole_paragraph(before: Any, joined: Any) -> Any:
    """'Reveal a card from your hand. Search your library for a card with the same name as that card, ...' then
    'Hellbent — If you have no cards in hand, instead search your library for a card, ...' (Infernal Tutor): an
    ability word's 'instead' paragraph replaces the whole paragraph before it, every instruction of it (608.2c), not
    only its last sentence. `before` is that paragraph's effect alone, `joined` the reading of both as one text."""
    if not (isinstance(before, Sequence) and isinstance(joined, Sequence) and joined.effects
            and joined.effects[:-1] == before.effects[:-1]):
        return joined
    last = joined.effects[-1]
    if not isinstance(last, IfThen) or last.otherwise != before.effects[-1]:
        return joined
    return IfThen(last.condition, last.then, before)


# --- quoted abilities: granted ('has "..."') or given to tokens ('a token with "..."') --------------------------
_QUOTE = re.compile(r'"([^"]*)"')
_TOKEN_WITH_QUOTES = re.compile(r"\btokens?(?: with|\. (?:it has|they have)) ¤0( and ¤\d+)*(?=[ .,]|$)")


# '~ has "...", '[as long as ...,] ~ gets +1/+1 and has "..."': the object granted the ability is the card itself,
# so its name in the quote is that object (113.1a); any other subject would make '~' ambiguous
_SELF_GRANT = re.compile(r"(?:^|, )~ (?:gets [+-]\S+ and )?has (?:[a-z ,]+ and )?¤\d+(?: and ¤\d+)*"
                         r"(?: as long as [^¤]*)?\.$")
# 'As long as ~ is enchanted, it gets +2/+2, has trample, and has "..."' (Flaring Flame-Kin): 'it' is the card
_SELF_GRANT_IT = re.compile(r"^as long as ~ [^,¤]*, (?:it|~) (?:gets [+-]\S+(?: and|,) )?(?:has [a-z ,]+?,? and )?"
                            r"has (?:[a-z ,]+ and )?¤\d+(?: and ¤\d+)*\.$")


# 'create a 1/1 ... token named Festering Goblin. It has "..."': the token's name as printed (111.4)
_TOKEN_NAMED = re.compile(r"\btokens? named ([A-Z][\w'-]*(?: [A-Z][\w'-]*)*)")
# The card itself gains the quoted ability ('Until end of turn, ~ gains "..."', 'you may have ~ gain "..."', '~
# escapes with "..."', '~ becomes a 3/3 Illusion creature with flying and "..."', 'it enters with a +1/+1 counter
# on it and with "..."'): its name in the quote is the object that has the ability, the card (201.5a, 113.1a)
_SELF_RECIPIENT = re.compile(r"(?:^|[,.] |\bhave )(?:until end of turn, )?(~|it) (?:gains?|has|loses|escapes with|"
                             r"becomes an? [^¤,.]* with(?: [a-z ,]+ and)?|enters [^¤.]* and with) ¤(\d+)\b")
# words naming an object other than the card itself, before 'it' in the same line ('it' would not be the card)
_OTHER_OBJECT = re.compile(r"\b(?:target|token|tokens|creature|creatures|card|cards|permanent|permanents|spell|"
                           r"player|opponent|that|another|other|each|all)\b")


GRANTER_MARK = "⌂"


def _granter_quote(quoted: str, printed: str, names: tuple[str, ...]) -> str:
    """A quote's normalised text with the card's name (other than after 'named', _unnamed) written GRANTER_MARK:
    normalised again from the printed quote, where the name and 'this creature' are still apart."""
    marked = printed.replace("’", "'")
    for name in sorted(names, key=len, reverse=True):
        marked = re.sub(rf"(?<![\w-])(?<!named ){re.escape(name)}(?![\w-])", GRANTER_MARK, marked)
    text = normalise(marked, names).replace(f"{GRANTER_MARK}'s", f"{GRANTER_MARK} 's")
    # '{T}, Unattach Razor Boomerang: It deals 1 damage to any target.': 'it' right after a cost that names the
    # granter is the granter (the Boomerang's ruling: the source of the damage is Razor Boomerang)
    text = re.sub(rf"^([^:]*{GRANTER_MARK}[^:]*): it\b", rf"\1: {GRANTER_MARK}", text)
    return text.removesuffix(".") if not quoted.endswith(".") else text


def _unnamed(printed: str, names: tuple[str, ...]) -> str:
    """A quote's text without 'named [the card's name]' ('Return a card named Deathpact Angel ...'): there the
    name is a name (201.2), bound to the printed name (bind_named), not a reference to an object (201.5a)."""
    low = printed.lower()
    for name in names:
        low = low.replace(f"named {name.lower()}", "named")
    return low


def _self_recipient(text: str, count: int) -> bool:
    """Whether every quoted ability of the line goes to the card itself (_SELF_RECIPIENT): for 'it', the line
    before it names the card and nothing else ('Whenever ~ attacks, it gains "..."')."""
    given = set()
    for m in _SELF_RECIPIENT.finditer(text):
        before = text[: m.start(1)]
        if m.group(1) == "it" and ("~" not in before or _OTHER_OBJECT.search(before)):
            continue
        given.add(int(m.group(2)))
    return given == set(range(count))


_BECOMES_AURA = re.compile(r"\bit ?'s an aura enchantment with enchant [^¤]+ and ¤0")


def _extract_quoted(st: _FaceState, line: Line) -> Line:
    """'Enchanted creature has "When this creature dies, draw a card."', 'creates a 1/1 red Pirate creature
    token with "This creature can't block"' (111.4, 113.1): each quoted ability is compiled on its own as a
    line ('~' is the object that will have it) and the quote becomes a placeholder ¤N, which the grammar
    reads as that ability."""
    st.quoted = ()
    found: list[str] = []
    # a quote whose period ends the printed sentence too, another sentence after it ('You get an emblem with
    # "Lands you control have indestructible." Search your library ...', Nissa, Who Shakes the World)
    ends = [bool(m.group(2)) and m.group(1).endswith(".")
            for m in re.finditer(r'["“]([^"”]*)["”]( [A-Z])?', line.printed)]

    def mark(m: re.Match[str]) -> str:
        found.append(m.group(1))
        n = len(found) - 1
        if m.group(1).endswith(","):  # the outer list's comma, printed inside the quote (_compile_quoted)
            return f"¤{n},"
        return f"¤{n}." if n < len(ends) and ends[n] else f"¤{n}"

    text = _QUOTE.sub(mark, line.text)
    if found and text.endswith(f"¤{len(found) - 1}") and found[-1].rstrip("'").endswith("."):  # (a quote inside)
        text += "."  # the sentence's period was inside the quote
    if not found:
        return line
    # a token's quoted abilities are compiled as those of an object of its types; others of no type
    types = tuple(t for w, t in CARD_TYPES.items() if re.search(rf"\b{w}\b[^¤]*\btokens?(?: with|\. (?:it has|they have)) ¤0", text)) \
        if _TOKEN_WITH_QUOTES.search(text) else ()
    printed = re.findall(r'["“]([^"”]*)["”]', line.printed)
    if len(printed) != len(found):
        raise _LineFailed(line.text, "quoted text that doesn't match the printed line")
    if any(name.lower() in _unnamed(p, st.names) for p in printed for name in st.names) \
            and not _SELF_GRANT.search(text) \
            and not _SELF_GRANT_IT.search(text) and not _self_recipient(text, len(found)):
        if _TOKEN_WITH_QUOTES.search(text) or " token" in text:
            # a token's printed ability naming its creator: no effect grants it, nothing binds the name (613.1f)
            raise _LineFailed(text, "a quoted ability that names the card (its '~' would be the object that has it)")
        # 'Equipped creature has "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage ..."': the name is
        # the object granting the ability (201.5a), written GRANTER_MARK (mechanics/granter_refs); '~' stays
        # the object that has it
        found = [_granter_quote(q, p, st.names) for q, p in zip(found, printed, strict=True)]
        st.granter = True
    # 'As long as enchanted permanent is an Equipment, it has "Equipped creature has flying."' (the Runes): a
    # quote granted to Equipment is read as an Equipment's ability ('equipped creature', 301.5)
    subtypes = ("Equipment",) if re.search(r"\bequipment\b", text) else ()
    if _BECOMES_AURA.search(text):  # 'It's an Aura enchantment with enchant Forest ... and "..."' (Old-Growth
        types, subtypes = ("Enchantment",), ("Aura",)  # Troll): the quote is an ability of the Aura it becomes
    token_name = _TOKEN_NAMED.search(line.printed)
    if token_name:
        # 'a 1/1 ... token named Cloud Sprite. It has flying and "Cloud Sprite can block only creatures with
        # flying."' (Cloudseeder): the token's own ability names the token, so the name is that object (201.5a)
        name = token_name.group(1).lower()
        found = [re.sub(rf"\b{re.escape(name)}\b", "~", q) for q in found]
    st.quoted = tuple(_compile_quoted(q, p, line, types, subtypes)
                      for q, p in zip(found, printed, strict=True))
    if st.granter:
        st.quoted = tuple(_granter_sacrifice(q) for q in st.quoted)
    return Line(line.number, line.printed, text, line.modes, line.mode_count, line.bullets)


# A quote inside a quoted ability is printed with single quotes (Urza's Saga: '... token with 'This creature
# gets +1/+1 for each artifact you control.''): read as a quote of its own when the inner ability compiles
# or, without a period, an activated ability (Old-Growth Troll: "Enchanted Forest has '{T}: Add {G}{G}' and ...")
_INNER_QUOTE = re.compile(r"(?<= )'([^']+?\.|[^']+?: [^']+?)'(?=[ .,]|$)")


def _requote(m: re.Match[str]) -> str:
    return f'"{m.group(1)}"'


def _compile_quoted(quoted: str, printed: str, line: Line, types: tuple[str, ...],
                    subtypes: tuple[str, ...] = ()) -> tuple[Any, ...]:
    # 'a Treasure artifact with "{T}, Sacrifice this artifact: Add one mana of any color," and ...' (Minimus
    # Containment): the comma closing a quote is the outer list's punctuation, printed inside the quote
    quoted, printed = quoted.removesuffix(","), printed.removesuffix(",")
    text = quoted if quoted.endswith(".") else quoted + "."
    if _INNER_QUOTE.search(text) and _INNER_QUOTE.search(printed):
        text, printed = _INNER_QUOTE.sub(_requote, text), _INNER_QUOTE.sub(_requote, printed)
    face = SimpleNamespace(name="token", types=types, subtypes=subtypes, supertypes=(), text=text, mana_cost=None)
    sub = _FaceState(face, ("~",), False)
    try:
        _compile_line(sub, Line(line.number, printed, text))
    except _LineFailed as failed:
        raise _LineFailed(failed.phrase, "a quoted ability: " + failed.reason) from None
    if sub.unparsed or sub.settings:
        raise _LineFailed(text, "a quoted ability that doesn't compile")
    return tuple(msgspec.structs.replace(a, text=printed) if hasattr(a, "text") else a for a in sub.abilities)


def _from_graveyard(cost_text: str) -> bool:
    """'{2}{W}, Exile ~ from your graveyard: ...': the ability functions in the graveyard (113.6m)."""
    return "exile ~ from your graveyard" in cost_text


_BOAST = "boast — "


def _boast(st: _FaceState, line: Line) -> None:
    """702.142a: 'Boast — [Cost]: [Effect]' means '[Cost]: [Effect]. Activate only if this creature attacked
    this turn and only once each turn.' (602.5b); the ability keeps 'Boast' as its keyword."""
    before = len(st.abilities)
    text = line.text.removeprefix(_BOAST) + " activate only if ~ attacked this turn. activate only once each turn."
    _compile_line(st, Line(line.number, line.printed, text, line.modes, line.mode_count, line.bullets))
    st.abilities[before:] = [msgspec.structs.replace(a, keyword="Boast") if isinstance(a, ActivatedAbility) else a
                             for a in st.abilities[before:]]


_FORECAST = "forecast — "
_FORECAST_REVEAL = ", reveal ~ from your hand"


def _forecast(st: _FaceState, line: Line) -> None:
    """702.57a-b: 'Forecast — [Cost], Reveal ~ from your hand: [Effect]' is an activated ability that functions
    only in its owner's hand, activated only during their upkeep and only once each turn (602.5b); revealing the
    card is part of activating it (its cost here: no payment, the card stays in the hand)."""
    cost, sep, effect = line.text.removeprefix(_FORECAST).partition(": ")
    before = len(st.abilities)
    text = cost.replace(_FORECAST_REVEAL, "") + sep + effect.removesuffix(".") + \
        ". activate only during your upkeep. activate only once each turn."
    _compile_line(st, Line(line.number, line.printed, text, line.modes, line.mode_count, line.bullets))
    st.abilities[before:] = [msgspec.structs.replace(a, keyword="Forecast", zone="hand")
                             if isinstance(a, ActivatedAbility) else a for a in st.abilities[before:]]


# 602.5b: 'Activate only once each turn.' (keywords), alone or after 'as a sorcery'
# 602.5b: the once-each-turn restriction at the end of an activated ability's line, and what stays of the line's
# restrictions without it (602.5d 'as a sorcery'; 'during your turn', Instill Energy: read next, both apply)
_ONCE = {" activate only once each turn.": "", " activate only as a sorcery and only once each turn.": _SORCERY,
         " activate only during your turn and only once each turn.": " activate only during your turn."}


_TIMES = {"twice": 2, "three times": 3, "four times": 4, "five times": 5}
_NO_MORE_THAN = re.compile(r" activate no more than (twice|three times|four times|five times) each turn\.$")


def _once_each_turn(st: _FaceState, line: Line) -> Line:
    """Takes the once-each-turn restriction off the end of an activated ability's line (602.5b); 'as a
    sorcery' stays, as the sorcery restriction is read next (602.5d). 'Activate no more than twice each
    turn.' (602.5b) likewise, as a count."""
    st.once = False
    st.times = 0
    if ": " in line.text and (m := _NO_MORE_THAN.search(line.text)):
        st.times = _TIMES[m.group(1)]
        return Line(line.number, line.printed, line.text[: m.start()], line.modes, line.mode_count, line.bullets)
    for ending, kept in _ONCE.items():
        if ": " in line.text and line.text.endswith(ending):
            st.once = True
            rest = line.text[: -len(ending)] + kept
            return Line(line.number, line.printed, rest, line.modes, line.mode_count, line.bullets)
    return line


def _unchunk(text: str, chunks: tuple[tuple[str, ...], ...]) -> str:
    def words(m: re.Match[str]) -> str:
        n = int(m.group(1))
        return " ".join(chunks[n]).replace(" ,", ",") if n < len(chunks) else m.group()

    return re.sub(r"§(\d+)", words, text)


def _narrow(st: _FaceState, text: str, base: Scope | None = None,
            whole: _LineFailed | None = None) -> tuple[str, str]:
    """The first sentence of an effect text that doesn't parse after the sentences before it (or the whole
    text), with why. The sentences are read cumulatively from `base` (the ability's scope as its effect
    started: the trigger event's object and player, 603.2), so that 'that player' in the third sentence is read
    with what the first two named (608.2c). A refusal is never masked: where the sentence has no reason of its
    own (it doesn't parse), the reason a transformer gave for a reading that did parse is kept, that of the
    whole text (`whole`) or that of the sentence read as a static ability (on a permanent's line, 'As ~
    enters, choose an opponent.' reads so)."""
    phrase, reason = _narrow_sentences(st, text, base)
    if reason and reason != _APART:
        return phrase, reason
    if whole is not None and whole.reason:
        return whole.phrase, whole.reason
    return phrase, reason


_APART = "the sentences parse alone but not together"


def _static_reading(st: _FaceState, sentence: str) -> _LineFailed | None:
    """None if the sentence reads as a static ability of a permanent, else that reading's failure."""
    if st.is_spell:
        return _LineFailed(sentence, "")
    try:
        _run(st, sentence, "static_line", Scope())
    except _LineFailed as failed:
        return failed
    return None


def _narrow_sentences(st: _FaceState, text: str, base: Scope | None) -> tuple[str, str]:
    sentences = _sentences(text)
    done: list[str] = []

    def attempt(parts: list[str]) -> None:
        _run(st, " ".join(parts), "effects", copy.deepcopy(base) if base is not None else Scope())

    skip = False
    for i, sentence in enumerate(sentences):
        if skip or sentence == "activate only as a sorcery.":
            skip = False
            done.append(sentence)
            continue
        try:
            attempt([*done, sentence])
        except _LineFailed as failed:
            if "after an instruction it doesn't change" in failed.reason and _parses(st, sentences[: i + 1]):
                done.append(sentence)
                continue  # a sentence that only changes the one before it (a dig's steps): read with it
            follow = sentences[i + 1] if i + 1 < len(sentences) else ""
            if not (sentence.startswith("you may pay ") and _FOLLOW_UP.match(follow)):
                if failed.reason or len(sentences) == 1:  # the transformer's own phrase when it names one
                    return (failed.phrase if failed.phrase and failed.phrase in sentence else sentence), failed.reason
                static = _static_reading(st, sentence)
                if static is None:
                    continue  # a static sentence of the line ('As ~ enters, choose a color.'): not an effect
                return sentence, static.reason
            # 'You may pay {1}. If you do, ...' (609.3, 608.2c) only parses as a pair: blame the follow-up's
            # own words when the pair fails, not the offer before it
            try:
                attempt([*done, sentence, follow])
            except _LineFailed as pair:
                rest = _FOLLOW_UP.sub("", follow)
                try:
                    attempt([*done, rest])
                except _LineFailed as inner:
                    return rest, inner.reason
                return f"{sentence} {follow}", pair.reason
            skip = True
        done.append(sentence)
    return text, _APART


def _parses(st: _FaceState, sentences: list[str]) -> bool:
    try:
        _run(st, " ".join(sentences), "effects", Scope())
    except _LineFailed:
        return False
    return True


_FOLLOW_UP = re.compile(r"^(if you do|if you don't|when you do|if they do|if that player does),? ")


def _sentences(text: str) -> list[str]:
    parts = re.split(r"(?<=\.) (?=[a-z~])", text)
    return [p if p.endswith(".") else p + "." for p in parts if p]


def _add(st: _FaceState, line: Line, item: Any) -> None:
    if isinstance(item, SpellSetting) and item.name == "alternative":  # 118.9: a spell may have several
        st.settings["alternatives"] = (*st.settings.get("alternatives", ()), item.value)
        return
    if isinstance(item, SpellSetting) and item.name == "optional":  # 601.2b: buyback, entwine (several may be)
        st.settings["optional_costs"] = (*st.settings.get("optional_costs", ()), item.value)
        return
    if isinstance(item, SpellSetting):
        st.settings[item.name] = item.value
        return
    if isinstance(item, EffectNode) and st.is_spell:  # a keyword that is a spell ability (ascend, 702.131a)
        st.spell_effects.append(item)
        return
    if isinstance(item, StaticEffect) and not condition_read_in_time(item):
        raise _LineFailed(line.text, "a condition on colors of an effect in layers 2-5")
    if hasattr(item, "text") and not item.text:
        item = msgspec.structs.replace(item, text=line.printed)
    if isinstance(item, TriggeredAbility) and isinstance(item.effect, PayAnyAmount) and not item.effect.then.text:
        # the reflexive ability's text: 'When you do, ...' as printed (603.12)
        _, sep, reflexive = line.printed.partition("When you do, ")
        then = msgspec.structs.replace(item.effect.then, text=sep + reflexive)
        item = msgspec.structs.replace(item, effect=msgspec.structs.replace(item.effect, then=then))
    if isinstance(item, TriggeredAbility | ActivatedAbility) and isinstance(item.effect, PayOptional) \
            and isinstance(item.effect.then, TriggerReflexive) and not item.effect.then.ability.text:
        # 'You may pay {1}. When you do, ...': the reflexive ability's text as printed (603.12)
        _, sep, reflexive = line.printed.partition("When you do, ")
        then = TriggerReflexive(msgspec.structs.replace(item.effect.then.ability, text=sep + reflexive))
        item = msgspec.structs.replace(item, effect=msgspec.structs.replace(item.effect, then=then))
    st.abilities.append(item)


def _add_implied(st: _FaceState, scope: Scope) -> None:
    """Abilities the text of another implies: the return of a card exiled 'until ~ leaves the battlefield'
    (610.3, written as a leaves-the-battlefield ability linked to the exile, 607.2a)."""
    for ability in scope.extra:
        if ability not in st.abilities:
            st.abilities.append(ability)


_SPEND_ONLY_ON_X = re.compile(r" spend only (\S+) mana on x\.$")
_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _activated(st: _FaceState, text: str, scope: Scope) -> ActivatedAbility:
    cost_text, _, effect_text = text.partition(": ")
    cost = _cost(st, cost_text)
    sorcery = st.sorcery
    condition = None
    reduction = re.search(r" this (§\d+) costs (\{[^}]+\}) less to activate for each (.+)\.$", effect_text)
    reduction_per = None
    if reduction and _unchunk(reduction.group(1), st.chunks) != "ability":
        reduction = None
    if reduction:  # 602.2b, 118.7
        effect_text = effect_text[: reduction.start()]
        reduction_per = _run(st, f"for each {reduction.group(3)}", "for_each_amount", Scope())
    timing = None
    any_player = False
    for ending in ACTIVATOR_ENDINGS:  # 602.2: 'Any player may activate this ability [but only ...].'
        if (found := ending(effect_text, lambda t: _unchunk(t, st.chunks))) is not None:
            effect_text, restriction = found
            any_player = True
            if restriction == "sorcery":  # 602.5d, for the player activating it
                sorcery = True
            elif restriction is not None:  # 602.5b
                timing = restriction
            break
    for ending in ACTIVATION_ENDINGS if timing is None else ():  # 602.5b: 'Activate only during your upkeep.' (mechanics/activation_timing)
        if (found := ending(effect_text)) is not None:
            effect_text, timing = found
            break
    if timing is None and _DURING_YOUR_TURN_IF in effect_text:
        # 'Activate only during your turn and only if an opponent lost life this turn.' (Gutterbones): both
        # restrictions (602.5b), the timing and the condition
        effect_text = effect_text.replace(_DURING_YOUR_TURN_IF, " activate only if ")
        timing = next(found[1] for ending in ACTIVATION_ENDINGS
                      if (found := ending(" activate only during your turn.")) is not None)
    x_min = 0
    if effect_text.endswith(" x can't be 0."):  # 602.2b: the least X that may be announced (Lair of the Hydra)
        if cost.mana is None or "{X}" not in cost.mana.upper():
            raise _LineFailed(text, "'X can't be 0' without {X} in the cost")
        effect_text, x_min = effect_text.removesuffix(" x can't be 0."), 1
    x_color = None
    if (spend := _SPEND_ONLY_ON_X.search(effect_text)) is not None \
            and _unchunk(spend.group(1), st.chunks) in _COLOR_LETTERS:
        # 'Spend only black mana on X.' (Crypt Rats; 107.3, 601.2f-h as 602.2b applies them): X paid with that color
        if cost.mana is None or "{X}" not in cost.mana.upper():
            raise _LineFailed(text, "'spend only ... mana on X' without {X} in the cost")
        effect_text, x_color = effect_text[: spend.start()], _COLOR_LETTERS[_unchunk(spend.group(1), st.chunks)]
    effect_text, only_if, cond_text = effect_text.partition(" activate only if ")
    if only_if:  # 602.5b
        cond_text = cond_text.removesuffix(".")
        tail = re.search(r" and only as an? (sorcery|§\d+)$", cond_text)
        if tail and _unchunk(tail.group(1), st.chunks) == "sorcery":  # 602.5d as well
            cond_text, sorcery = cond_text[: tail.start()], True
        if cond_text == "~ is in your graveyard":  # 113.6m: an ability that functions only in the graveyard
            scope.from_graveyard = True
        else:
            condition = _run(st, cond_text, "condition", Scope())
    if timing is not None:
        condition = timing if condition is None else AllOf((timing, condition))  # 602.5b: each one applies
    # 602.2b, 601.2b: the X of an {X} cost is announced before the targets, so a target's 'mana value X' reads it
    scope.x_announced = cost.mana is not None and "{X}" in cost.mana.upper()
    effect = _effect(st, effect_text, scope)
    targets = tuple(scope.targets)
    if x_min:
        cost = msgspec.structs.replace(cost, x_min=x_min)
    if x_color:
        cost = msgspec.structs.replace(cost, x_color=x_color)
    if scope.x_is is not None:  # 107.3c: X defined by the text, not chosen by the controller
        if cost.mana is None or "{X}" not in cost.mana:
            raise _LineFailed(text, "X defined by the text of an ability whose cost has no {X}")
        cost = msgspec.structs.replace(cost, x_is=scope.x_is)
    if condition is not None and _adds_mana(effect) and cost.mana:
        # 602.5b: payment.py checks the condition where it lists mana abilities; those with mana in their cost
        # are listed elsewhere (mana_costed_sources)
        raise _LineFailed(text, "a mana ability with an activation condition and mana in its cost")
    if any_player and _adds_mana(effect):  # payment.py's mana abilities are its controller's
        raise _LineFailed(text, "a mana ability any player may activate")
    if (cost.remove_x or cost.remove_all) and _adds_mana(effect):
        # 605.1a: a mana ability, and payment.py's mana abilities choose no X
        raise _LineFailed(cost_text, "a mana ability whose cost removes a chosen number of counters")
    if cost.remove_any and not (isinstance(effect, CountedMana) and not cost.mana and not cost.sacrifice
                                and not cost.tap_others):
        # 107.1c, 605.3a: the engine asks the number only as a mana ability's cost is paid (the storage lands);
        # a stack ability's cost reads no such choice (mechanics/storage_counters)
        raise _LineFailed(cost_text, "removing any number of counters outside a plain counted mana ability")
    if cost.remove_x and cost.mana is not None and "{X}" in cost.mana.upper():
        raise _LineFailed(cost_text, "two X in one cost")
    if cost.exile_this and _adds_mana(effect) and not (
            "exile ~ from your hand" in cost_text and _only_exiles_this(cost)):
        # payment.py's mana abilities exile their source only from a hand, with nothing else in the cost
        # ('Exile ~ from your hand: Add {R}.', the Spirit Guides; 605.1a, 602.2b)
        raise _LineFailed(cost_text, "a mana ability whose cost exiles its source")
    if cost.return_this and _adds_mana(effect):  # payment.py's mana abilities pay no such cost
        raise _LineFailed(cost_text, "a mana ability whose cost returns its source to its owner's hand")
    if cost.return_to_hand and _adds_mana(effect):  # payment.py's mana abilities pay no such cost
        raise _LineFailed(cost_text, "a mana ability whose cost returns a permanent to its owner's hand")
    if cost.tap_others and _adds_mana(effect) and (len(cost.tap_others) > 1 or cost.tap_others[0].total_power):
        # payment.py's mana abilities tap permanents of one description (Springleaf Drum's one creature,
        # Heritage Druid's three Elves, 605.3a); not several descriptions or a total power
        raise _LineFailed(cost_text, "a mana ability whose cost taps permanents of several descriptions")
    for read in MANA_EFFECTS if not targets else ():  # 'Add {C}. If ..., add {C}{C} instead.' (605.1a)
        if (other := read(effect)) is not None:
            effect = other
            break
    if _adds_mana(effect) and not targets \
            and not isinstance(effect, AddMana | ConditionalMana | CountedMana | ChosenColorMana | DevotionMana
                                   | CouldProduceMana | LinkedColorMana | CommanderColorMana) \
            and not mana_with_extras(effect):
        # 605.1a makes it a mana ability, but the engine activates only 'Add ...' ones, with at most simple
        # instructions after the mana (cards/mana_abilities.py; payment.py).
        raise _LineFailed(effect_text, "a mana ability that does more than add mana")
    if st.times and _adds_mana(effect) and not targets:
        # payment.py activates mana abilities without the stack and keeps no count of them (602.5b)
        raise _LineFailed(effect_text, "a mana ability activated no more than N times each turn")
    # 605.1a: a mana ability has no target and isn't a loyalty ability.
    return ActivatedAbility(
        cost=cost, effect=effect, targets=targets, mana=_adds_mana(effect) and not targets and cost.loyalty is None,
        zone="hand" if cost.discard_this or scope.from_hand or "exile ~ from your hand" in cost_text
        else "graveyard" if scope.from_graveyard or _from_graveyard(cost_text)
        else "battlefield",
        sorcery_speed=sorcery, instant_speed=st.instant, condition=condition, once_each_turn=st.once, times_each_turn=st.times,
        any_player=any_player,
        reduction=reduction.group(2).upper() if reduction else None, reduction_per=reduction_per,
    )


def _only_exiles_this(cost: Cost) -> bool:
    """Whether 'exile ~' is the whole cost (no mana, {T}, life, sacrifice or other part)."""
    return cost == Cost(exile_this=True)


def _cost(st: _FaceState, text: str) -> Any:
    parts = _run(st, text, "cost", Scope())
    return Cost(**parts)


def _effect(st: _FaceState, text: str, scope: Scope) -> Any:
    base = copy.deepcopy(scope)  # what the trigger (or cost) named, for _narrow
    try:
        return _run(st, text, "effects", scope)
    except _LineFailed as failed:
        raise _LineFailed(*_narrow(st, text, base, failed)) from None


def _triggered(st: _FaceState, text: str, scope: Scope) -> list[TriggeredAbility]:
    """One triggered ability; 'whenever ~ attacks or blocks' is one for each of its events."""
    clause, sep, rest = text.partition(", ")
    if not sep:
        raise _LineFailed(text, "a trigger with no effect")
    trigger = _run(st, clause, "trigger_clause", scope)
    if isinstance(trigger, list):  # the effect is compiled once and shared (its targets are one scope's)
        first = _triggered_on(st, trigger[0], rest, scope, text)
        return [first] + [_other_event(first, t) for t in trigger[1:]]
    return [_triggered_on(st, trigger, rest, scope, text)]


def _other_event(first: TriggeredAbility, event: Any) -> TriggeredAbility:
    """The ability `first` on another of its trigger events (603.2); an event with a condition of its own ('whenever
    an opponent casts a spell during your turn or when ~ dies') adds it to the ability's (603.4)."""
    if not isinstance(event, tuple):
        return msgspec.structs.replace(first, trigger=event)
    event, condition = event
    if first.condition is not None:
        condition = AllOf((first.condition, condition))
    return msgspec.structs.replace(first, trigger=event, condition=condition)


_OTHERWISE_AFTER = re.compile(r"^[^.]*\.\s+otherwise\s*,")  # the sentence right after the 'if' one


def _triggered_on(st: _FaceState, trigger: Any, rest: str, scope: Scope, text: str) -> TriggeredAbility:
    condition = None
    once_each_turn = _ONCE_EACH_TURN.search(rest)
    if once_each_turn and _unchunk(once_each_turn.group(1), st.chunks) == "ability":
        # 'This ability triggers only once each turn.' (mechanics/trigger_limits)
        rest = rest[: once_each_turn.start()]
        # 'whenever one or more artifacts you control leave the battlefield during your turn' (Oni-Cult Anvil): the
        # event's own condition ('during your turn') is read with the limit, both as it would trigger
        event_condition = None
        if isinstance(trigger, tuple):
            trigger, event_condition = trigger
        if isinstance(trigger, Trigger) and trigger.batch and trigger.event in _ONCE_BATCHES:
            # 'whenever you discard one or more cards' once each turn: the first card discarded each turn
            trigger = msgspec.structs.replace(trigger, batch=False)
        once = _triggered_on(st, trigger, rest, scope, text)
        if once.condition is not None:
            raise _LineFailed(text, "a trigger limit with an intervening 'if'")
        limit: Any = TriggersOnceEachTurn()
        if event_condition is not None:
            limit = AllOf((event_condition, limit))
        return msgspec.structs.replace(once, condition=limit)
    if isinstance(trigger, tuple):  # a trigger event with a condition of its own (the Nth spell of a turn)
        trigger, condition = trigger
    if isinstance(trigger, Trigger) and trigger.batch and trigger.event in _ONCE_BATCHES:
        raise _LineFailed(text, "'one or more' at once (603.2c) without a once-each-turn limit")
    # 603.4: 'if [condition], [effect]' right after the trigger is checked as it triggers, but not when an
    # 'Otherwise, ...' follows: the ability then triggers either way and the 'if' is its effect's (608.2c)
    if rest.startswith("if ") and condition is None and not _OTHERWISE_AFTER.match(rest):
        cond_text, sep, rest = rest.partition(", ")
        # 'if ~ is in your graveyard and it's your turn' (Skyclave Shade): both must hold (603.4)
        your_turn = cond_text.endswith(_AND_YOUR_TURN)
        cond_text = cond_text.removesuffix(_AND_YOUR_TURN)
        condition = _run(st, cond_text[3:], "condition", scope) if sep else None
        if condition is not None and your_turn:
            condition = AllOf((condition, YourTurn()))
        if condition is None:
            raise _LineFailed(text, "an intervening 'if' with nothing after it")
        if isinstance(condition, Marked):  # 'if it's a creature' (603.4): what the trigger's object is now
            if condition.name != "it_is":
                raise _LineFailed(text, "an intervening 'if' the tree can't hold")
            condition = RefMatches(scope.it(), condition.value)
    effect = _effect(st, rest, scope)
    if (not trigger.this or trigger.equipped) and not scope.attacker_event \
            and _mentions((effect, condition), DefendingPlayer):
        # 506.2: 'defending player' is the player the source attacks: only a trigger of the attacking source
        raise _LineFailed(rest, "'defending player' in a trigger on another object's event")
    if trigger.event in _LEFT_EVENTS and _attaches_to_triggering(effect):
        # 'return that card to the battlefield ... Attach ~ to that creature' (Scythe of the Wretched): the
        # reference names the object that left, not the new one the effect returned (400.7)
        raise _LineFailed(rest, "attaching to the object that left the battlefield after returning it")
    if _x_filter(effect):  # 'with mana value X or less': only a spell's or activated ability's chosen X (107.3a)
        raise _LineFailed(rest, "'mana value X or less' in a triggered ability")
    if trigger.event == "combat_damage" and trigger.to_player and (trigger.this or trigger.equipped) \
            and (_mentions(effect, Triggering) or any(t.controlled_by == "trigger_player" for t in scope.targets)
                 or _trigger_player_target(effect)):
        trigger = msgspec.structs.replace(trigger, that_player=True)  # 'that player' (the one dealt the damage)
    if scope.from_graveyard and not trigger.this:  # 113.6m: it functions in the graveyard
        return TriggeredAbility(trigger, effect, tuple(scope.targets), condition=condition, zone="graveyard")
    if scope.from_graveyard and trigger.event == "discards" and trigger.this:
        # 'When you discard ~, return it from your graveyard ...': the card triggers where it was put (113.6m)
        return TriggeredAbility(trigger, effect, tuple(scope.targets), condition=condition, zone="graveyard")
    if scope.from_graveyard:
        raise _LineFailed(text, "a trigger of ~ itself that returns it from the graveyard")
    if scope.x_is is not None:
        raise _LineFailed(rest, "X defined by the text of a triggered ability")
    return TriggeredAbility(trigger, effect, tuple(scope.targets), condition=condition)


def _x_filter(node: Any) -> bool:
    """A filter's 'mana value X or less' with X still the chosen X (Filter.mana_value_at_most_amount)."""
    if isinstance(node, Filter):
        return isinstance(node.mana_value_at_most_amount, XValue)
    if isinstance(node, list | tuple):
        return any(_x_filter(n) for n in node)
    fields = getattr(node, "__struct_fields__", None)
    return bool(fields) and any(_x_filter(getattr(node, f)) for f in fields)


def _trigger_player_target(node: Any) -> bool:
    """Whether a target of a reflexive ability in `node` is 'that player controls' ('When you do, destroy
    target creature that player controls': the player the trigger event names, 603.12, 603.2)."""
    if isinstance(node, TargetSpec):
        return node.controlled_by == "trigger_player"
    if isinstance(node, msgspec.Struct):
        return any(_trigger_player_target(getattr(node, f)) for f in node.__struct_fields__)
    if isinstance(node, (tuple, list)):
        return any(_trigger_player_target(x) for x in node)
    return False


_LEFT_EVENTS = frozenset({"dies", "leaves", "to_graveyard", "exiled"})


def _attaches_to_triggering(node: Any) -> bool:
    """Whether an Attach node in `node` attaches something to the trigger's object."""
    if isinstance(node, Attach) and isinstance(node.to, Triggering):
        return True
    if isinstance(node, msgspec.Struct):
        return any(_attaches_to_triggering(getattr(node, f)) for f in node.__struct_fields__)
    if isinstance(node, (tuple, list)):
        return any(_attaches_to_triggering(x) for x in node)
    return False


def _mentions(node: Any, kind: type) -> bool:
    """Whether a node of type `kind` appears anywhere in the tree `node`."""
    if isinstance(node, kind):
        return True
    if isinstance(node, msgspec.Struct):
        return any(_mentions(getattr(node, f), kind) for f in node.__struct_fields__)
    if isinstance(node, (tuple, list)):
        return any(_mentions(x, kind) for x in node)
    return False


def _compile_modal(st: _FaceState, line: Line) -> None:
    """700.2: a modal spell or ability; each mode has its own targets (numbered from 0 within the mode)."""
    head = line.text
    kicked_modes = head == KICKED_MODES  # 702.33d: any number of the modes, kicked (_build_face checks the kicker)
    if kicked_modes:
        head = "choose one —"
    repeat = REPEAT_MODES.match(head)
    if repeat:  # 700.2d: 'you may choose the same mode more than once'
        head = f"choose {repeat.group(1)} —"
    m = re.match(r"^(?:(.*?)(: |, ))?choose (one|two|three|one or more|one or both|any number|up to one) —$", head)
    if not m or (m.group(3) not in _MODE_COUNTS and m.group(3) not in _MODE_RANGES):
        raise _LineFailed(head, "this choice of modes (700.2) is not supported")
    if not line.modes:
        raise _LineFailed(head, "modes without bullets")
    fewest: int | None = None
    if m.group(3) in _MODE_RANGES:  # 'choose one or both', 'one or more', 'any number' (700.2, 700.2d)
        fewest, most = _MODE_RANGES[m.group(3)]
        count = len(line.modes) if most is None else most
    else:
        count = _MODE_COUNTS[m.group(3)]
    prefix, sep = m.group(1), m.group(2)
    # 603.2, 700.2: the modes of a triggered ability read its trigger event ('Whenever a Vehicle you control
    # attacks, choose one — • That Vehicle gains first strike'): each mode's scope starts from the trigger's
    trigger_scope = Scope()
    trigger = _run(st, prefix, "trigger_clause", trigger_scope) if prefix is not None and sep == ", " else None
    modes = []
    for i, (text, printed) in enumerate(zip(line.modes, line.bullets, strict=True)):
        scope = Scope()
        if trigger is not None:
            scope.default_it, scope.player = trigger_scope.default_it, trigger_scope.player
            scope.event_amount = trigger_scope.event_amount
            scope.event_other = trigger_scope.event_other
        if st.mode_quoted:
            st.quoted = st.mode_quoted[i]
        effect = _effect(st, text, scope)
        if scope.x_is is not None:
            raise _LineFailed(text, "X defined by the text of a mode")
        if trigger is not None and _mentions(effect, DefendingPlayer) and not all(
                getattr(t, "this", False) and not getattr(t, "equipped", False)
                for t in (trigger if isinstance(trigger, list) else [trigger])):
            raise _LineFailed(text, "'defending player' in a trigger on another object's event")
        if trigger is not None and any(getattr(t, "event", "") == "combat_damage" and getattr(t, "to_player", False) for t in
                                       (trigger if isinstance(trigger, list) else [trigger])) \
                and (_mentions(effect, Triggering) or _trigger_player_target((effect, scope.targets))):
            raise _LineFailed(text, "'that player' in a mode of a combat damage trigger")
        modes.append(Mode(effect, tuple(scope.targets), printed))
    if (count != 1 or fewest is not None) and any((t.controlled_by or "").startswith("target:")
                                                  for m in modes for t in m.targets):
        # a requirement naming an earlier target by its slot (115.1) counts slots from the first chosen mode's
        # targets (700.2): only one mode keeps the slots of the mode it was written in
        raise _LineFailed(line.text, "a target naming an earlier target in a mode of several chosen")
    if prefix is None:
        if not st.is_spell:
            raise _LineFailed(head, "modes on a permanent without a trigger or cost")
        st.modes, st.mode_count, st.mode_min = tuple(modes), count, fewest
        if kicked_modes:
            st.settings["kicked_modes"] = True
        if repeat:
            st.settings["modes_repeat"] = True
        return
    if kicked_modes:
        raise _LineFailed(line.text, "'if this spell was kicked' on an ability")
    if repeat:
        raise _LineFailed(line.text, "choosing the same mode more than once (700.2d) on an ability")
    if sep == ": ":
        ability: Any = ActivatedAbility(_cost(st, prefix), modes=tuple(modes), mode_count=count, mode_min=fewest)
    else:
        for t in trigger if isinstance(trigger, list) else [trigger]:
            st.abilities.append(TriggeredAbility(t, modes=tuple(modes), mode_count=count, mode_min=fewest,
                                                 text=line.full_text))
        return
    st.abilities.append(msgspec.structs.replace(ability, text=line.full_text))


def _adds_mana(effect: Any) -> bool:
    """605.1a: could it add mana (and it has no target, checked by the caller)?"""
    if isinstance(effect, AddMana | ConditionalMana | CountedMana | ChosenColorMana):  # mechanics/counts, chosen_color_mana
        return True
    if isinstance(effect, DevotionMana | CouldProduceMana | LinkedColorMana | CommanderColorMana):  # 607.2a, 903.4
        return True
    if isinstance(effect, Sequence):
        return any(_adds_mana(e) for e in effect.effects)
    if isinstance(effect, May):
        return _adds_mana(effect.effect)
    if isinstance(effect, IfThen):
        return _adds_mana(effect.then) or (effect.otherwise is not None and _adds_mana(effect.otherwise))
    return False


# --- faces ---------------------------------------------------------------------------------------------------------


def _cost_settings(st: _FaceState) -> dict[str, Any]:
    """The spell's additional cost (601.2f) and cost reduction (118.7) from its static lines."""
    reduction, condition = st.settings.get("reduction", (None, None))
    per = st.settings.get("reduction_x")
    if per is not None:
        if reduction is not None:
            raise _LineFailed(st.face.text, "two cost reductions of one spell")
        reduction = "{1}"
    each = st.settings.get("reduction_each")  # '{2} less to cast for each ...' (mechanics/cost_reductions)
    if each is not None:
        if reduction is not None:
            raise _LineFailed(st.face.text, "two cost reductions of one spell")
        reduction, per = each
    return {"additional_cost": st.settings.get("additional_cost"), "reduction": reduction,
            "alternatives": st.settings.get("alternatives", ()),
            "reduction_if": condition, "cast_target_not": st.settings.get("cast_target_not"),
            "reduction_per": per, "optional_costs": st.settings.get("optional_costs", ()),
            "additional_unless": st.settings.get("additional_unless"),
            "multikicker": st.settings.get("multikicker", False)}


def _keywords(listed: Any, abilities: list[Any]) -> tuple[str, ...]:
    """The card database's keyword list, less 'Hexproof' where the face has only 'hexproof from [quality]'
    (702.11d: a variant the engine reads by its full name, not hexproof from everything)."""
    names = {a.keyword for a in abilities if isinstance(a, Static)}
    listed = tuple(k for k in listed if k.lower() not in ability_words())  # 207.2c: not keywords
    # 711.2a: a keyword of a leveler's striation is had only in its range (a LevelerAbility), not printed
    gated = {a.ability.keyword for a in abilities if isinstance(a, LevelerAbility) and isinstance(a.ability, Static)}
    if gated:
        gated = {g.partition(" from ")[0] if g.startswith("Protection from ") else g for g in gated}
        listed = tuple(k for k in listed if k not in gated or k in names)
    if any(n.startswith("Protection from ") for n in names):  # 702.16a: each quality is its own keyword
        listed = tuple(k for k in listed if k != "Protection")
    if "Hexproof" not in names and any(n.startswith("Hexproof from ") for n in names):
        return tuple(k for k in listed if k not in ("Hexproof", "Hexproof from"))
    return tuple(listed)


def _build_face(st: _FaceState) -> CardFace:
    st.settings.pop("anchor_words", None)  # 614.12c: read while the lines compiled (_anchor_line)
    face = st.face
    abilities = list(st.abilities)
    revealed_cost = getattr(st.settings.get("additional_cost"), "reveal_from_hand", 0) or any(
        o.cost.reveal_from_hand for o in st.settings.get("optional_costs", ()))  # 'you may reveal ...' (601.2b)
    if not (st.is_spell and revealed_cost) and (_mentions(abilities, RevealedCardValue)
                                                or _mentions(st.spell_effects, RevealedCardValue)):
        # 'the revealed card' is the one revealed to pay the spell's cost (mechanics/reveal_cost), never a card
        # an instruction revealed ('Target opponent reveals a card at random', Planeswalker's Favor)
        raise _LineFailed(face.text, "'the revealed card' of a reveal other than the spell's cost")
    # 305.6: a land with a basic land type has that type's intrinsic mana ability.
    for land_type, mana in BASIC_MANA.items():
        if "Land" in face.types and land_type in face.subtypes:
            abilities.insert(0, tap_for(mana, text=f"{{T}}: Add {mana}."))
    spell = None
    if st.is_spell:
        effect = st.spell_effects[0] if len(st.spell_effects) == 1 else (
            Sequence(tuple(st.spell_effects)) if st.spell_effects else None)
        targets, kicked_instead = tuple(st.spell_scope.targets), None
        for split in SPELL_SPLITS:  # 601.2c: a kicked spell's own targets (mechanics/kicked_instead)
            if kicked_instead is None and st.settings.get("kicker") and not st.modes:
                effect, targets, kicked_instead = split(effect, targets)
        spell = SpellAbility(effect, targets, st.modes, st.mode_count, kicked_instead=kicked_instead,
                             mode_min=st.mode_min, kicker=st.settings.get("kicker"),
                             extra_target_cost=st.settings.get("extra_target_cost"),
                             kicked_modes=bool(st.settings.get("kicked_modes")),
                             modes_repeat=bool(st.settings.get("modes_repeat")), **_cost_settings(st))
        for finish in SPELL_FINISHES:  # 601.2c: the kicked spell's own targets (mechanics/kicker_costs)
            spell = finish(spell)
        for check in SPELL_CHECKS:  # a mechanic's refusal of the spell as built (mechanics/kicker_costs)
            if (why := check(spell)) is not None:
                raise _LineFailed(face.text, why)
        if spell.kicked_modes and (spell.kicker is None or spell.multikicker):
            raise _LineFailed(face.text, "'if this spell was kicked, choose any number' without a kicker")
    elif set(st.settings) - {"devoid"}:
        if set(st.settings) - {"kicker", "devoid", "additional_cost", "reduction", "reduction_x", "reduction_each", "cast_target_not",
                               "alternatives", "optional_costs", "additional_unless", "multikicker"}:
            raise _LineFailed(face.text, "a spell setting on a permanent")
        spell = SpellAbility(kicker=st.settings.get("kicker"), **_cost_settings(st))
    # 607.2a: 'the exiled card' is what a linked ability of this face exiled; with none it names nothing
    if mentions(tuple(abilities), Linked | LinkedManaValue | LinkedColorMana) and not mentions(tuple(abilities), (ExileLinked, ExileFromHand, *LINKED_EXILES)):
        raise _LineFailed(face.text, "'the exiled card' on a card none of whose abilities exiles one")
    cost_colors = parse_cost(face.mana_cost).colors
    colors = None if set(face.colors) == set(cost_colors) else tuple(face.colors)
    if "devoid" in st.settings and colors != ():
        raise _LineFailed(face.text, "devoid on a face whose colors aren't empty")
    return CardFace(
        name=face.name, types=tuple(face.types), mana_cost=face.mana_cost,
        subtypes=tuple(s.replace("’", "'") for s in face.subtypes),  # "Urza's" as the rules spell it (205.3i)
        supertypes=tuple(face.supertypes), colors=colors, power=face.power, toughness=face.toughness,
        loyalty=face.loyalty, text=face.text, keywords=_keywords(face.keywords, abilities),
        abilities=tuple(abilities),
        spell=spell,
    )
