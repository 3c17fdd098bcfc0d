"""Read card data files (MTGJSON AtomicCards or a Scryfall oracle-cards bulk file) into CardRecords.

msgspec decodes only the fields kept, so the large newer files (with foreign data, prices...)
are read without building Python objects for everything in them.
"""

from __future__ import annotations

import bz2
import gzip
import hashlib
import io
import lzma
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import msgspec

from lithoform.carddb.errors import CardDataError
from lithoform.carddb.records import CardRecord, FaceRecord, Legalities, Ruling
from lithoform.carddb.typeline import split_type_line

_RawDoc = dict[str, msgspec.Raw] | list[msgspec.Raw]
# Scryfall objects in oracle-cards that are not cards one can put in a deck.
_SCRYFALL_SKIP_LAYOUTS = frozenset({"token", "double_faced_token", "emblem", "art_series"})
_SCRYFALL_STATUS = {"legal": "Legal", "banned": "Banned", "restricted": "Restricted"}
_Stat = str | int | float | None  # P/T and loyalty are strings in both sources; be lenient


class _MtgRuling(msgspec.Struct):
    date: str
    text: str


class _MtgForeign(msgspec.Struct, rename="camel"):
    """One entry of a card's `foreignData`: its printed name in another language."""

    language: str = ""
    name: str | None = None
    face_name: str | None = None


class _MtgFace(msgspec.Struct, rename="camel"):
    name: str
    layout: str = "normal"
    face_name: str | None = None
    side: str | None = None
    mana_cost: str | None = None
    mana_value: float | None = None
    converted_mana_cost: float = 0.0  # the pre-2021 name of manaValue
    colors: list[str] = []
    color_identity: list[str] = []
    color_indicator: list[str] | None = None
    type: str = ""
    supertypes: list[str] | None = None
    types: list[str] | None = None
    subtypes: list[str] | None = None
    text: str | None = None
    power: _Stat = None
    toughness: _Stat = None
    loyalty: _Stat = None
    defense: _Stat = None
    keywords: list[str] = []
    legalities: dict[str, str | None] = {}
    printings: list[str] = []
    rulings: list[_MtgRuling] = []
    is_funny: bool = False
    foreign_data: list[_MtgForeign] = []


class _ScryFace(msgspec.Struct):
    name: str
    layout: str | None = None
    mana_cost: str | None = None
    cmc: float | None = None
    colors: list[str] | None = None
    color_indicator: list[str] | None = None
    type_line: str | None = None
    oracle_text: str | None = None
    power: _Stat = None
    toughness: _Stat = None
    loyalty: _Stat = None
    defense: _Stat = None


class _ScryCard(msgspec.Struct):
    name: str
    layout: str = "normal"
    mana_cost: str | None = None
    cmc: float = 0.0
    colors: list[str] | None = None
    color_identity: list[str] = []
    color_indicator: list[str] | None = None
    type_line: str | None = None
    oracle_text: str | None = None
    power: _Stat = None
    toughness: _Stat = None
    loyalty: _Stat = None
    defense: _Stat = None
    keywords: list[str] = []
    legalities: dict[str, str | None] = {}
    card_faces: list[_ScryFace] | None = None
    set: str | None = None
    set_type: str | None = None


@dataclass(frozen=True, slots=True)
class CardSource:
    kind: str  # "mtgjson" or "scryfall"
    cards: tuple[CardRecord, ...]
    meta: str  # the source's own metadata as compact JSON ("{}" when it has none)
    sha256: str  # of the (decompressed) source bytes


def read_source(path: str | Path) -> CardSource:
    """Parse an MTGJSON AtomicCards file or a Scryfall card list; raise CardDataError if malformed."""
    path = Path(path)
    buf = _read_bytes(path)
    try:
        doc = msgspec.json.decode(buf, type=_RawDoc)
    except msgspec.ValidationError as exc:  # a subclass of DecodeError, so first
        raise CardDataError(f"{path}: expected a JSON object or list at the top level ({exc})") from None
    except msgspec.DecodeError as exc:
        raise CardDataError(f"{path} is not valid JSON: {exc}") from None
    digest = hashlib.sha256(buf).hexdigest()
    if isinstance(doc, list):
        return CardSource("scryfall", _scryfall_cards(path, doc), "{}", digest)
    if "data" not in doc:
        raise CardDataError(
            f'{path}: no "data" key, so not an MTGJSON AtomicCards file (nor a Scryfall card list)'
        )
    meta = bytes(doc["meta"]).decode() if "meta" in doc else "{}"
    meta = msgspec.json.encode(msgspec.json.decode(meta), order="sorted").decode()
    try:
        data = msgspec.json.decode(doc["data"], type=_RawDoc)
    except msgspec.ValidationError:
        raise CardDataError(f'{path}: "data" must be an object of card names or a list of cards') from None
    if isinstance(data, list):  # a Scryfall API "list" object
        return CardSource("scryfall", _scryfall_cards(path, data), meta, digest)
    return CardSource("mtgjson", _mtgjson_cards(path, data), meta, digest)


def _read_bytes(path: Path) -> bytes:
    try:
        buf = path.read_bytes()
    except OSError as exc:
        raise CardDataError(f"cannot read card data file {path}: {exc.strerror or exc}") from None
    # MTGJSON and Scryfall both publish compressed downloads; accept them as they come.
    try:
        if buf[:2] == b"\x1f\x8b":
            return gzip.decompress(buf)
        if buf[:3] == b"BZh":
            return bz2.decompress(buf)
        if buf[:6] == b"\xfd7zXZ\x00":
            return lzma.decompress(buf)
        if buf[:4] == b"PK\x03\x04":
            with zipfile.ZipFile(io.BytesIO(buf)) as archive:
                members = [n for n in archive.namelist() if n.endswith(".json")]
                if not members:
                    raise CardDataError(f"{path}: zip archive holds no .json file")
                return archive.read(members[0])
    except (OSError, EOFError, lzma.LZMAError, zipfile.BadZipFile) as exc:
        raise CardDataError(f"{path}: corrupt compressed file: {exc}") from None
    return buf


def _mtgjson_cards(path: Path, data: dict[str, msgspec.Raw]) -> tuple[CardRecord, ...]:
    cards = []
    for key, raw in data.items():
        try:
            faces = msgspec.json.decode(raw, type=list[_MtgFace])
        except msgspec.ValidationError as exc:
            raise CardDataError(f"{path}: card {key!r}: {exc}") from None
        if not faces:
            raise CardDataError(f"{path}: card {key!r} has no faces")
        cards.append(_mtgjson_card(faces))
    return tuple(cards)


def _mtgjson_card(faces: list[_MtgFace]) -> CardRecord:
    if all(f.side for f in faces):
        faces = sorted(faces, key=lambda f: f.side or "")
    first = faces[0]
    rulings = _unique(Ruling(r.date, r.text) for f in faces for r in f.rulings)
    return CardRecord(
        name=first.name,
        layout=first.layout,
        faces=tuple(_mtgjson_face(f) for f in faces),
        rulings=rulings,
        printings=tuple(sorted({s for f in faces for s in f.printings})),
        legalities=_legalities(first.legalities, {}),
        playable=not (first.name.startswith("A-") or any(f.is_funny for f in faces)),
        foreign_names=_foreign_names(faces),
    )


def _foreign_names(faces: list[_MtgFace]) -> tuple[tuple[str, str], ...]:
    """(language, name) for each printed name in another language: the card's and each face's."""
    found = []
    for f in faces:
        for entry in f.foreign_data:
            for name in (entry.name, entry.face_name):
                if name and name.strip() and entry.language:
                    found.append((entry.language, " ".join(name.split())))
    return tuple(dict.fromkeys(found))


def _mtgjson_face(f: _MtgFace) -> FaceRecord:
    parsed = split_type_line(f.type)
    return FaceRecord(
        name=f.face_name or f.name,
        layout=f.layout,
        side=f.side,
        mana_cost=f.mana_cost or None,
        mana_value=f.converted_mana_cost if f.mana_value is None else f.mana_value,
        colors=tuple(f.colors),
        color_identity=tuple(f.color_identity),
        color_indicator=None if f.color_indicator is None else tuple(f.color_indicator),
        type_line=f.type,
        supertypes=parsed[0] if f.supertypes is None else tuple(f.supertypes),
        types=parsed[1] if f.types is None else tuple(f.types),
        subtypes=parsed[2] if f.subtypes is None else tuple(f.subtypes),
        text=f.text or "",
        power=_stat(f.power),
        toughness=_stat(f.toughness),
        loyalty=_stat(f.loyalty),
        defense=_stat(f.defense),
        keywords=tuple(f.keywords),
    )


def _scryfall_cards(path: Path, items: list[msgspec.Raw]) -> tuple[CardRecord, ...]:
    cards = []
    for index, raw in enumerate(items):
        try:
            card = msgspec.json.decode(raw, type=_ScryCard)
        except msgspec.ValidationError as exc:
            raise CardDataError(f"{path}: card #{index}: {exc}") from None
        if card.layout not in _SCRYFALL_SKIP_LAYOUTS:
            cards.append(_scryfall_card(card))
    return tuple(cards)


def _scryfall_card(c: _ScryCard) -> CardRecord:
    if c.card_faces:
        faces = tuple(_scryfall_face(c, f, chr(ord("a") + i)) for i, f in enumerate(c.card_faces))
    else:
        faces = (_scryfall_face(c, None, None),)
    # Scryfall has no isFunny; an Un-card is one from a "funny" set that no format allows.
    funny = c.set_type == "funny" and not any(v in _SCRYFALL_STATUS for v in c.legalities.values())
    return CardRecord(
        name=c.name,
        layout=c.layout,
        faces=faces,
        printings=(c.set.upper(),) if c.set else (),
        legalities=_legalities(c.legalities, _SCRYFALL_STATUS),
        playable=not (funny or c.name.startswith("A-")),
    )


def _scryfall_face(c: _ScryCard, f: _ScryFace | None, side: str | None) -> FaceRecord:
    src: _ScryCard | _ScryFace = f if f is not None else c
    type_line = src.type_line or ""
    supertypes, types, subtypes = split_type_line(type_line)
    text = src.oracle_text or ""
    colors = src.colors if src.colors is not None else c.colors
    cmc = f.cmc if f is not None and f.cmc is not None else c.cmc
    # Scryfall lists keywords per card; give each face those its own text mentions.
    keywords = c.keywords if f is None else [k for k in c.keywords if k.casefold() in text.casefold()]
    return FaceRecord(
        name=src.name,
        layout=(f.layout if f is not None and f.layout else c.layout),
        side=side,
        mana_cost=src.mana_cost or None,
        mana_value=cmc,
        colors=tuple(colors or ()),
        color_identity=tuple(c.color_identity),
        color_indicator=None if src.color_indicator is None else tuple(src.color_indicator),
        type_line=type_line,
        supertypes=supertypes,
        types=types,
        subtypes=subtypes,
        text=text,
        power=_stat(src.power),
        toughness=_stat(src.toughness),
        loyalty=_stat(src.loyalty),
        defense=_stat(src.defense),
        keywords=tuple(keywords),
    )


def _legalities(raw: dict[str, str | None], mapping: dict[str, str]) -> Legalities:
    """Drop "Not Legal" entries; map Scryfall's lower-case statuses to MTGJSON's spelling."""
    out = {}
    for fmt, status in raw.items():
        status = mapping.get(status or "", status)
        if status in ("Legal", "Banned", "Restricted"):
            out[fmt.casefold()] = status
    return tuple(sorted(out.items()))


def _stat(value: str | int | float | None) -> str | None:
    if value is None:
        return None
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return str(value)


def _unique(rulings: Iterable[Ruling]) -> tuple[Ruling, ...]:
    return tuple(dict.fromkeys(rulings))
