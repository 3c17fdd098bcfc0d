"""Checking a scenario's `setup` entry by entry, so that a mistake is named with its line; the game itself
is then built by the engine (lithoform/setup.py)."""

from __future__ import annotations

from lithoform.catalog.registry import get_def
from lithoform.interfaces.scenario.source import Doc, ScenarioError, known_keys, parse_ref
from lithoform.rules.setup import MULLIGAN, VARIANTS
from lithoform.rules.turn.steps import STEPS

PLAYERS = ("P1", "P2")
_ENTRY_KEYS = {"card", "count", "label", "tapped", "counters", "attached_to", "token", "face", "damage", "sick",
               "copy_of", "face_down", "merged"}
# 708.2: what turned a set-up permanent face down (`face_down: true`: its morph-like ability, else manifest)
FACE_DOWN_KINDS = ("morph", "megamorph", "manifest", "disguise", "cloak")
_ZONES = {"library", "hand", "battlefield", "graveyard", "exile", "command"}


def check_setup(setup: Doc) -> None:
    """The set-up is built by the engine (lithoform/setup.py); here each entry is checked with its line."""
    if not setup.is_map():
        raise setup.fail("expected a mapping with active, step, P1 and P2")
    known_keys(setup, {"active", "turn", "step", "variant", "P1", "P2"}, "setup")
    variant = setup.get("variant")  # 903, 903.12: a Commander game, with each player's `commander`
    if variant is not None and variant.raw() not in VARIANTS:
        raise variant.fail(f"the variant is one of {', '.join(VARIANTS)} (903, 903.12)")
    active = setup.get("active")
    if active is not None and active.raw() not in PLAYERS:
        raise active.fail("the active player is P1 or P2")
    turn = setup.get("turn")
    if turn is not None:
        turn.as_int(1)
    step = setup.get("step")
    if step is not None and step.raw() not in STEPS and step.raw() != MULLIGAN:
        raise step.fail(f"unknown step {step.raw()!r}; steps: {' '.join(STEPS)} (or {MULLIGAN}: before the game)")
    labels: set[str] = set()
    for pname in PLAYERS:
        player = setup.get(pname)
        if player is None or player.value is None:
            continue
        if not player.is_map():
            raise player.fail("expected a mapping of life and zones")
        if "stack" in player.fields():
            raise ScenarioError(player.key_line("stack"), "the game starts with an empty stack")
        known_keys(player, {"life", "poison", "energy", "sideboard", "commander", "companion"} | _ZONES, pname)
        commander = player.get("commander")  # 903.3: a card name or a list of one or two (702.124)
        if commander is not None:
            for entry in ([commander] if isinstance(commander.value, str) else commander.elements()):
                _known_card(entry, entry.as_str())
        companion = player.get("companion")  # 103.2b: the revealed companion, a card name outside the game
        if companion is not None:
            _known_card(companion, companion.as_str())
        for key in ("life", "poison", "energy"):
            if (v := player.get(key)) is not None:
                v.as_int()
        side = player.get("sideboard")  # 400.11a: card names, outside the game
        if side is not None and side.value is not None:
            for entry in side.elements():
                if not isinstance(entry.value, str):
                    raise entry.fail("a sideboard entry is a card name (cards outside the game, 400.11a)")
                _known_card(entry, entry.value)
        for zone in [k for k in player.fields() if k in _ZONES]:  # in file order: the first error first
            entries = player.get(zone)
            if entries is not None and entries.value is not None:
                for entry in entries.elements():
                    _check_entry(entry, labels, zone)


def _check_entry(entry: Doc, labels: set[str], zone: str) -> None:
    if isinstance(entry.value, str):
        _known_card(entry, entry.value)
        return
    if not entry.is_map() or "card" not in entry.fields():
        raise entry.fail("a card entry is a card name or a mapping with `card`")
    known_keys(entry, _ENTRY_KEYS, "a card entry")
    card = entry.get("card")
    assert card is not None
    _known_card(card, card.as_str())
    if (v := entry.get("face")) is not None:
        _check_face(v, card.as_str())
    if (v := entry.get("attached_to")) is not None:
        _check_attachment(v, card.as_str(), zone)
    if (v := entry.get("copy_of")) is not None:
        if zone != "battlefield":
            raise v.fail(f"only a permanent is set up as a copy (707.2); {card.as_str()} is in the {zone}")
        parse_ref(v)
    if (v := entry.get("face_down")) is not None:
        if zone != "battlefield":
            raise v.fail(f"only a permanent is set up face down (708.2); {card.as_str()} is in the {zone}")
        if v.value is not True and v.value not in FACE_DOWN_KINDS:
            raise v.fail(f"face_down is true or what turned it face down: {', '.join(FACE_DOWN_KINDS)}")
    if (v := entry.get("merged")) is not None:
        _check_merged(v, card.as_str(), zone)
    for key in ("count",):
        if (v := entry.get(key)) is not None:
            v.as_int(1)
    if (v := entry.get("damage")) is not None:
        v.as_int(0)
    for key in ("tapped", "token", "sick"):
        if (v := entry.get(key)) is not None:
            v.as_bool()
    counters = entry.get("counters")
    if counters is not None:
        if not counters.is_map():
            raise counters.fail("counters map a kind to a number, e.g. {\"+1/+1\": 2}")
        for k in counters.fields():
            v = counters.get(k)
            assert v is not None
            v.as_int(0)
    label = entry.get("label")
    if label is not None:
        text = label.as_str()
        if text in PLAYERS or text.startswith(("stack:", "token:")) or "#" in text:
            raise label.fail(f"{text!r} can't be a label: it reads as another kind of reference")
        if text in labels:
            raise label.fail(f"the label {text!r} is used twice")
        count = entry.get("count")
        if count is not None and count.value != 1:
            raise label.fail("a label names one object; it can't go with a count")
        labels.add(text)


def _check_face(doc: Doc, card: str) -> None:
    """`face` names one of the card's faces (a split card's half: 709.4 gives no zone but the stack one
    face, so there it names a half that exists and changes nothing)."""
    names = [f.name for f in get_def(card).faces]
    if doc.as_str() not in names:
        raise doc.fail(f"{card!r} has no face {doc.as_str()!r}; its faces: {', '.join(names)}")


def _check_merged(doc: Doc, card: str, zone: str) -> None:
    """`merged` (card names, topmost first) makes a merged permanent (730.2): only on the battlefield, of
    creature cards (702.140c: what a mutating creature spell merges with is a creature)."""
    if zone != "battlefield":
        raise doc.fail(f"only a permanent is merged (730.2); {card} is in the {zone}")
    for item in doc.as_list():
        name = item.as_str()
        _known_card(item, name)
        if "Creature" not in get_def(name).faces[0].types:
            raise item.fail(f"{name} is not a creature card: only a mutating creature spell merges (702.140c)")


def _check_attachment(doc: Doc, card: str, zone: str) -> None:
    """`attached_to` (a label or a name on the battlefield) is for Auras and Equipment on the battlefield;
    what it names is resolved once the board exists (runner.py)."""
    if zone != "battlefield":
        raise doc.fail(f"only a permanent can be attached; {card} is in the {zone}")
    subtypes = {s for f in get_def(card).faces for s in f.subtypes}
    if not subtypes & {"Aura", "Equipment"}:
        raise doc.fail(f"{card} is neither an Aura nor an Equipment (301.5, 303.4): it can't be attached")
    parse_ref(doc)


def _known_card(doc: Doc, name: str) -> None:
    try:
        get_def(name)
    except KeyError:
        raise doc.fail(f"no definition for the card {name!r} in this engine version") from None
