"""Starting a game: players, libraries, opening hands (103), or a board set up directly for tests and
scenarios (the scenario format's `setup`)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from lithoform.catalog.registry import get_def
from lithoform.rules.continuous.characteristics import face_of
from lithoform.rules.hooks import STARTING_DECKS
from lithoform.rules.priority import run
from lithoform.rules.turn.start import (
    begin_mulligans,
    choose_first_player,
    deal_opening_hands,
    flip_for_first_player,
)
from lithoform.rules.turn.steps import STEPS, begin_step
from lithoform.rules.zones import create_in_library, create_object, shuffle
from lithoform.state.model import (
    ALL_ZONES,
    COMMAND,
    PLAYER_ZONES,
    SHARED_ZONES,
    Commander,
    GameState,
    Obj,
    Player,
    zone_key,
)
from lithoform.state.rng import seed_key


class SetupError(ValueError):
    """A malformed game set-up: it names what was wrong."""


# The engine's limits (not rules: 100.2a sets no maximum deck size). Far above any real game, low enough
# that a typo or a hostile file gets a clear error instead of exhausting memory.
MAX_DECK = 10_000  # cards in one deck
MAX_COUNT = 1_000  # copies from one set-up entry (`count:`)
MAX_AMOUNT = 1_000_000_000  # a life total, damage, a number of counters, a turn number


def bounded(value: Any, where: str, lo: int = 0, hi: int = MAX_AMOUNT) -> int:
    """`value` as an int in [lo, hi], else SetupError naming `where`."""
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise SetupError(f"{where}: expected a whole number, got {value!r}")
    if isinstance(value, str):
        text = value.strip()
        if not re.fullmatch(r"-?[0-9]{1,12}", text):
            raise SetupError(f"{where}: expected a whole number, got {value[:40]!r}")
        value = int(text)
    if not lo <= value <= hi:
        raise SetupError(f"{where}: {value} is out of range ({lo} to {hi})")
    return value


MULLIGAN = "mulligan"  # a board set up before the game, at the mulligans (103.5): not a step (500.1)


def empty_state(names: Sequence[str] = ("P1", "P2"), seed: int = 0) -> GameState:
    state = GameState()
    state.players = tuple(Player(i, n) for i, n in enumerate(names))
    for z in SHARED_ZONES:
        state.zones[z] = ()
    for p in range(len(names)):
        for z in PLAYER_ZONES:
            state.zones[zone_key(z, p)] = ()
    state.rng, state.rng_key = 0, seed_key(seed)  # the secret generator (state/rng.py)
    return state


def add_card(state: GameState, player: int, name: str, zone: str, **fields: Any) -> int:
    """Puts a new object for card `name` into `zone` (its owner's, for a player's zone)."""
    if zone not in ALL_ZONES:
        raise SetupError(f"unknown zone {zone!r}; zones are {', '.join(ALL_ZONES)}")
    get_def(name)  # fails clearly for an unknown card
    return create_object(state, Obj(0, name, player, player, zone, **fields))


def new_game(decks: Sequence[Sequence[str]], seed: int = 0, names: Sequence[str] = ("P1", "P2"),
             first_player: int | None = 0, mulligans: bool = False,
             sideboards: Sequence[Sequence[str]] | None = None,
             commanders: Sequence[Sequence[str]] | None = None, variant: str = "commander") -> GameState:
    """103: shuffle the decks into libraries (103.3); the starting player is `first_player`, or, when it is
    None, chosen by the winner of a seeded coin flip (103.1, a decision); opening hands of seven (103.5),
    with the London mulligan as decisions when `mulligans` (always with the coin flip); then the first
    turn, in which the starting player skips the draw (103.8a). `sideboards`: each player's cards outside the
    game (400.11a), which a wish or learn (701.48a) can bring in. `commanders`: a Commander game (903; two
    players): each player's commander card names (one, or two partners, 702.124), apart from `decks`, which
    start in the command zone (903.6) with life totals of 40 (903.7), 25 for `variant` "brawl" (903.12f)."""

    if len(decks) != len(names):
        raise SetupError(f"{len(names)} players need {len(names)} decks, got {len(decks)}")
    for p, deck in enumerate(decks):
        _check_cards(p, deck, "deck", MAX_DECK)
    if sideboards is not None:
        if isinstance(sideboards, str) or not isinstance(sideboards, Sequence) or len(sideboards) != len(names):
            raise SetupError(f"{len(names)} players need {len(names)} sideboards (lists of card names)")
        for p, side in enumerate(sideboards):
            _check_cards(p, side, "sideboard", MAX_DECK)
    state = empty_state(names, seed)
    if commanders is not None:
        start_commanders(state, commanders, variant)
    elif variant != "commander":
        raise SetupError(f"the {variant!r} variant needs each player's commanders (903.3, 903.12c)")
    if sideboards is not None and any(sideboards):
        state.outside = tuple(tuple(side) for side in sideboards)
    for p, deck in enumerate(decks):
        create_in_library(state, p, deck)
        shuffle(state, p)
    state.log = None
    state.log_len = 0
    if state.outside:  # 103.2b: a companion is revealed (it reads the starting decks only, not their order)
        for reveal in STARTING_DECKS.fns:
            reveal(state, decks)
    if first_player is None:
        flip_for_first_player(state)
    elif mulligans:
        choose_first_player(state, -first_player - 1)
    else:
        state.first_player = state.active = first_player
        deal_opening_hands(state, mulligans=False)
    run(state)
    return state


# What a commander's definition holds (rules/present.py, its words in lower case): it is a legendary card (903.3,
# 903.12c), or its own text says it can be your commander (903.3a). A game without one pays nothing for the Commander
# rules' hook functions.
CAN_BE_COMMANDER = "Can be your commander"  # the keyword of that ability (mechanics/partner)
COMMANDER_KINDS = ("legendary", CAN_BE_COMMANDER.lower())
VARIANTS = {"commander": 40, "brawl": 25}  # the starting life total of each (903.7; two-player Brawl: 903.12f)
MAX_COMMANDERS = 2  # 702.124g: two, with a partner ability


def start_commanders(state: GameState, commanders: Sequence[Sequence[str]], variant: str = "commander",
                     life: bool = True, every: bool = True) -> None:
    """903.6: each player's commanders start face up in the command zone, designated as commanders (903.3);
    903.7, 903.12f: with `life`, each player's life total is the variant's starting one. `every` False (a board
    set up for a test): a player may have none (903.4f: then 'your commander' finds nothing)."""
    if variant not in VARIANTS:
        raise SetupError(f"unknown variant {variant!r}; variants are {', '.join(VARIANTS)}")
    if isinstance(commanders, str) or not isinstance(commanders, Sequence) or len(commanders) != len(state.players):
        raise SetupError(f"{len(state.players)} players need {len(state.players)} lists of commanders")
    if len(state.players) != 2:
        raise SetupError("a Commander game here is a two-player game (903.2; multiplayer isn't supported)")
    found: list[Commander] = []
    for p, names in enumerate(commanders):
        _check_cards(p, names, "commanders", MAX_COMMANDERS)
        if not names and every:
            raise SetupError(f"P{p + 1} has no commander (903.3)")
        if len(set(names)) != len(names):
            raise SetupError(f"P{p + 1}'s commanders name one card twice (903.3, 702.124)")
        for name in names:
            face = get_def(name).faces[0]  # 712.8a: the front face
            if "Legendary" not in face.supertypes and not any(
                    getattr(a, "keyword", None) == CAN_BE_COMMANDER for a in face.abilities):
                raise SetupError(f"P{p + 1}'s commander {name} is no legendary card; a commander is one, or says it "
                                 "can be your commander (903.3, 903.3a)")
            found.append(Commander(p, name))
            if not any(o.card == name and o.owner == p and not o.token for o in state.objects.values()):
                create_object(state, Obj(0, name, p, p, COMMAND))
    state.commanders = tuple(found)
    state.variant = variant
    if life:
        start = VARIANTS[variant]
        state.players = tuple(msgspec.structs.replace(pl, life=start) for pl in state.players)


def _check_cards(p: int, cards: Any, what: str, most: int) -> None:
    """A deck or sideboard is a list of known card names (SetupError naming what is wrong)."""
    if isinstance(cards, str) or not isinstance(cards, Sequence):
        raise SetupError(f"P{p + 1}'s {what} must be a list of card names, not {type(cards).__name__}")
    if len(cards) > most:
        raise SetupError(f"P{p + 1}'s {what} has {len(cards)} cards; the engine takes at most {most}")
    for name in cards:
        if not isinstance(name, str):
            raise SetupError(f"P{p + 1}'s {what}: a card name must be a string, not {name!r}")
    for name in set(cards):
        try:
            get_def(name)
        except KeyError as e:
            raise SetupError(f"P{p + 1}'s {what}: {e}") from None


def board(spec: Mapping[str, Any], seed: int = 0) -> GameState:
    """Builds a game from a scenario-format `setup` mapping: `active`, `turn`, `step`, and per player `life`
    and zones (each entry a card name or a mapping with card, count, label, tapped, counters, token,
    damage, sick), and `sideboard`: card names outside the game (400.11a). Labels are returned in the state's `labels` via `board_labels`."""
    state, _ = board_with_labels(spec, seed)
    return state


def board_with_labels(spec: Mapping[str, Any], seed: int = 0) -> tuple[GameState, dict[str, int]]:
    state = empty_state(("P1", "P2"), seed)
    labels: dict[str, int] = {}
    active = _player_index(spec.get("active", "P1"))
    step = spec.get("step", "main1")
    if step not in STEPS and step != MULLIGAN:
        raise SetupError(f"setup: unknown step {step!r}; steps are {', '.join(STEPS)} (or {MULLIGAN}: before the "
                         "game, at the mulligans, 103.5)")
    state.turn = bounded(spec.get("turn", 1), "setup.turn", 1)
    if step == MULLIGAN and state.turn != 1:
        raise SetupError("setup: the mulligans come before the first turn (103.5, 103.8): no `turn` with them")
    state.active = active
    state.first_player = active if state.turn % 2 == 1 else 1 - active
    commanders = _set_up_commanders(spec)
    for pname in ("P1", "P2"):
        p = _player_index(pname)
        pspec = spec.get(pname) or {}
        if not isinstance(pspec, Mapping):
            raise SetupError(f"setup.{pname}: expected a mapping of zones, got {type(pspec).__name__}")
        unknown = set(pspec) - {"life", "poison", "energy", "sideboard", "commander", "companion", *ALL_ZONES}
        if unknown:
            raise SetupError(f"setup.{pname}: unknown keys {sorted(unknown)}")
        player = state.players[p]
        start_life = VARIANTS[commanders[1]] if commanders is not None else 20  # 903.7, 903.12f
        player = msgspec.structs.replace(
            player, life=bounded(pspec.get("life", start_life), f"setup.{pname}.life", -MAX_AMOUNT),
            poison=bounded(pspec.get("poison", 0), f"setup.{pname}.poison"))
        state.players = tuple(player if q.index == p else q for q in state.players)
        if pspec.get("energy"):  # energy counters (107.14, 122.1)
            state.set_player_counter(p, "energy", bounded(pspec["energy"], f"setup.{pname}.energy"))
        for zone in ALL_ZONES:
            entries = pspec.get(zone)
            if entries is None:
                if zone == "library":
                    for _ in range(20):
                        add_card(state, p, "Plains" if p == 0 else "Swamp", "library")
                continue
            for entry in entries:
                _add_entry(state, p, zone, entry, labels, f"setup.{pname}.{zone}")
        if "sideboard" in pspec:  # 400.11a: cards outside the game, by name (no objects)
            side = pspec["sideboard"] or []
            _check_cards(p, side, "sideboard", MAX_DECK)
            outside = list(state.outside or ((), ()))
            outside[p] = tuple(side)
            state.outside = tuple(outside)
        if pspec.get("companion"):  # 103.2b: the companion the player revealed, outside the game (702.139a)
            _set_companion(state, p, pspec["companion"])
    if commanders is not None:  # 903.6: a commander not set up elsewhere is in the command zone
        start_commanders(state, commanders[0], commanders[1], life=False, every=False)
    _attach(state, spec, labels)
    return state, labels


def _set_companion(state: GameState, p: int, name: Any) -> None:
    """103.2b: `name` is the companion player `p` revealed; it is a card outside the game (in their sideboard,
    added there if the set-up's sideboard doesn't name it)."""
    if not isinstance(name, str):
        raise SetupError(f"P{p + 1}'s companion must be a card name, not {name!r}")
    get_def(name)  # fails clearly for an unknown card
    outside = list(state.outside or ((), ()))
    if name not in outside[p]:
        outside[p] = (*outside[p], name)
    state.outside = tuple(outside)
    companions = list(state.companions or ("", ""))
    companions[p] = name
    state.companions = tuple(companions)


def _set_up_commanders(spec: Mapping[str, Any]) -> tuple[list[list[str]], str] | None:
    """A Commander game's set-up (903): each player's `commander` (a card name or a list of one or two) and the
    game's `variant` ('commander', the default, or 'brawl'); None when no player has one."""
    variant = spec.get("variant")
    found: list[list[str]] = []
    for pname in ("P1", "P2"):
        pspec = spec.get(pname) or {}
        names = pspec.get("commander") if isinstance(pspec, Mapping) else None
        found.append([names] if isinstance(names, str) else list(names) if isinstance(names, Sequence) else [])
        if names is not None and not isinstance(names, str | Sequence):
            raise SetupError(f"setup.{pname}.commander: a card name or a list of card names")
    if not any(found):
        if variant is not None:
            raise SetupError("setup.variant: a Commander variant needs each player's `commander` (903.3)")
        return None
    if variant is None:
        variant = "commander"
    if variant not in VARIANTS:
        raise SetupError(f"setup.variant: {variant!r} is not one of {', '.join(VARIANTS)}")
    return found, str(variant)


def _player_index(name: Any) -> int:
    if name in ("P1", "P2"):
        return 0 if name == "P1" else 1
    raise SetupError(f"unknown player {name!r}; players are P1 and P2")


def _add_entry(state: GameState, p: int, zone: str, entry: Any, labels: dict[str, int], where: str) -> None:
    if isinstance(entry, str):
        entry = {"card": entry}
    if not isinstance(entry, Mapping) or "card" not in entry:
        raise SetupError(f"{where}: each entry is a card name or a mapping with 'card'")
    known = {"card", "count", "label", "tapped", "counters", "token", "damage", "sick", "attached_to", "face"}
    extra = set(entry) - known
    if extra:
        raise SetupError(f"{where}: unknown keys {sorted(extra)} for {entry['card']!r}")
    name = entry["card"]
    try:
        get_def(name)
    except KeyError as e:
        raise SetupError(f"{where}: {e}") from None
    fields: dict[str, Any] = {}
    if entry.get("tapped"):
        fields["tapped"] = True
    if entry.get("damage"):
        fields["damage"] = bounded(entry["damage"], f"{where}.damage")
    if entry.get("token"):

        fields["token"] = True
        fields["printed"] = face_of(Obj(0, name, p, p, zone))
    if entry.get("counters"):
        counters = entry["counters"]
        if not isinstance(counters, Mapping):
            raise SetupError(f"{where}: counters must map a kind to a number")
        fields["counters"] = tuple(sorted((str(k), bounded(v, f"{where}.counters.{k}"))
                                          for k, v in counters.items()))
    count = bounded(entry.get("count", 1), f"{where}.count", 1, MAX_COUNT)
    if len(state.objects) + count > MAX_DECK:
        raise SetupError(f"{where}: a set-up of more than {MAX_DECK} objects")
    for _ in range(count):
        oid = add_card(state, p, name, zone, **fields)
        obj = state.objects[oid]
        # Set-up permanents entered before this turn unless `sick` (302.6). Given counters replace the
        # ones an 'enters with' ability put on it (614.1c); otherwise those stay. A set-up permanent is as
        # written, not as it would have entered: tapped only if `tapped` (a Guildgate's or a shockland's
        # 'enters tapped', 614.1c, applied to an event that never happened).
        changes: dict[str, Any] = {"since_turn": state.turn if entry.get("sick") else -1}
        if zone == "battlefield":
            changes["tapped"] = bool(entry.get("tapped"))
        if "counters" in fields:
            changes["counters"] = fields["counters"]
        if entry.get("face") is not None and zone == "battlefield":  # 712.8: the face up of a double-faced permanent
            changes["face"] = _face_index(name, entry["face"], where)
        state.put_obj(msgspec.structs.replace(obj, **changes))
        if entry.get("label"):
            labels[str(entry["label"])] = oid


def _face_index(card: str, face: Any, where: str) -> int:
    """A set-up entry's `face`: its index (0 the front face) or its name."""
    faces = [f.name for f in get_def(card).faces]
    if isinstance(face, int) and not isinstance(face, bool) and 0 <= face < len(faces):
        return face
    if isinstance(face, str) and face in faces:
        return faces.index(face)
    raise SetupError(f"{where}: face {face!r} is not one of {faces} for {card!r}")


def _attach(state: GameState, spec: Mapping[str, Any], labels: dict[str, int]) -> None:
    """`attached_to` entries are resolved after every object exists: an Aura or Equipment set up attached to
    a permanent on the battlefield (301.5a, 303.4a), named by its label or its name. Whether the Aura may
    enchant it is left to the state-based actions (704.5m), as for any Aura."""
    for pname in ("P1", "P2"):
        p = _player_index(pname)
        mine = [o for o in state.zones["battlefield"] if state.objects[o].owner == p]  # in set-up order
        i = 0
        for entry in (spec.get(pname) or {}).get("battlefield") or []:
            count = int(entry.get("count", 1)) if isinstance(entry, Mapping) else 1
            ids, i = mine[i:i + count], i + count
            if not (isinstance(entry, Mapping) and entry.get("attached_to")):
                continue
            host = _host(state, str(entry["attached_to"]), labels, ids)
            for oid in ids:
                obj = state.objects[oid]
                if not {"Aura", "Equipment"} & set(face_of(obj).subtypes):
                    raise SetupError(f"setup: {obj.card} has attached_to but is no Aura or Equipment")
                state.put_obj(msgspec.structs.replace(obj, attached_to=host))


def _host(state: GameState, ref: str, labels: dict[str, int], attachments: list[int]) -> int:
    """The permanent an `attached_to` names: a label, else the one permanent of that name."""
    if ref in labels:
        return labels[ref]
    found = [o for o in state.zones["battlefield"] if state.objects[o].card == ref and o not in attachments]
    if len(found) != 1:
        raise SetupError(f"setup: attached_to {ref!r} names {len(found)} permanents; give it a label")
    return found[0]


def start_board(spec: Mapping[str, Any], seed: int = 0) -> tuple[GameState, dict[str, int]]:
    """A board from `spec`, begun at the start of its step with the active player about to get priority."""
    state, labels = board_with_labels(spec, seed)
    step = spec.get("step", "main1")
    state.log = None
    state.log_len = 0
    players = list(state.players)
    players[state.active] = msgspec.structs.replace(players[state.active], turn_began=state.turn)
    if state.turn > 1:
        other = 1 - state.active
        players[other] = msgspec.structs.replace(players[other], turn_began=state.turn - 1)
    state.players = tuple(players)
    state.version += 1
    state.emit("setup", ("103",), step=step, turn=state.turn, player=state.active)

    if step == MULLIGAN:  # 103.5: the hands set up are the opening hands; the first turn begins after (103.8)
        begin_mulligans(state)
    elif step == "untap":
        begin_step(state, "untap")  # 502: no one gets priority in the untap step; the turn goes on
    else:
        state.step = step
        state.priority = state.active
    run(state)
    return state, labels
