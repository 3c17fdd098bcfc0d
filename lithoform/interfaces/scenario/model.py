"""A scenario file parsed and checked into typed steps (SCENARIO-FORMAT.md), before anything runs.

Every mistake a file can hold without running it is found here and named with its line: unknown keys,
wrong value types, references that can't be references, and the features this engine version lacks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from lithoform.interfaces.scenario.expect import Expectation, parse_expectation
from lithoform.interfaces.scenario.setup_check import check_setup
from lithoform.interfaces.scenario.source import UNSUPPORTED, Doc, ScenarioError, known_keys, load, parse_ref
from lithoform.mechanics.bestow.rules import BESTOW
from lithoform.mechanics.cleave.rules import CLEAVE
from lithoform.mechanics.face_down.rules import CASTS as FACE_DOWN_CASTS
from lithoform.mechanics.flash_permission.rules import FLASH
from lithoform.rules.turn.steps import STEPS

FORMAT = "lithoform-scenario/1"
PLAYERS = {"P1": 0, "P2": 1}
MANA_SYMBOL = re.compile(r"^\{?([WUBRGC])\}?$")
_MANA_SYMBOLS = re.compile(r"^(\{[WUBRGC]\})+$", re.IGNORECASE)
_CARD_ZONES = ("hand", "graveyard", "exile", "library", "command")


@dataclass(frozen=True)
class PaySource:
    """One entry of a `pay` list: a mana source (and the color it makes), or a mana symbol."""

    ref: str | None = None
    color: str | None = None
    sacrifice: tuple[str, ...] = ()  # what a mana ability's cost sacrifices (Ashnod's Altar)
    tap: tuple[str, ...] = ()  # what a mana ability's cost taps besides its source (Springleaf Drum)


@dataclass(frozen=True)
class Answers:
    """What a step says for the decisions an announcement or a `choose` poses; None: not said."""

    targets: tuple[str, ...] | None = None
    modes: tuple[int | str, ...] | None = None  # 1-based numbers, or the modes' texts
    x: int | None = None
    divide: tuple[int, ...] | None = None
    kicker: str | None = None  # the additional cost paid ("kicker"); None: declined
    kicks: int = 1  # `kicker: N`: how many times a multikicker cost is paid (702.33c)
    pay: tuple[PaySource, ...] | None = None  # None: pay automatically
    sacrifice: tuple[str, ...] | None = None
    discard: tuple[str, ...] | None = None
    exile: tuple[str, ...] | None = None  # cards exiled from the hand to pay a cost (Force of Will; 601.2h)
    returned: tuple[str, ...] | None = None  # permanents returned to hand to pay a cost (Daze; 601.2h)
    tap: tuple[str, ...] | None = None  # permanents tapped to pay a cost (crew, 702.122a; 601.2h)
    remove_from: tuple[str, ...] | None = None  # permanents a counter is removed from for a cost (601.2h, 118.3)
    sacrifice_count: int | None = None
    remove_counters: int | None = None
    cards: tuple[str, ...] | None = None
    order: tuple[str | int, ...] | None = None
    may: bool | None = None
    mana: str | None = None  # the color a mana ability makes, when it offers several (an extension)
    attackers: tuple[tuple[str, str | None], ...] | None = None  # (attacker, what it attacks; None: the opponent)
    blockers: tuple[tuple[str, str], ...] | None = None  # (blocker, attacker)
    damage: tuple[int, ...] | tuple[tuple[str, int], ...] | None = None  # amounts, or recipient -> amount
    new_targets: str | tuple[str, ...] | None = None  # "keep" (every target), or one per target position
    copy_of: tuple[str, ...] | None = None  # the object to enter as a copy of; (): nothing
    amount: int | None = None  # an "any amount" paid on resolution
    option: str | None = None  # the pending decision's option whose text this is (a color, a mode...)


@dataclass(frozen=True)
class Act:
    """A player's step: cast, activate, play, turn (face up, 116.2b), pass or choose."""

    line: int
    text: str
    player: int | None  # None: whoever has priority (a bare `pass`)
    verb: str
    card: str | None = None
    ability: int | None = None
    zone: str = "hand"  # where `cast` finds the card
    face: str | None = None  # the half of a split card to cast (709.3); a modal card's face (712.11b, 712.12)
    answers: Answers = field(default_factory=Answers)
    illegal: bool = False
    via: str | None = None  # the permission to cast or play it from `zone` (601.3); None: the one that applies


@dataclass(frozen=True)
class Query:
    """`can` / `cannot`: whether an action is legal now, without acting."""

    line: int
    text: str
    player: int
    can: bool
    act: Act


@dataclass(frozen=True)
class Resolve:
    line: int
    text: str
    count: int | None  # None: until the stack is empty


@dataclass(frozen=True)
class Advance:
    line: int
    text: str
    step: str
    turn: int | None


@dataclass(frozen=True)
class Check:
    line: int
    text: str
    expectations: tuple[Expectation, ...]


Step = Act | Query | Resolve | Advance | Check


@dataclass(frozen=True)
class Scenario:
    name: str
    rules: tuple[str, ...]
    setup: dict[str, Any]
    seed: int
    script: tuple[Step, ...]
    expect: tuple[Expectation, ...]
    source: str
    setup_line: int = 1


# --- the document ---------------------------------------------------------------------------------------------

_TOP = {"format", "name", "rules", "setup", "script", "expect", "seed", "description", "notes"}


def parse(text: str) -> Scenario:
    """Parses and checks a scenario; raises ScenarioError (with the line) if it is malformed."""
    doc = load(text)
    if not doc.is_map():
        raise doc.fail("a scenario is a mapping with `setup`, `script` and `expect`")
    known_keys(doc, _TOP, "scenario")
    fmt = doc.get("format")
    if fmt is not None and fmt.raw() != FORMAT:
        raise fmt.fail(f"unknown format {fmt.raw()!r}; this runner reads {FORMAT}")
    setup = doc.get("setup")
    if setup is None:
        raise doc.fail("a scenario needs a `setup`")
    check_setup(setup)
    name = doc.get("name")
    rules = doc.get("rules")
    seed = doc.get("seed")
    script = doc.get("script")
    expect = doc.get("expect")
    return Scenario(
        name=name.as_str() if name is not None else "",
        rules=tuple(r.raw() for r in rules.as_list()) if rules is not None and rules.value is not None else (),
        setup=setup.value,
        seed=seed.as_int() if seed is not None else 0,
        script=tuple(parse_step(s, text) for s in _list(script)),
        expect=tuple(parse_expectation(e, text) for e in _list(expect)),
        source=text,
        setup_line=setup.line,
    )


def _list(doc: Doc | None) -> list[Doc]:
    if doc is None or doc.value is None:
        return []
    return doc.elements()


# --- script steps ----------------------------------------------------------------------------------------------

_ANSWER_KEYS = {"targets", "modes", "x", "divide"}
_VERB_KEYS = {
    # `tap`: the creatures tapped for an additional cost as the spell is cast (conspire, 702.78a; 601.2h)
    "cast": {"card", "from", "via", "face", "kicker", "pay", "expect", "sacrifice", "discard", "remove_counters",
             "remove_from", "exile", "return", "tap"} | _ANSWER_KEYS,
    "activate": {"card", "ability", "pay", "sacrifice", "discard", "remove_counters", "remove_from", "exile",
                 "return", "expect", "mana", "tap"}
    | _ANSWER_KEYS,
    "play": {"card", "face", "from", "via", "expect"},
    "turn": {"card", "via", "expect"},  # 116.2b: turn a face-down permanent face up (`via: mana`: 701.40b)
    "suspend": {"card", "expect"},  # 116.2f: exile a card with suspend from the hand (702.62a)
    "foretell": {"card", "expect"},  # 702.143a: exile a card with foretell from the hand face down
    "companion": {"expect"},  # 116.2g: pay {3}, put the companion from outside the game into the hand (702.139a)
    "pass": {"expect"},
    "choose": {"targets", "new_targets", "cards", "copy_of", "yes", "no", "may", "pay", "amount", "order",
               "modes", "divide", "x", "attackers", "blockers", "damage", "option", "expect"},
}
_UNSUPPORTED_KEYS: dict[str, str] = {}
KEEP = "keep"  # `new_targets`: the copy keeps that target (707.10c)
NOTHING = "nothing"  # `copy_of`: enter as a copy of nothing


def parse_step(doc: Doc, source: str) -> Step:
    text = doc.text(source)
    if doc.value == "pass":
        return Act(doc.line, text, None, "pass")
    if not doc.is_map():
        raise doc.fail("a step is a mapping: {P1: VERB, ...}, resolve, advance or check")
    players = [k for k in doc.fields() if k in PLAYERS]
    if len(players) > 1:
        raise doc.fail("a step is taken by one player")
    if players:
        return _player_step(doc, players[0], text, source)
    for verb in ("attack", "block"):
        if verb in doc.fields():
            return _declare(doc, verb, text)
    if len(doc.fields()) != 1:
        raise doc.fail("expected one of: {P1: VERB, ...}, resolve, advance, check, pass")
    (verb,) = doc.fields()
    value = doc.get(verb)
    assert value is not None
    if verb == "resolve":
        if value.value == "all":
            return Resolve(doc.line, text, None)
        if isinstance(value.value, bool) or not isinstance(value.value, int) or value.value < 1:
            raise value.fail("resolve: 1 (the top object), N (that many) or all (until the stack is empty)")
        return Resolve(doc.line, text, value.value)
    if verb == "advance":
        return _advance(doc, value, text)
    if verb == "check":
        return Check(doc.line, text, tuple(parse_expectation(e, source) for e in value.as_list()))
    if verb == "pass":
        return Act(doc.line, text, None, "pass")
    raise doc.fail(f"unknown step {verb!r}; steps: {{P1: VERB}}, resolve, advance, check, pass, attack, block")


def _declare(doc: Doc, verb: str, text: str) -> Act:
    """`attack: [refs]` / `block: {blocker: attacker}` answer the declaration of the active or the defending
    player (508.1, 509.1): a `choose` by whoever declares."""
    known_keys(doc, {verb, "expect"}, f"`{verb}`")
    value = doc.get(verb)
    assert value is not None
    key = "attackers" if verb == "attack" else "blockers"
    answers = Answers(**{key: _attackers(value) if verb == "attack" else _blockers(value)})
    return Act(doc.line, text, None, "choose", answers=answers, illegal=_illegal(doc))


def _attackers(doc: Doc) -> tuple[tuple[str, str | None], ...]:
    """A list of attackers (attacking the opponent), or a mapping {attacker: player or planeswalker}."""
    if doc.value is None:
        return ()
    if doc.is_map():
        return tuple((str(k), parse_ref(_field(doc, k))) for k in doc.fields())
    return tuple((parse_ref(d), None) for d in doc.as_list())


def _blockers(doc: Doc) -> tuple[tuple[str, str], ...]:
    if doc.value is None or doc.value == []:
        return ()
    if not doc.is_map():
        raise doc.fail("blockers are a mapping {blocker: attacker}")
    # {blocker: [attacker, attacker]}: a creature that can block additional creatures blocks each (509.1a)
    return tuple((str(k), parse_ref(a)) for k in doc.fields() for a in _field(doc, k).as_list())


def _field(doc: Doc, key: Any) -> Doc:
    value = doc.get(key)
    assert value is not None
    return value


def _illegal(doc: Doc) -> bool:
    e = doc.get("expect")
    if e is None:
        return False
    if e.raw() != "illegal":
        raise e.fail("a step's `expect` can only be `illegal`")
    return True


def _advance(doc: Doc, value: Doc, text: str) -> Advance:
    turn: int | None = None
    if value.is_map():
        known_keys(value, {"turn", "step"}, "advance")
        step_doc = value.get("step")
        if step_doc is None:
            raise value.fail("advance needs a `step`")
        if (t := value.get("turn")) is not None:
            turn = t.as_int(1)
    else:
        step_doc = value
    step = step_doc.as_str()
    if step not in STEPS:
        raise step_doc.fail(f"unknown step {step!r}; steps: {' '.join(STEPS)}")
    if step == "untap":
        raise step_doc.fail("no player receives priority in the untap step (502.4); advance to upkeep")
    return Advance(doc.line, text, step, turn)


def _player_step(doc: Doc, pname: str, text: str, source: str) -> Step:
    verb_doc = doc.get(pname)
    assert verb_doc is not None
    player = PLAYERS[pname]
    if isinstance(verb_doc.value, bool):  # `{P1: yes}` answers a "may"
        if len(doc.fields()) != 1:
            raise doc.fail("`{P1: yes}` / `{P1: no}` take nothing else")
        return Act(doc.line, text, player, "choose", answers=Answers(may=verb_doc.value))
    verb = verb_doc.as_str()
    if verb in ("attack", "block"):
        raise verb_doc.fail("declarations are steps of their own: `attack: [...]` or `block: {...}`")
    if verb in ("can", "cannot"):
        return _query(doc, pname, verb, text)
    if verb not in _VERB_KEYS:
        raise verb_doc.fail(f"unknown verb {verb!r}; verbs: {', '.join(sorted(_VERB_KEYS))}, can, cannot")
    rest = [k for k in doc.fields() if k != pname]
    if verb == "choose":
        rest = [k for k in rest if not isinstance(k, bool)]
    _known_keys_list(doc, rest, _VERB_KEYS[verb], f"`{verb}`")
    return _act(doc, player, verb, text)


def _known_keys_list(doc: Doc, keys: list[Any], known: set[str], what: str) -> None:
    for k in keys:
        if k not in known:
            raise ScenarioError(doc.key_line(k), f"unknown key {k!r} for {what}; known: {', '.join(sorted(known))}")
        if k in _UNSUPPORTED_KEYS:
            raise ScenarioError(doc.key_line(k), f"`{k}` ({_UNSUPPORTED_KEYS[k]}) {UNSUPPORTED}")


def _act(doc: Doc, player: int, verb: str, text: str, card_key: str = "card") -> Act:
    card = None
    if verb in ("cast", "activate", "play", "turn", "suspend", "foretell"):
        card_doc = doc.get(card_key)
        if card_doc is None:
            raise doc.fail(f"`{verb}` needs a `{card_key}`")
        card = parse_ref(card_doc)
    zone = "hand"
    if (z := doc.get("from")) is not None:
        zone = z.as_str()
        if zone not in _CARD_ZONES:
            raise z.fail(f"`from` is one of {', '.join(_CARD_ZONES)}")
    ability = doc.get("ability").as_int(1) if doc.get("ability") is not None else None
    face = doc.get("face").as_str() if doc.get("face") is not None else None
    via = None
    if (v := doc.get("via")) is not None:
        via = v.as_str()
        # ways of casting from the hand (702.37c, 702.103a, 702.148a; 601.3e: 'if you pay {2} more')
        hand_ways = (*FACE_DOWN_CASTS, BESTOW, CLEAVE, FLASH)
        if zone == "hand" and not (verb == "cast" and via in hand_ways) and verb != "turn":
            raise v.fail("`via` names the permission to cast or play a card from another zone: give `from` too")
    return Act(doc.line, text, player, verb, card, ability, zone, face, _answers(doc, verb), _illegal(doc), via)


def _query(doc: Doc, pname: str, verb: str, text: str) -> Query:
    actions = [k for k in ("cast", "activate", "play") if k in doc.fields()]
    if len(actions) != 1:
        raise doc.fail(f"`{verb}` asks about one action: cast, activate or play, e.g. "
                       f"{{{pname}: {verb}, cast: Lightning Bolt, targets: [P2]}}")
    kind = actions[0]
    rest = [k for k in doc.fields() if k not in (pname, kind)]
    _known_keys_list(doc, rest, _VERB_KEYS[kind] - {"card", "expect"}, f"`{verb}, {kind}`")
    act = _act(doc, PLAYERS[pname], kind, text, card_key=kind)
    return Query(doc.line, text, PLAYERS[pname], verb == "can", act)


def _answers(doc: Doc, verb: str) -> Answers:
    a: dict[str, Any] = {}
    if (v := doc.get("targets")) is not None:
        a["targets"] = tuple(parse_ref(t) for t in v.as_list())
    if (v := doc.get("modes")) is not None:
        a["modes"] = tuple(m.as_int(1) if isinstance(m.value, int) else m.as_str() for m in v.as_list())
    if (v := doc.get("x")) is not None:
        a["x"] = v.as_int(0)
    if (v := doc.get("divide")) is not None:
        a["divide"] = tuple(n.as_int(0) for n in v.as_list())
        if "targets" in a and len(a["targets"]) != len(a["divide"]):
            raise v.fail(f"`divide` has {len(a['divide'])} parts for {len(a['targets'])} targets")
    if (v := doc.get("kicker")) is not None:
        if isinstance(v.value, bool):
            a["kicker"] = "kicker" if v.value else None
        elif isinstance(v.value, int):  # multikicker paid N times (702.33c); 0: not kicked
            a["kicks"] = v.as_int(0)
            a["kicker"] = "kicker" if a["kicks"] else None
        else:
            a["kicker"] = v.as_str()
    if (v := doc.get("pay")) is not None:
        if verb == "choose":
            a["may"] = v.as_bool()
        elif v.value != "auto":
            a["pay"] = tuple(_pay_source(s) for s in v.as_list())
    if (v := doc.get("sacrifice")) is not None:
        if isinstance(v.value, int) and not isinstance(v.value, bool):
            a["sacrifice_count"] = v.as_int(1)
        else:
            a["sacrifice"] = tuple(parse_ref(s) for s in v.as_list())
    if (v := doc.get("discard")) is not None:
        a["discard"] = tuple(parse_ref(c) for c in v.as_list())
    if (v := doc.get("exile")) is not None:
        a["exile"] = tuple(parse_ref(c) for c in v.as_list())
    if (v := doc.get("return")) is not None:
        a["returned"] = tuple(parse_ref(c) for c in v.as_list())
    if (v := doc.get("tap")) is not None:
        a["tap"] = tuple(parse_ref(c) for c in v.as_list())
    if (v := doc.get("remove_from")) is not None:
        a["remove_from"] = tuple(parse_ref(c) for c in v.as_list())
    if (v := doc.get("remove_counters")) is not None:
        a["remove_counters"] = v.as_int(0)
    if (v := doc.get("cards")) is not None:
        a["cards"] = tuple(parse_ref(c) for c in v.as_list())
    if (v := doc.get("order")) is not None:
        a["order"] = tuple(o.value if isinstance(o.value, int) else parse_ref(o) for o in v.as_list())
    if (v := doc.get("attackers")) is not None:
        a["attackers"] = _attackers(v)
    if (v := doc.get("blockers")) is not None:
        a["blockers"] = _blockers(v)
    if (v := doc.get("damage")) is not None:
        if v.is_map():
            a["damage"] = tuple((str(k), _field(v, k).as_int(0)) for k in v.fields())
        else:
            a["damage"] = tuple(n.as_int(0) for n in v.as_list())
    if (v := doc.get("new_targets")) is not None:
        a["new_targets"] = _new_targets(v)
    if doc.get("copy_of") is not None:
        a["copy_of"] = _copy_of(doc)
    if (v := doc.get("amount")) is not None:
        a["amount"] = v.as_int(0)
    if (v := doc.get("option")) is not None:
        a["option"] = v.as_str()
        if not a["option"].strip():
            raise v.fail("`option` is the text of one of the offered options")
    if (v := doc.get("mana")) is not None and verb == "activate":
        m = MANA_SYMBOL.match(v.as_str())
        several = _MANA_SYMBOLS.match(v.as_str())  # an option of several mana ('{R}{G}{G}', 106.1a)
        if not m and not several:
            raise v.fail("`mana` is one of W U B R G C (or several of them: '{R}{G}{G}')")
        a["mana"] = m.group(1) if m else re.sub(r"[{}]", "", v.as_str()).upper()
    a.update(_may(doc))
    return Answers(**a)


def _new_targets(doc: Doc) -> str | tuple[str, ...]:
    """`keep` (every target stays), or a list with one entry per target of the copy: `keep` or a reference."""
    if doc.value == KEEP:
        return KEEP
    if not isinstance(doc.value, list) or not doc.value:
        raise doc.fail("new_targets: keep, or a list with one entry per target (keep, P2, a label...)")
    return tuple(KEEP if d.value == KEEP else parse_ref(d) for d in doc.elements())


def _copy_of(doc: Doc) -> tuple[str, ...]:
    """`copy_of: NAME` (or a label); `copy_of: nothing` (or null) enters as a copy of nothing."""
    value = _field(doc, "copy_of")
    if value.value in (None, False, NOTHING):
        return ()
    return (parse_ref(value),)


def _may(doc: Doc) -> dict[str, bool]:
    """`yes` / `no` answer a "may" (YAML 1.1 reads the bare words as the keys true and false)."""
    found: dict[str, bool] = {}
    for key in doc.fields():
        value = doc.get(key)
        assert value is not None
        if key is True or key == "yes":
            found["may"] = value.value is not False
        elif key is False or key == "no":
            found["may"] = value.value is False
        elif key == "may":
            found["may"] = value.as_bool()
    return found


def _pay_source(doc: Doc) -> PaySource:
    if doc.is_map():
        known_keys(doc, {"source", "card", "mana", "sacrifice", "tap"}, "a mana source")
        src = doc.get("source") or doc.get("card")
        if src is None:
            raise doc.fail("a mana source mapping names its `source`")
        mana = doc.get("mana")
        color = None
        if mana is not None:
            m = MANA_SYMBOL.match(mana.as_str())
            if not m:
                raise mana.fail("`mana` is one of W U B R G C")
            color = m.group(1)
        sac = doc.get("sacrifice")
        sacrificed = tuple(parse_ref(s) for s in sac.as_list()) if sac is not None else ()
        tap = doc.get("tap")
        tapped = tuple(parse_ref(s) for s in tap.as_list()) if tap is not None else ()
        return PaySource(parse_ref(src), color, sacrificed, tapped)
    text = doc.as_str()
    m = MANA_SYMBOL.match(text)
    if m and text.startswith("{"):
        return PaySource(None, m.group(1))
    return PaySource(parse_ref(doc), None)


def read(path: str) -> Scenario:
    with open(path, encoding="utf-8") as f:
        return parse(f.read())
