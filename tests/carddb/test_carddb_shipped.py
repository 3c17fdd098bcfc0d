"""The packaged database agrees with the MTGJSON file it was built from (CI only: needs ../shared)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from lithoform.carddb import PACKAGED_DB, CardDatabase

SHARED_CARDS = Path(__file__).resolve().parents[3] / "shared" / "cards" / "AtomicCards-20220425.json"
pytestmark = pytest.mark.skipif(not SHARED_CARDS.is_file(), reason="source card data not available")


def test_packaged_database_matches_source() -> None:
    raw = SHARED_CARDS.read_bytes()
    data = json.loads(raw)["data"]
    db = CardDatabase(PACKAGED_DB)
    try:
        assert db.meta["source_sha256"] == hashlib.sha256(raw).hexdigest(), "rebuild: scripts/build_carddb.py"
        assert set(db.names()) == set(data)
        for name, faces in data.items():
            card = db.get(name)
            assert card.layout == faces[0]["layout"]
            assert [f.name for f in card.faces] == [f.get("faceName", name) for f in faces]
            for face, src in zip(card.faces, faces, strict=True):
                assert face.text == src.get("text", "")
                assert face.mana_cost == src.get("manaCost")
                assert face.mana_value == src["manaValue"]
                assert (face.power, face.toughness, face.loyalty) == tuple(
                    src.get(k) for k in ("power", "toughness", "loyalty")
                )
                assert list(face.types) == src["types"] and list(face.subtypes) == src["subtypes"]
                assert list(face.keywords) == src.get("keywords", [])
            assert [(r.date, r.text) for r in card.rulings] == [
                (r["date"], r["text"]) for r in faces[0]["rulings"]
            ]
            assert set(card.printings) == set(faces[0]["printings"])
            assert card.playable == (not name.startswith("A-") and not faces[0].get("isFunny", False))
    finally:
        db.close()
