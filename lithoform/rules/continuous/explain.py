"""Why a permanent has the characteristics it has: the continuous effects applied to it, in layer order
(613.1), each with its source, its timestamp (613.7) and what it did, and why effects in one layer came in
the order they did (613.7: timestamps; 613.8: dependencies). Read only: computed on a clone of the state, so
the hot path of `chars` pays nothing for it."""

from __future__ import annotations

from typing import Any

from lithoform.cards.tree import (
    AddAbilities,
    AddTypes,
    BasePTFromManaValue,
    GainControl,
    LoseAllAbilities,
    LoseKeywords,
    PTBoost,
    PTBoostBy,
    PTFromCount,
    RemoveTypes,
    SetBasePT,
    SetColors,
    SetLandTypes,
    SwitchPT,
)
from lithoform.rules.continuous.characteristics import Chars, chars, face_of, layer_trace, printed_chars
from lithoform.rules.continuous.layers import PART_LAYER
from lithoform.rules.continuous.pt_counters import pt_of_kind
from lithoform.state.model import BATTLEFIELD, GameState, Obj

LAYER_NAMES = {
    "1": "copy", "2": "control", "3": "text", "4": "type", "5": "color", "6": "abilities",
    "7a": "P/T from characteristic-defining abilities", "7b": "base P/T", "7c": "P/T changes", "7d": "P/T switch",
}


def _part_words(part: Any) -> str:
    """What one part of an effect does, in words."""
    if isinstance(part, SetBasePT):
        if part.only == "power":
            return f"sets base power {part.power}"
        return f"sets base power and toughness {part.power}/{part.toughness}"
    if isinstance(part, BasePTFromManaValue):
        return "sets base power and toughness equal to its mana value"
    if isinstance(part, PTBoost):
        return f"gives {part.power:+d}/{part.toughness:+d}"
    if isinstance(part, PTBoostBy):
        return "gives +X/+X for a count"
    if isinstance(part, PTFromCount):
        return "sets power and toughness to a count"
    if isinstance(part, SwitchPT):
        return "switches power and toughness"
    if isinstance(part, LoseAllAbilities):
        return "removes all abilities"
    if isinstance(part, LoseKeywords):
        return "removes " + ", ".join(list(part.keywords) + [getattr(a, "text", "") or "an ability" for a in part.abilities])
    if isinstance(part, AddAbilities):
        gained = list(part.keywords) + [getattr(a, "text", "") or "an ability" for a in part.abilities]
        return "grants " + ", ".join(gained)
    if isinstance(part, AddTypes):
        return "adds the type(s) " + ", ".join(part.supertypes + part.types + part.subtypes)
    if isinstance(part, SetLandTypes):
        return "makes its land type(s) " + ", ".join(part.subtypes) + " only, without its rules text's abilities"
    if isinstance(part, RemoveTypes):
        return "removes the type(s) " + ", ".join(part.supertypes + part.types + part.subtypes)
    if isinstance(part, SetColors):
        return "makes it " + (", ".join(part.colors) or "colorless")
    if isinstance(part, GainControl):
        return "gives control of it to the effect's controller"
    return type(part).__name__


def _summary(c: Chars) -> str:
    pt = f"{c.power}/{c.toughness} " if c.power is not None and c.toughness is not None else ""
    types = " ".join(sorted(c.supertypes) + sorted(c.types))
    sub = f" — {' '.join(sorted(c.subtypes))}" if c.subtypes else ""
    abilities = sorted(c.keywords) + [getattr(a, "text", "") for a in c.abilities
                                      if getattr(a, "text", "") and not getattr(a, "keyword", "")]
    has = "with " + "; ".join(a for a in abilities if a) if any(abilities) else "with no abilities"
    text = f"{pt}{types}{sub} {has}"
    return ("an " if text[:1] in "AEIOU" else "a ") + text


def _source(state: GameState, oid: int) -> str:
    obj = state.known(oid)
    if obj is None:
        return f"a source that is gone (#{oid})"
    return chars(state, oid).name


def keyword_source(state: GameState, oid: int, keyword: str) -> str:
    """Where a permanent's keyword comes from, for the log: the effect that granted it (layer 6), or its own
    printed ability. Read only (a clone); called only when the keyword decides something."""
    for layer, e, affected in layer_trace(state):
        if layer == "6" and oid in affected and any(isinstance(p, AddAbilities) and keyword in {k.lower() for k in p.keywords}
                                                    for p in e.parts):
            return _source(state, e.source)
    obj = state.known(oid)
    if isinstance(obj, Obj) and keyword in printed_chars(face_of(obj)).keywords:
        return "its own ability"
    return ""


def explain(state: GameState, oid: int) -> list[str]:
    """The lines of an explanation of object `oid`'s characteristics (613)."""
    obj = state.known(oid)
    if not isinstance(obj, Obj):
        raise KeyError(f"no object #{oid} to explain")
    now = chars(state, oid)
    lines = [f"{now.name} (#{oid}, timestamp {obj.timestamp}) is {_summary(now)}"]
    face = face_of(obj)
    if obj.copied is not None:
        lines.append(f"  layer 1 (copy): it copies {face.name} (707.2, 613.2): its copiable values are "
                     f"{_summary(printed_chars(face))}")
    else:
        lines.append(f"  printed: {_summary(printed_chars(face))}")
    if obj.zone != BATTLEFIELD:
        lines.append(f"  in the {obj.zone}, only its printed values apply (611.3a: static effects apply to "
                     "permanents)")
        return lines
    trace = layer_trace(state)
    first_layer: dict[tuple, str] = {}
    for layer, e, _ in trace:
        first_layer.setdefault(e.key, layer)
    applied = [(layer, e) for layer, e, affected in trace if oid in affected]
    by_layer: dict[str, list[Any]] = {}
    for layer, e in applied:
        by_layer.setdefault(layer, []).append(e)
    for layer, effects in by_layer.items():
        for e in effects:
            kind = "static ability" if e.static is not None else "resolved effect"
            words = "; ".join(_part_words(p) for p in e.parts if PART_LAYER.get(type(p)) == layer)
            lines.append(f"  layer {layer} ({LAYER_NAMES[layer]}): {_source(state, e.source)} "
                         f"(timestamp {e.timestamp}, {kind}) {words}")
            if e.static is not None and first_layer.get(e.key) != layer and state.known(e.source) is not None \
                    and e.static not in chars(state, e.source).abilities:
                lines.append("    its source has lost that ability by now, but the effect began applying in an "
                             "earlier layer and goes on (613.6)")
        if len(effects) > 1:
            stamps = [e.timestamp for e in effects]
            why = ("in timestamp order (613.7)" if stamps == sorted(stamps)
                   else "out of timestamp order: an effect depended on another (613.8)")
            lines.append(f"    these {len(effects)} effects applied {why}")
    pt = [(k, n) for k, n in obj.counters if pt_of_kind(k) is not None]
    if pt and now.power is not None:
        listed = " and ".join(f"{n} {k}" for k, n in pt)
        lines.append(f"  layer 7c (P/T changes): counters: {listed} (613.4c)")
    if len(lines) == 2 and obj.copied is None:
        lines.append("  no continuous effect applies to it")
    return lines
