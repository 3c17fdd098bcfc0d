"""Expectations (SCENARIO-FORMAT.md, Expectations): parsed with their line, checked against the game.

`check` returns None when the expectation holds, else what was found instead.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from lithoform.interfaces.scenario.refs import (
    PLAYERS,
    AmbiguousRef,
    RefError,
    Refs,
    anywhere,
    object_name,
    player_name,
    zone_ids,
)
from lithoform.interfaces.scenario.source import Doc, ScenarioError, parse_ref
from lithoform.play.game import Game
from lithoform.rules.combat.steps import is_attacking, is_blocking
from lithoform.rules.continuous.characteristics import face_of
from lithoform.state.model import Obj, StackAbility

ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")
_OBJECT_KEYS = {"object", "power", "toughness", "counters", "tapped", "token", "name", "types", "subtypes",
                "colors", "mana_value", "controller", "attached_to", "abilities", "zone", "damage", "attacking",
                "blocking", "lacks_abilities", "lacks_types", "lacks_subtypes"}
_COLORS = {"W": "W", "U": "U", "B": "B", "R": "R", "G": "G", "WHITE": "W", "BLUE": "U", "BLACK": "B",
           "RED": "R", "GREEN": "G"}


@dataclass(frozen=True)
class Expectation:
    line: int
    text: str
    kind: str
    args: dict[str, Any]


def parse_expectation(doc: Doc, source: str) -> Expectation:
    if not doc.is_map() or not doc.fields():
        raise doc.fail("an expectation is a mapping such as {life: {P1: 20}}")
    keys = set(doc.fields())
    kind = next((k for k in ("object", "zone") if k in keys), None)
    if kind is None:
        if len(keys) != 1:
            raise doc.fail(f"one expectation per item; got {', '.join(sorted(map(str, keys)))}")
        kind = str(next(iter(keys)))
    parser = _PARSERS.get(kind)
    if parser is None:
        raise ScenarioError(doc.key_line(kind), f"unknown expectation {kind!r}; known: {', '.join(_PARSERS)}")
    return Expectation(doc.line, doc.text(source), kind, parser(doc))


# --- parsing -------------------------------------------------------------------------------------------------


def _sub(doc: Doc, key: str) -> Doc:
    sub = doc.get(key)
    assert sub is not None
    return sub


def _per_player(doc: Doc) -> dict[str, Any]:
    value = _sub(doc, str(doc.fields()[0]))
    if not value.is_map() or not value.fields():
        raise value.fail("expected {P1: N, P2: N}")
    out = {}
    for k in value.fields():
        if k not in PLAYERS:
            raise ScenarioError(value.key_line(k), f"unknown player {k!r}; players are P1 and P2")
        out[k] = _sub(value, k).as_int()
    return {"players": out}


def parse_zone_name(doc: Doc) -> tuple[str, int | None]:
    text = doc.as_str()
    owner, dot, zone = text.partition(".")
    if not dot:
        owner, zone = "", text
    if (owner and owner not in PLAYERS) or zone not in ZONES:
        raise doc.fail(f"{text!r} is not a zone; write P1.hand, P2.graveyard, P1.battlefield...")
    return zone, PLAYERS[owner] if owner else None


def _zone(doc: Doc) -> dict[str, Any]:
    extra = set(doc.fields()) - {"zone", "contains", "lacks", "count"}
    if extra:
        raise doc.fail(f"unknown keys {sorted(map(str, extra))} for a zone expectation")
    zone, player = parse_zone_name(_sub(doc, "zone"))
    args: dict[str, Any] = {"zone": zone, "player": player}
    for key in ("contains", "lacks"):
        if key in doc.fields():
            args[key] = [_name(n) for n in _sub(doc, key).as_list()]
    if "count" in doc.fields():
        count = _sub(doc, "count")
        if count.is_map():
            args["count"] = {str(k): _sub(count, k).as_int(0) for k in count.fields()}
        else:
            args["count"] = count.as_int(0)
    if len(args) == 2:
        raise doc.fail("a zone expectation needs contains, lacks or count")
    return args


def _name(doc: Doc) -> str:
    return parse_ref(doc)


def _object(doc: Doc) -> dict[str, Any]:
    extra = set(doc.fields()) - _OBJECT_KEYS
    if extra:
        raise doc.fail(f"unknown keys {sorted(map(str, extra))} for an object; known: {', '.join(sorted(_OBJECT_KEYS))}")
    args: dict[str, Any] = {"ref": _name(_sub(doc, "object"))}
    if "attached_to" in doc.fields():  # a reference, or nothing (null / `nothing`): not attached
        host = _sub(doc, "attached_to")
        args["attached_to"] = None if host.value in (None, False, "nothing") else _name(host)
    for key in ("power", "toughness", "mana_value", "damage"):  # damage: marked damage (an extension)
        if key in doc.fields():
            args[key] = _sub(doc, key).as_int()
    for key in ("tapped", "token", "attacking", "blocking"):
        if key in doc.fields():
            args[key] = _sub(doc, key).as_bool()
    if "name" in doc.fields():
        args["name"] = _sub(doc, "name").as_str()
    for key in ("types", "subtypes", "abilities", "lacks_abilities", "lacks_types", "lacks_subtypes"):
        if key in doc.fields():
            args[key] = [d.as_str() for d in _sub(doc, key).as_list()] if _sub(doc, key).value else []
    if "colors" in doc.fields():
        colors = []
        for d in (_sub(doc, "colors").as_list() if _sub(doc, "colors").value else []):
            c = _COLORS.get(d.as_str().upper())
            if c is None:
                raise d.fail("a color is one of W U B R G")
            colors.append(c)
        args["colors"] = colors
    if "counters" in doc.fields():
        counters = _sub(doc, "counters")
        if counters.value in (None, {}):
            args["counters"] = {}
        elif not counters.is_map():
            raise counters.fail("counters map a kind to a number; {} for none")
        else:
            args["counters"] = {str(k): _sub(counters, k).as_int(0) for k in counters.fields()}
    if "controller" in doc.fields():
        c = _sub(doc, "controller")
        if c.as_str() not in PLAYERS:
            raise c.fail("the controller is P1 or P2")
        args["controller"] = PLAYERS[c.as_str()]
    if "zone" in doc.fields():
        args["zone"] = parse_zone_name(_sub(doc, "zone"))
    return args


def _stack(doc: Doc) -> dict[str, Any]:
    value = _sub(doc, "stack")
    if not value.is_map() or not set(value.fields()) <= {"size", "top"} or not value.fields():
        raise value.fail("expected {size: N} and/or {top: \"text\"}")
    args: dict[str, Any] = {}
    if "size" in value.fields():
        args["size"] = _sub(value, "size").as_int(0)
    if "top" in value.fields():
        args["top"] = _sub(value, "top").as_str()
    return args


def _log(doc: Doc) -> dict[str, Any]:
    value = _sub(doc, "log")
    if not value.is_map() or not set(value.fields()) <= {"contains", "lacks"} or not value.fields():
        raise value.fail("expected {contains: [...]} and/or {lacks: [...]}")
    # raw(): 120.3 must stay "120.3", not a float
    return {k: [d.raw() for d in _sub(value, k).as_list()] for k in value.fields()}


def _winner(doc: Doc) -> dict[str, Any]:
    value = _sub(doc, "winner")
    text = value.raw()
    if text not in PLAYERS and text not in ("draw", "none"):
        raise value.fail("the winner is P1, P2 or draw")
    return {"winner": PLAYERS.get(text)}


def _game_over(doc: Doc) -> dict[str, Any]:
    return {"over": _sub(doc, "game_over").as_bool()}


def _pending(doc: Doc) -> dict[str, Any]:
    value = _sub(doc, "pending")
    if not value.is_map() or not set(value.fields()) <= {"player", "kind", "prompt"} or not value.fields():
        raise value.fail("expected {player: P1, kind: priority}")
    args: dict[str, Any] = {}
    if "player" in value.fields():
        p = _sub(value, "player")
        if p.as_str() not in PLAYERS:
            raise p.fail("the player is P1 or P2")
        args["player"] = PLAYERS[p.as_str()]
    for key in ("kind", "prompt"):
        if key in value.fields():
            args[key] = _sub(value, key).as_str()
    return args


_PARSERS = {
    "life": _per_player, "poison": _per_player, "energy": _per_player, "zone": _zone, "object": _object, "stack": _stack,
    "log": _log, "winner": _winner, "game_over": _game_over, "pending": _pending,
}


# --- checking ------------------------------------------------------------------------------------------------


def check(exp: Expectation, game: Game, refs: Refs) -> str | None:
    try:
        return _CHECKS[exp.kind](exp.args, game, refs, exp.kind)
    except AmbiguousRef:
        raise  # the file must say which object it means
    except RefError as e:
        return str(e)


def _check_players(args: dict[str, Any], game: Game, refs: Refs, kind: str) -> str | None:
    wrong = []
    for pname, want in args["players"].items():
        index = PLAYERS[pname]
        # energy counters are kept beside the players (122.1, GameState.player_counters)
        got = game.state.player_counter(index, kind) if kind == "energy" else getattr(game.state.players[index], kind)
        if got != want:
            wrong.append(f"{pname} has {got} {kind}, not {want}")
    return "; ".join(wrong) or None


def _zone_label(zone: str, player: int | None) -> str:
    return f"{player_name(player)}.{zone}" if player is not None else zone


def _names(game: Game, ids: tuple[int, ...]) -> Counter[str]:
    return Counter(object_name(game, i) for i in ids)


def _holding(game: Game, ids: tuple[int, ...]) -> str:
    if not ids:
        return "it is empty"
    return "it holds " + ", ".join(f"{n} x{k}" if k > 1 else n for n, k in _names(game, ids).items())


def _check_zone(args: dict[str, Any], game: Game, refs: Refs, kind: str) -> str | None:
    zone, player = args["zone"], args["player"]
    ids = zone_ids(game, zone, player)
    where = _zone_label(zone, player)
    problems = []
    need: Counter[str] = Counter()
    labels = refs.labels(game)
    for ref in args.get("contains", []):
        if ref in labels:
            if labels[ref] not in ids:
                problems.append(f"{ref} (#{labels[ref]}) is not in {where}")
        else:
            need[ref] += 1
    for ref, n in need.items():
        have = len(refs.find_all(game, ref, [(zone, player)]))
        if have < n:
            problems.append(f"{where} lacks {ref}" + (f" x{n} (has {have})" if n > 1 else ""))
    for ref in args.get("lacks", []):
        present = labels[ref] in ids if ref in labels else bool(refs.find_all(game, ref, [(zone, player)]))
        if present:
            problems.append(f"{where} contains {ref}")
    count = args.get("count")
    if isinstance(count, int) and len(ids) != count:
        problems.append(f"{where} holds {len(ids)} object(s), not {count}")
    elif isinstance(count, dict):
        for ref, n in count.items():
            have = len(refs.find_all(game, ref, [(zone, player)]))
            if have != n:
                problems.append(f"{where} holds {have} {ref}, not {n}")
    if problems:
        return "; ".join(problems) + f" ({_holding(game, ids)})"
    return None


def _check_object(args: dict[str, Any], game: Game, refs: Refs, kind: str) -> str | None:
    oid = refs.find(game, args["ref"], anywhere())
    obj = game.state.known(oid)
    if obj is None:
        return f"{args['ref']}: #{oid} is unknown"
    alive = oid in game.state.objects
    problems = []
    if "zone" in args:
        zone, player = args["zone"]
        if not alive:
            problems.append(f"it has ceased to exist (last seen in {obj.zone})")
        elif oid not in zone_ids(game, zone, player):
            problems.append(f"it is in {_zone_label(obj.zone, _zone_player(obj))}, not {_zone_label(zone, player)}")
    if isinstance(obj, StackAbility):
        return _compare(problems, args, {"name": obj.source_name, "controller": obj.controller}, args["ref"])
    c = game.chars(oid)
    have: dict[str, Any] = {
        "power": c.power, "toughness": c.toughness, "mana_value": c.mana_value, "name": c.name,
        "tapped": obj.tapped, "token": obj.token, "controller": obj.controller,
        "types": sorted(c.types), "subtypes": sorted(c.subtypes), "colors": sorted(c.colors),
        "counters": dict(obj.counters), "damage": obj.damage,
        "attacking": is_attacking(game.state, oid), "blocking": is_blocking(game.state, oid),
    }
    for key in ("types", "subtypes", "colors"):
        if key in args and sorted(args[key]) != have[key]:
            problems.append(f"{key} are {have[key]}, not {sorted(args[key])}")
    for key in ("power", "toughness", "mana_value", "name", "tapped", "token", "controller", "counters", "damage",
                "attacking", "blocking"):
        if key in args and args[key] != have[key]:
            shown = player_name(have[key]) if key == "controller" else have[key]
            want = player_name(args[key]) if key == "controller" else args[key]
            problems.append(f"{key} is {shown!r}, not {want!r}")
    for ability in args.get("abilities", []):
        if not _has_ability(c, ability):
            problems.append(f"it lacks the ability {ability!r}")
    for ability in args.get("lacks_abilities", []):
        if _has_ability(c, ability):
            problems.append(f"it has the ability {ability!r}")
    for key, have_key in (("lacks_types", "types"), ("lacks_subtypes", "subtypes")):
        present = [t for t in args.get(key, []) if t.lower() in {h.lower() for h in have[have_key]}]
        if present:
            problems.append(f"its {have_key} include {', '.join(present)} ({have[have_key]})")
    if "attached_to" in args:
        problems.extend(_attachment_problem(game, refs, obj, args["attached_to"]))
    if problems:
        return f"{args['ref']} (#{oid}): " + "; ".join(problems)
    return None


def _attachment_problem(game: Game, refs: Refs, obj: Obj, wanted: str | None) -> list[str]:
    """`attached_to`: the object it is attached to (301.5a, 303.4a), or none."""
    host = obj.attached_to
    if wanted is None:
        return [f"it is attached to {game.describe(host)}, not to nothing"] if host else []
    want = refs.find(game, wanted, anywhere())
    if host == want:
        return []
    return [f"it is attached to {game.describe(host) if host else 'nothing'}, not to {wanted} (#{want})"]


def _compare(problems: list[str], args: dict[str, Any], have: dict[str, Any], ref: str) -> str | None:
    for key, value in have.items():
        if key in args and args[key] != value:
            problems.append(f"{key} is {value!r}, not {args[key]!r}")
    other = set(args) - {"ref", "zone", *have}
    if other:
        problems.append(f"it is an ability on the stack; {', '.join(sorted(other))} don't apply")
    return f"{ref}: " + "; ".join(problems) if problems else None


def _zone_player(obj: Obj | StackAbility) -> int | None:
    if isinstance(obj, StackAbility):
        return obj.controller
    return obj.controller if obj.zone in ("battlefield", "stack") else obj.owner


def _has_ability(c: Any, wanted: str) -> bool:
    w = wanted.lower()
    if w in c.keywords:
        return True
    return any(w in (getattr(a, "text", "") or "").lower() for a in c.abilities)


def describe_stack_object(game: Game, oid: int) -> str:
    """What `{stack: {top: ...}}` looks in: the object's name and id, its text, and its targets."""
    obj = game.state.objects[oid]
    parts = [game.describe(oid)]
    if isinstance(obj, StackAbility):
        parts.append(obj.ability.text)
    else:

        parts.append(face_of(obj).text)
    choices = obj.choices
    if choices is not None and choices.targets:
        parts.append("targeting " + ", ".join(game.describe(r) for slot in choices.targets for r in slot))
    return " | ".join(p for p in parts if p)


def _check_stack(args: dict[str, Any], game: Game, refs: Refs, kind: str) -> str | None:
    stack = game.state.stack
    problems = []
    if "size" in args and len(stack) != args["size"]:
        problems.append(f"the stack holds {len(stack)} object(s), not {args['size']}")
    if "top" in args:
        if not stack:
            problems.append("the stack is empty")
        else:
            text = describe_stack_object(game, stack[-1])
            if args["top"].lower() not in text.lower():
                problems.append(f"the top of the stack is {text!r}")
    if problems and stack:
        problems.append("stack, top first: " + "; ".join(game.describe(i) for i in reversed(stack)))
    return "; ".join(problems) or None


def _check_log(args: dict[str, Any], game: Game, refs: Refs, kind: str) -> str | None:
    lines = game.log() + game.log(verbose=True)  # the default view folds lines; the verbose one has them all
    missing = [s for s in args.get("contains", []) if not any(s in line for line in lines)]
    present = [s for s in args.get("lacks", []) if any(s in line for line in lines)]
    problems = []
    if missing:
        problems.append("the log has no line with " + ", ".join(repr(s) for s in missing))
    if present:
        problems.append("the log has " + ", ".join(repr(s) for s in present))
    return "; ".join(problems) or None


def _check_winner(args: dict[str, Any], game: Game, refs: Refs, kind: str) -> str | None:
    if not game.is_over:
        return "the game is not over"
    if game.winner != args["winner"]:
        got = "a draw" if game.winner is None else player_name(game.winner)
        return f"the result is {got}"
    return None


def _check_over(args: dict[str, Any], game: Game, refs: Refs, kind: str) -> str | None:
    if game.is_over != args["over"]:
        return "the game is over" if game.is_over else "the game is not over"
    return None


def _check_pending(args: dict[str, Any], game: Game, refs: Refs, kind: str) -> str | None:
    p = game.pending
    problems = []
    if "player" in args and p.player != args["player"]:
        problems.append(f"{player_name(args['player'])} doesn't decide next")
    if "kind" in args and p.kind != args["kind"]:
        problems.append(f"the decision is not {args['kind']}")
    if "prompt" in args and args["prompt"].lower() not in p.prompt.lower():
        problems.append(f"the prompt doesn't say {args['prompt']!r}")
    if problems:
        who = player_name(p.player) if p.player >= 0 else "nobody"
        return "; ".join(problems) + f" (pending: {who} {p.kind}: {p.prompt})"
    return None


_CHECKS = {
    "life": _check_players, "poison": _check_players, "energy": _check_players, "zone": _check_zone,
    "object": _check_object,
    "stack": _check_stack, "log": _check_log, "winner": _check_winner, "game_over": _check_over,
    "pending": _check_pending,
}
