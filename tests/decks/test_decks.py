"""Deck lists in the Arena / MTGO text format, and the deck construction rules (100.2a, 100.2b, 100.4a)."""

from __future__ import annotations

import pytest

from lithoform.catalog.registry import known_cards
from lithoform.play.decks import (
    DeckError,
    DeckList,
    bundled_decks,
    check_deck,
    load_deck,
    parse_deck,
    resolve_deck,
)

ARENA = """\
Deck
4 Lightning Bolt (M10) 146
20 Mountain (M10) 242
4x Shock
// a comment
# another comment
32 Mountain

Sideboard
2 Fireball (M10) 136
"""


def test_arena_format_with_set_codes_headers_and_comments() -> None:
    deck = parse_deck(ARENA)
    assert deck.main == ((4, "Lightning Bolt"), (52, "Mountain"), (4, "Shock"))  # lines of one card merge
    assert deck.sideboard == ((2, "Fireball"),)
    assert deck.size == 60
    assert deck.cards().count("Mountain") == 52


def test_mtgo_blank_line_starts_the_sideboard() -> None:
    deck = parse_deck("4 Lightning Bolt\n56 Mountain\n\n3 Shock\n1 Fireball\n")
    assert deck.main == ((4, "Lightning Bolt"), (56, "Mountain"))
    assert deck.sideboard == ((3, "Shock"), (1, "Fireball"))


def test_blank_lines_inside_a_headed_deck_do_not_start_the_sideboard() -> None:
    deck = parse_deck("Deck\n4 Lightning Bolt\n\n56 Mountain\n\nSideboard\n2 Shock\n")
    assert deck.main == ((4, "Lightning Bolt"), (56, "Mountain"))
    assert deck.sideboard == ((2, "Shock"),)


def test_commander_companion_about_and_sb_prefix() -> None:
    text = "About\nName Test Deck\n\nCommander\n1 Kiki-Jiki, Mirror Breaker\n\n" \
           "Companion\n1 Grizzly Bears\n\n" \
           "Deck\n59 Mountain\nSB: 2 Shock\n"
    deck = parse_deck(text)
    assert deck.name == "Test Deck"
    assert deck.commander == ((1, "Kiki-Jiki, Mirror Breaker"),)
    assert deck.companion == ((1, "Grizzly Bears"),)
    assert deck.main == ((59, "Mountain"),)
    assert deck.sideboard == ((2, "Shock"),)


DEK = """\
<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <NetDeckID>0</NetDeckID>
  <PreconstructedDeckID>0</PreconstructedDeckID>
  <Cards CatID="1" Quantity="4" Sideboard="false" Name="Lightning Bolt" Annotation="0" />
  <Cards CatID="2" Quantity="56" Sideboard="false" Name="Mountain" Annotation="0" />
  <Cards CatID="3" Quantity="2" Sideboard="true" Name="Fireball" Annotation="0" />
</Deck>
"""


def test_mtgo_dek_xml_files_are_read() -> None:
    """MTGO's own .dek files (XML) give the same list as its text format."""
    deck = parse_deck(DEK)
    assert deck == parse_deck("4 Lightning Bolt\n56 Mountain\n\n2 Fireball\n")
    assert deck.main == ((4, "Lightning Bolt"), (56, "Mountain")) and deck.sideboard == ((2, "Fireball"),)


@pytest.mark.parametrize(("text", "problem"), [
    ("<Deck><Cards Quantity='4' Name='Lightning Bolt'>", "not a readable MTGO .dek file"),
    ("<Library><Cards Quantity='4' Name='Lightning Bolt'/></Library>", "root is <Deck>, not <Library>"),
    ("<Deck><Cards Quantity='four' Name='Lightning Bolt'/><Cards Quantity='2'/></Deck>", "2 problems"),
    ("<Deck><Cards Quantity='4' Name='Lightning Bolt'/><Cards Quantity='56' Name='Mountian'/></Deck>",
     "Mountain"),
])
def test_a_malformed_dek_file_is_a_clear_error(text: str, problem: str) -> None:
    """Bad XML, another root, entries without a count or a name, unknown names: a DeckError naming them."""
    with pytest.raises(DeckError, match=problem):
        parse_deck(text)


def test_an_xml_entity_bomb_is_refused_not_expanded() -> None:
    """A deck file is untrusted input: nested entities (the 'billion laughs') are refused by the parser."""
    bomb = ('<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">' + "".join(
        f'<!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">' for i in range(8))
        + ']><Deck><Cards Quantity="4" Name="&i;"/></Deck>')
    with pytest.raises(DeckError, match="not a readable MTGO .dek file"):
        parse_deck(bomb)


def test_published_type_groups_and_bracketed_set_codes() -> None:
    """Lists as published ("Creatures (4)", "Lands", "Sideboard (2)" headings) and .mwDeck lines ("4 [M10]
    Lightning Bolt", "SB: 2 [M10] Fireball") read as the plain list."""
    published = parse_deck("Creatures (4)\n4 Grizzly Bears\n\nInstants (4)\n4 [M10] Lightning Bolt\n\n"
                           "Lands:\n52 Mountain\n\nSideboard (2)\nSB: 2 [M10] Fireball\n")
    assert published == parse_deck("4 Grizzly Bears\n4 Lightning Bolt\n52 Mountain\n\n2 Fireball\n")


def test_names_are_matched_without_case_and_written_as_the_database_spells_them() -> None:
    deck = parse_deck("4 lightning bolt\n4 KIKI-JIKI, MIRROR BREAKER\n")
    assert deck.main == ((4, "Lightning Bolt"), (4, "Kiki-Jiki, Mirror Breaker"))


def test_to_text_round_trips() -> None:
    deck = parse_deck(ARENA)
    assert parse_deck(deck.to_text()) == deck


def test_unknown_card_suggests_the_nearest_names() -> None:
    with pytest.raises(DeckError) as e:
        parse_deck("4 Lightnig Bolt\n56 Mountain\n")
    assert "Lightnig Bolt" in str(e.value) and "did you mean" in str(e.value)
    assert "Lightning Bolt" in str(e.value)


def test_a_real_card_the_engine_does_not_define_is_a_clear_error() -> None:
    with pytest.raises(DeckError) as e:
        parse_deck("4 Shahrazad\n56 Forest\n")
    assert "Shahrazad" in str(e.value) and "no definition" in str(e.value)


def test_every_problem_is_reported_at_once_and_nothing_is_returned() -> None:
    with pytest.raises(DeckError) as e:
        parse_deck("4 Lightnig Bolt\nfour Shock\n4 Shahrazad\n0 Mountain\n")
    problems = e.value.problems
    assert len(problems) == 4
    assert any("line 2" in p for p in problems) and any("line 4" in p for p in problems)


def test_an_empty_list_is_an_error() -> None:
    with pytest.raises(DeckError, match="no main-deck cards"):
        parse_deck("# nothing\n\nSideboard\n2 Shock\n")


def test_load_deck_names_the_file(tmp_path) -> None:
    path = tmp_path / "mine.txt"
    path.write_text("4 Lightnig Bolt\n", encoding="utf-8")
    with pytest.raises(DeckError) as e:
        load_deck(path)
    assert str(path) in str(e.value)
    with pytest.raises(DeckError, match="can't read"):
        load_deck(tmp_path / "missing.txt")


def _deck(*entries: tuple[int, str], side: tuple[tuple[int, str], ...] = ()) -> DeckList:
    return DeckList(tuple(entries), side)


def test_constructed_needs_sixty_cards_100_2a() -> None:
    check_deck(_deck((4, "Lightning Bolt"), (56, "Mountain")))
    with pytest.raises(DeckError, match=r"59 cards.*100\.2a"):
        check_deck(_deck((4, "Lightning Bolt"), (55, "Mountain")))


def test_at_most_four_copies_except_basic_lands_100_2a() -> None:
    with pytest.raises(DeckError) as e:
        check_deck(_deck((5, "Lightning Bolt"), (6, "Shock"), (49, "Mountain")))
    assert len(e.value.problems) == 2  # both named
    assert "Lightning Bolt" in str(e.value) and "Shock" in str(e.value) and "100.2a" in str(e.value)
    check_deck(_deck((30, "Snow-Covered Island"), (30, "Wastes")))  # basic lands, any number


def test_the_copy_limit_counts_the_sideboard_too_100_4a() -> None:
    with pytest.raises(DeckError, match="5 copies of 'Shock'"):
        check_deck(_deck((4, "Shock"), (56, "Mountain"), side=((1, "Shock"),)))
    with pytest.raises(DeckError, match=r"16 cards.*100\.4a"):
        check_deck(_deck((60, "Mountain"), side=((16, "Forest"),)))


def test_cards_that_allow_any_number_of_copies() -> None:
    check_deck(_deck((20, "Relentless Rats"), (40, "Swamp")))


def test_limited_needs_forty_cards_and_has_no_copy_limit_100_2b() -> None:
    check_deck(_deck((8, "Shock"), (32, "Mountain")), format="limited")
    with pytest.raises(DeckError, match=r"39 cards.*100\.2b"):
        check_deck(_deck((8, "Shock"), (31, "Mountain")), format="limited")
    with pytest.raises(ValueError, match="unknown format"):
        check_deck(_deck((60, "Mountain")), format="two-headed giant")


def test_bundled_starter_decks_are_legal_and_use_only_defined_cards() -> None:
    decks = bundled_decks()
    assert {"red_burn", "green_white"} <= set(decks)
    defined = set(known_cards())
    for name in ("red_burn", "green_white"):
        deck = resolve_deck(name)
        check_deck(deck)
        assert deck.size == 60
        assert {n for _, n in deck.main + deck.sideboard} <= defined


def test_resolve_deck_reports_unknown_specs() -> None:
    with pytest.raises(DeckError, match="bundled decks are"):
        resolve_deck("no_such_deck")
