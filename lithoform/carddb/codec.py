"""Compact JSON encoding of faces, as stored in the database's cards.faces column.

Keys follow MTGJSON's spelling so the database stays readable with the sqlite3 shell; fields at
their default value are omitted to keep the file small.
"""

from __future__ import annotations

import json
from typing import Any

from lithoform.carddb.records import CardRecord, FaceRecord
from lithoform.carddb.typeline import split_type_line

_TUPLE_FIELDS = {"colors": "colors", "color_identity": "colorIdentity", "keywords": "keywords"}
# Stored only where they differ from what the type line parses to (almost never), saving ~1.5 MB.
_TYPE_FIELDS = ("supertypes", "types", "subtypes")
_STR_FIELDS = {
    "side": "side",
    "mana_cost": "manaCost",
    "type_line": "type",
    "text": "text",
    "power": "power",
    "toughness": "toughness",
    "loyalty": "loyalty",
    "defense": "defense",
}


def encode_face(face: FaceRecord, card: CardRecord) -> dict[str, Any]:
    out: dict[str, Any] = {}
    if face.name != card.name:
        out["name"] = face.name
    if face.layout != card.layout:
        out["layout"] = face.layout
    for attr, key in _STR_FIELDS.items():
        value = getattr(face, attr)
        if value:
            out[key] = value
    if face.mana_value:
        # 3.0 -> 3 saves bytes; half-mana Un-cards keep their fraction.
        out["manaValue"] = int(face.mana_value) if face.mana_value.is_integer() else face.mana_value
    for attr, key in _TUPLE_FIELDS.items():
        value = getattr(face, attr)
        if value:
            out[key] = list(value)
    if face.color_indicator is not None:
        out["colorIndicator"] = list(face.color_indicator)
    for attr, parsed in zip(_TYPE_FIELDS, split_type_line(face.type_line), strict=True):
        if getattr(face, attr) != parsed:
            out[attr] = list(getattr(face, attr))
    return out


def decode_face(obj: dict[str, Any], card_name: str, card_layout: str) -> FaceRecord:
    indicator = obj.get("colorIndicator")
    type_line = obj.get("type", "")
    parsed = split_type_line(type_line)
    return FaceRecord(
        name=obj.get("name", card_name),
        layout=obj.get("layout", card_layout),
        mana_value=float(obj.get("manaValue", 0.0)),
        color_indicator=None if indicator is None else tuple(indicator),
        # "" for an absent text/type line matches the dataclass defaults.
        text=obj.get("text", ""),
        type_line=type_line,
        **{attr: tuple(obj.get(attr, default)) for attr, default in zip(_TYPE_FIELDS, parsed, strict=True)},
        **{attr: obj.get(key) for attr, key in _STR_FIELDS.items() if attr not in ("text", "type_line")},
        **{attr: tuple(obj.get(key, ())) for attr, key in _TUPLE_FIELDS.items()},
    )


def encode_faces(card: CardRecord) -> str:
    faces = [encode_face(face, card) for face in card.faces]
    return json.dumps(faces, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def decode_faces(text: str, card_name: str, card_layout: str) -> tuple[FaceRecord, ...]:
    return tuple(decode_face(obj, card_name, card_layout) for obj in json.loads(text))


def encode_legalities(legalities: tuple[tuple[str, str], ...]) -> str:
    return json.dumps(dict(legalities), separators=(",", ":"), sort_keys=True)


def decode_legalities(text: str) -> tuple[tuple[str, str], ...]:
    return tuple(sorted(json.loads(text).items()))
