"""Lookups in the packaged card database (lithoform/data/cards.sqlite)."""

from __future__ import annotations

import pytest

from lithoform.carddb import (
    PACKAGED_DB,
    AmbiguousCardError,
    CardDatabase,
    UnknownCardError,
    active_db_path,
    card_names,
    get_card,
    search,
)


def test_default_is_the_packaged_database() -> None:
    assert active_db_path() == PACKAGED_DB
    assert PACKAGED_DB.stat().st_size < 25_000_000


def test_lightning_bolt() -> None:
    card = get_card("Lightning Bolt")
    assert card.name == "Lightning Bolt"
    assert card.layout == "normal" and card.playable
    (face,) = card.faces
    assert face.name == "Lightning Bolt"
    assert face.mana_cost == "{R}" and face.mana_value == 1.0
    assert face.types == ("Instant",) and face.type_line == "Instant"
    assert face.text == "Lightning Bolt deals 3 damage to any target."
    assert face.colors == ("R",) and face.power is None
    assert "LEA" in card.printings
    assert card.legality("modern") == "Legal" and card.legality("standard") == "Not Legal"


def test_lookup_is_case_insensitive_and_cached() -> None:
    assert get_card("  lightning   BOLT ") is get_card("Lightning Bolt")


def test_split_card_has_both_faces_in_order() -> None:
    card = get_card("Repudiate // Replicate")
    assert card.layout == "split"
    repudiate, replicate = card.faces
    assert (repudiate.name, repudiate.side, replicate.name, replicate.side) == (
        "Repudiate",
        "a",
        "Replicate",
        "b",
    )
    assert repudiate.mana_cost == "{G/U}{G/U}"  # as in the 2022-04-25 Oracle data
    assert repudiate.types == ("Instant",)
    assert repudiate.text.startswith("Counter target activated or triggered ability.")
    assert replicate.mana_cost == "{1}{G}{U}" and replicate.types == ("Sorcery",)
    assert replicate.text == "Create a token that's a copy of target creature you control."
    assert card.rulings and all(r.date == "2019-01-25" for r in card.rulings)
    assert card.face("replicate") is replicate


@pytest.mark.parametrize("face_name", ["Repudiate", "replicate", "REPUDIATE //  replicate"])
def test_face_names_find_the_whole_card(face_name: str) -> None:
    assert get_card(face_name).name == "Repudiate // Replicate"


def test_transform_card() -> None:
    card = get_card("Delver of Secrets")
    assert card.name == "Delver of Secrets // Insectile Aberration" and card.layout == "transform"
    front, back = card.faces
    assert (front.power, front.toughness, front.mana_cost) == ("1", "1", "{U}")
    assert back.name == "Insectile Aberration" and back.mana_cost is None
    assert back.color_indicator == ("U",) and back.keywords == ("Flying",)
    assert (back.power, back.toughness) == ("3", "2")


def test_adventure_card() -> None:
    card = get_card("Bonecrusher Giant // Stomp")
    assert card.layout == "adventure"
    giant, stomp = card.faces
    assert giant.types == ("Creature",) and giant.subtypes == ("Giant",)
    assert stomp.name == "Stomp" and stomp.subtypes == ("Adventure",) and stomp.mana_cost == "{1}{R}"
    assert get_card("Stomp") is card


def test_other_multiface_layouts() -> None:
    flip = get_card("Akki Lavarunner")
    assert flip.layout == "flip" and flip.faces[1].name == "Tok-Tok, Volcano Born"
    assert flip.faces[1].supertypes == ("Legendary",)
    assert get_card("Bruna, the Fading Light").layout == "meld"
    # The melded card is its own entry, so its exact name wins over being a face of Bruna.
    assert get_card("Brisela, Voice of Nightmares").name == "Brisela, Voice of Nightmares"
    assert [f.name for f in get_card("Who // What // When // Where // Why").faces] == [
        "Who",
        "What",
        "When",
        "Where",
        "Why",
    ]
    assert get_card("Hallowed Haunting").faces[0].type_line  # an ordinary card for contrast
    assert get_card("Valki, God of Lies").layout == "modal_dfc"
    assert get_card("Dusk // Dawn").layout == "aftermath"


def test_planar_subtype_is_one_multiword_subtype() -> None:
    face = get_card("Norn's Dominion").front
    assert face.types == ("Plane",) and face.subtypes == ("New Phyrexia",)


def test_accents_are_optional() -> None:
    assert get_card("deja vu").name == "Déjà Vu"
    assert get_card("Lim-Dul's Vault").name == "Lim-Dûl's Vault"


@pytest.mark.parametrize(("written", "name"), [
    ("Æther Vial", "Aether Vial"),
    ("Fire/Ice", "Fire // Ice"),  # split cards as MTGO and many sites write them
    ("Commit//Memory", "Commit // Memory"),
    ("Who/What/When/Where/Why", "Who // What // When // Where // Why"),
    ("Lurrus of the Dream Den", "Lurrus of the Dream-Den"),
    ("Kongming, Sleeping Dragon", 'Kongming, "Sleeping Dragon"'),
    ("Jace Vryns Prodigy", "Jace, Vryn's Prodigy // Jace, Telepath Unbound"),
])
def test_names_as_deck_lists_write_them(written: str, name: str) -> None:
    """A ligature, single or unspaced slashes, a missing hyphen, quote or comma: the one card with those
    letters and digits."""
    assert get_card(written).name == name


def test_unknown_name_suggests_nearest() -> None:
    with pytest.raises(UnknownCardError) as info:
        get_card("Lightnig Bolt")
    assert isinstance(info.value, KeyError) and isinstance(info.value, LookupError)
    assert info.value.suggestions[0] == "Lightning Bolt"
    assert "did you mean: Lightning Bolt" in str(info.value)


def test_unknown_face_name_suggests_its_card() -> None:
    with pytest.raises(KeyError) as info:
        get_card("Repudate")
    assert "Repudiate // Replicate" in info.value.suggestions  # type: ignore[attr-defined]


def test_shared_face_name_prefers_the_playable_card() -> None:
    assert get_card("Fire").name == "Fire // Ice"  # not the Un-card Start // Fire
    assert get_card("Start").name == "Start // Finish"


def test_ambiguous_face_name() -> None:
    # Both are reversible Secret Lair cards with identical faces: only the card name decides.
    assert get_card("Propaganda").name == "Propaganda"
    assert isinstance(AmbiguousCardError("x", ("a", "b")), UnknownCardError)


def test_un_cards_and_alchemy_cards_are_not_playable() -> None:
    assert get_card('"Ach! Hans, Run!"').playable is False
    assert get_card("A-Armory Veteran").playable is False
    assert get_card("Armory Veteran").playable is True


def test_card_names() -> None:
    names = card_names()
    assert len(names) == 23_711
    assert "Lightning Bolt" in names and "Repudiate // Replicate" in names
    assert list(names) == sorted(names, key=lambda n: " ".join(n.split()).casefold())


def test_search_by_set() -> None:
    rna = list(search("rna"))
    assert "Repudiate // Replicate" in {c.name for c in rna}
    assert all("RNA" in c.printings for c in rna)
    assert 250 < len(rna) < 300
    splits = {c.name for c in search("RNA", layout="split")}
    assert "Repudiate // Replicate" in splits and all(" // " in n for n in splits)
    assert all(not c.playable for c in search("UST", playable=False))


def test_database_object_can_be_opened_directly() -> None:
    db = CardDatabase(PACKAGED_DB)
    try:
        assert len(db) == 23_711
        assert db.meta["source_kind"] == "mtgjson"
        assert db.get("Lightning Bolt") == get_card("Lightning Bolt")
    finally:
        db.close()
