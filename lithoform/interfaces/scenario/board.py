"""The set-up as a game: the engine builds the board (`Game.from_board`), and the runner adds the two
set-up keys the engine's set-up leaves out:

- `attached_to` (an Aura or Equipment on the battlefield, attached to a label or a name there): the
  attachment is set through the state once the board exists, before the first step. An Aura can't wait
  for that: `Game.from_board` checks state-based actions before it returns, and an unattached Aura would
  already be in the graveyard (704.5m); so an attached Aura is put onto the battlefield by the runner
  (the engine's `add_card`), attached, right after the board is built. As the engine does when it
  attaches, each attached permanent gets a new timestamp as it becomes attached (613.7e): after the
  set-up's other permanents, in the order listed. What the attachments change is in place before the
  first step: who controls what (an Aura such as Control Magic, 613.1b), with no summoning sickness.
- `copy_of` (a label or a name of another set-up permanent): the permanent is already a copy of it, as if it
  had entered as one (707.2, 707.5): its copiable values are the other's, with the 707.9 exceptions of its
  own "enter as a copy" ability (Phantasmal Image). Like an attached Aura it is put onto the battlefield by
  the runner once the board exists (a Clone would otherwise die as a 0/0, 704.5f), after the set-up's other
  permanents, in the order listed.
- `merged` (a list of card names): the permanent is a merged permanent (730.2) with those cards under it, topmost
  first, as if each had mutated under it (702.140c): the characteristics of the entry's card, the abilities of
  all, and each card goes to the new zone when it leaves (730.3).
- `face` of a card with several faces: which face is up. A split card has no face up off the stack
  (709.4), so there it only names a half that exists (setup_check.py).
- `face_down` (true, or what turned it face down: morph, megamorph, manifest, disguise, cloak): the permanent is
  face down (708.2), as if it had been cast or put onto the battlefield that way; `true` is its own morph-like
  ability's kind, else a manifested card.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import msgspec

from lithoform.cards.nodes.abilities import SPLIT_LAYOUTS
from lithoform.cards.tree import CardFace, Enchant, EntersAsCopy, TargetSpec
from lithoform.catalog.registry import get_def
from lithoform.interfaces.scenario.refs import AmbiguousRef, RefError, Refs
from lithoform.interfaces.scenario.source import ScenarioError
from lithoform.mechanics.face_down.rules import face_down_casts
from lithoform.mechanics.mutate.rules import set_up_merged
from lithoform.play.game import Game
from lithoform.rules.continuous.characteristics import face_of, sync_control
from lithoform.rules.continuous.filters import matches
from lithoform.rules.priority import run
from lithoform.rules.replacement.zone_changes import copy_with_exceptions
from lithoform.rules.setup import SetupError, add_card
from lithoform.rules.stack.targets import permanent_matches
from lithoform.rules.turn.steps import begin_step
from lithoform.state.model import BATTLEFIELD, Obj

PLAYERS = ("P1", "P2")
_PRIVATE = "\x00setup:"  # labels the runner gives entries it must find again; never a scenario's label


@dataclass
class _Later:
    """What is done to one set-up object once the board exists."""

    label: str
    player: int
    card: str
    host: str | None = None  # attached_to
    face: int | None = None  # the face up, for a card with several faces (not a split card)
    entry: Mapping[str, Any] | None = None  # an attached Aura or a copy, put onto the battlefield afterwards
    copy_of: str | None = None  # the set-up permanent it is a copy of (707.2)
    face_down: str = ""  # what turned it face down (708.2)
    merged: tuple[str, ...] = ()  # the cards merged under it, topmost first (730.2)


def build(setup: Mapping[str, Any], seed: int, line: int) -> Game:
    """The game a scenario's `setup` describes; raises ScenarioError (at `line`) if it can't be built."""
    spec, later = _split(setup)
    untap = spec.get("step") == "untap" and bool(later)
    if untap:  # the untap step begins once the attachments and copies are in place (see `_begin_untap`)
        spec["step"] = "upkeep"
    try:
        game = Game.from_board(spec, seed=seed)
    except (SetupError, KeyError, ValueError) as e:
        raise ScenarioError(line, f"setup: {e}") from None
    if not later:
        return game
    labels = dict(game.labels)
    # the faces first (712.8a, 708.2), then the copies: a copy copies the face that's up (707.8, 708.10)
    for item in later:
        if item.entry is None:
            _turn_face(game, labels[item.label], item)
    game.state.characteristics_changed()
    for item in later:
        if item.entry is not None:
            _put_aura(game, item, labels, _copied(game, item, labels, line))
            _turn_face(game, labels[item.label], item)
    visible = {k: v for k, v in labels.items() if not k.startswith(_PRIVATE)}
    refs = Refs(visible)
    for item in later:
        oid = labels[item.label]
        obj = game.state.objects.get(oid)
        if not isinstance(obj, Obj) or (item.host is not None and obj.zone != BATTLEFIELD):
            raise ScenarioError(line, f"setup: {item.card} left its zone while the board was set up")
        if item.host is not None:
            _attach(game, refs, oid, item, line)
        if item.merged:
            set_up_merged(game.state, oid, item.merged)
    game.state.characteristics_changed()
    _settle_control(game)
    if untap:
        _begin_untap(game)
    return Game(game.state, visible)  # a new Game: no legal actions computed before the changes


def _turn_face(game: Game, oid: int, item: _Later) -> None:
    """The face a set-up permanent has up (712.8a: elsewhere only the front face counts) or its face-down
    status (708.2)."""
    obj = game.state.objects.get(oid)
    if not isinstance(obj, Obj) or obj.zone != BATTLEFIELD:
        return
    if item.face is not None:
        obj = msgspec.structs.replace(obj, face=item.face)
        game.state.set_obj(obj)
    if item.face_down:
        game.state.set_obj(msgspec.structs.replace(obj, face_down=item.face_down))


def _begin_untap(game: Game) -> None:
    """A set-up at `step: untap` with attachments or copies: the turn begins with its untap step (502) once
    they are in place, so that their "at the beginning of your upkeep" abilities trigger too (503.1a)."""
    state = game.state
    state.priority = -1
    begin_step(state, "untap")
    run(state)


def _settle_control(game: Game) -> None:
    """An attached Aura may change control (Control Magic, 613.1b): the engine writes its result to each
    permanent now, as it would before anyone gets priority. The set-up's control is as old as the board:
    a permanent that changed controller keeps its set-up 'since' turn (not summoning sick, 302.6)."""
    state = game.state
    since = {oid: obj.since_turn for oid, obj in state.objects.items() if isinstance(obj, Obj)}
    sync_control(state)
    for oid, turn in since.items():
        obj = state.objects[oid]
        if isinstance(obj, Obj) and obj.since_turn != turn:
            state.set_obj(msgspec.structs.replace(obj, since_turn=turn))


def _split(setup: Mapping[str, Any]) -> tuple[dict[str, Any], list[_Later]]:
    """The set-up the engine builds (without `attached_to` and `face`), and what is left for afterwards."""
    spec = dict(setup)
    later: list[_Later] = []
    for p, pname in enumerate(PLAYERS):
        zones = setup.get(pname)
        if not isinstance(zones, Mapping):
            continue
        zones = dict(zones)
        for zone, entries in list(zones.items()):
            if not isinstance(entries, list):
                continue
            out: list[Any] = []
            for entry in entries:
                out.extend(_entry(entry, p, zone, len(later), later))
            zones[zone] = out
        spec[pname] = zones
    return spec, later


def _entry(entry: Any, player: int, zone: str, n: int, later: list[_Later]) -> list[Any]:
    """The entries the engine gets for one set-up entry: itself, or one per object when something is left
    for afterwards (each with a label, to find it again), or none for an attached Aura."""
    if not isinstance(entry, Mapping) or not ({"attached_to", "face", "copy_of", "face_down", "merged"} & set(entry)):
        return [entry]
    card = str(entry["card"])
    faces = get_def(card).faces
    face = None
    if entry.get("face") is not None and get_def(card).layout not in SPLIT_LAYOUTS and len(faces) > 1:
        face = [f.name for f in faces].index(str(entry["face"]))
    host = entry.get("attached_to")
    copy_of = None if entry.get("copy_of") is None else str(entry["copy_of"])
    plain = {k: v for k, v in entry.items() if k not in ("attached_to", "face", "copy_of", "face_down", "merged")}
    face_down = _face_down_kind(card, entry.get("face_down"))
    merged = tuple(str(n) for n in entry.get("merged") or ())
    if host is None and face is None and copy_of is None and not face_down and not merged:
        return [plain]
    count = int(entry.get("count", 1))
    aura = zone == "battlefield" and (copy_of is not None or (
        host is not None and any("Aura" in f.subtypes for f in faces)))
    out = []
    for k in range(count):
        label = str(entry["label"]) if entry.get("label") and count == 1 else f"{_PRIVATE}{player}:{n}:{k}"
        one = {**plain, "count": 1, "label": label}
        later.append(_Later(label, player, card, None if host is None else str(host), face,
                            one if aura else None, copy_of, face_down, merged))
        if not aura:
            out.append(one)
    return out


def _face_down_kind(card: str, value: Any) -> str:
    """708.2: what turned the set-up permanent face down; `true`: its own morph-like ability, else manifest."""
    if not value:
        return ""
    if value is not True:
        return str(value)
    own = face_down_casts(get_def(card).faces[0])
    return own[0].kind if own else "manifest"


def _copied(game: Game, item: _Later, labels: dict[str, int], line: int) -> CardFace | None:
    """707.2, 707.5: the copiable values a set-up copy has: those of what it copies (itself perhaps a copy),
    with the 707.9 exceptions of its own "enter as a copy" ability."""
    if item.copy_of is None:
        return None
    refs = Refs({k: v for k, v in labels.items() if not k.startswith(_PRIVATE)})
    try:
        original = refs.find(game, item.copy_of, [("battlefield", None)])
    except AmbiguousRef as e:
        raise ScenarioError(line, f"setup: copy_of: {e}") from None
    except RefError:
        raise ScenarioError(line, f"setup: {item.card} is a copy of {item.copy_of!r}, which names nothing on the "
                                  f"battlefield (list it before the copy)") from None
    obj = game.state.objects[original]
    assert isinstance(obj, Obj)
    own = next((a for f in get_def(item.card).faces[:1] for a in f.abilities if isinstance(a, EntersAsCopy)), None)
    if own is None:
        return face_of(obj)
    if not matches(game.state, own.filter, original, item.player, original):
        raise ScenarioError(line, f"setup: {item.card} can't be a copy of {item.copy_of}: its "
                                  f"{own.text or 'enter as a copy ability'} doesn't allow it (707.5)")
    return copy_with_exceptions(face_of(obj), own.add_types, own.add_keywords, own.add_subtypes, own.add_abilities)


def _put_aura(game: Game, item: _Later, labels: dict[str, int], copied: CardFace | None = None) -> None:
    """An attached Aura (or a copy) of the set-up, put onto the battlefield under its owner's control as the
    set-up's permanents were (entered before this turn unless `sick`, with the given status and counters)."""
    entry = item.entry
    assert entry is not None
    fields: dict[str, Any] = {}
    if copied is not None:
        fields["copied"] = copied
    if entry.get("tapped"):
        fields["tapped"] = True
    if entry.get("damage"):
        fields["damage"] = int(entry["damage"])
    if entry.get("token"):
        fields["token"] = True
        fields["printed"] = get_def(item.card).faces[0]
    oid = add_card(game.state, item.player, item.card, BATTLEFIELD, **fields)
    obj = game.state.objects[oid]
    # as written, not as it would have entered (a copy of a Guildgate is untapped unless `tapped`, 614.1c)
    changes: dict[str, Any] = {"since_turn": game.state.turn if entry.get("sick") else -1,
                               "tapped": bool(entry.get("tapped"))}
    if entry.get("counters"):
        changes["counters"] = tuple(sorted((str(k), int(v)) for k, v in entry["counters"].items()))
    game.state.set_obj(msgspec.structs.replace(obj, **changes))
    labels[item.label] = oid


def _attach(game: Game, refs: Refs, oid: int, item: _Later, line: int) -> None:
    assert item.host is not None
    try:
        host = refs.find(game, item.host, [("battlefield", None)])
    except AmbiguousRef as e:
        raise ScenarioError(line, f"setup: attached_to: {e}") from None
    except RefError:
        raise ScenarioError(line, f"setup: {item.card} is attached_to {item.host!r}, which names nothing on the "
                                  f"battlefield") from None
    problem = _illegal_attachment(game, oid, host)
    if problem:
        raise ScenarioError(line, f"setup: {item.card} can't be attached to {item.host}: {problem}")
    obj = game.state.objects[oid]
    game.state.set_obj(msgspec.structs.replace(obj, attached_to=host, timestamp=game.state.new_timestamp()))


def _illegal_attachment(game: Game, oid: int, host: int) -> str:
    """Why the attachment would not survive the first check of state-based actions (704.5m-n), if so."""
    if host == oid:
        return "nothing is attached to itself"
    c = game.chars(oid)
    if "Aura" in c.subtypes:
        obj = game.state.objects[oid]
        for ability in c.abilities:
            if isinstance(ability, Enchant):
                spec = TargetSpec(ability.kind, ability.filter)
                if not permanent_matches(game.state, spec, host, obj.controller, oid):
                    return f"its {ability.text or 'enchant ability'} doesn't allow it (704.5m)"
        return ""
    if "Creature" not in game.chars(host).types:
        return "an Equipment is attached only to a creature (301.5, 704.5n)"
    return ""
