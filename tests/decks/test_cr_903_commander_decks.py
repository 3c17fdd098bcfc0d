"""903.3-903.5 and 702.124: Commander deck construction; 903.12c-e: the Brawl option's."""

from __future__ import annotations

import pytest

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.interfaces.cli import main
from lithoform.play.commander_decks import color_identity, land_type_colors, partners
from lithoform.play.decks import DeckError, DeckList, check_deck, game_decks, parse_deck


def _deck(commanders: list[str], cards: list[tuple[int, str]], sideboard: list[tuple[int, str]] = ()) -> DeckList:
    return DeckList(tuple(cards), tuple(sideboard), tuple((1, n) for n in commanders))


def _problems(deck: DeckList, format: str = "commander") -> list[str]:
    with pytest.raises(DeckError) as e:
        check_deck(deck, format)
    return e.value.problems


def test_903_5a_a_commander_deck_is_exactly_100_cards_with_its_commander() -> None:
    """903.5a: 'Each deck must contain exactly 100 cards, including its commander.'"""
    check_deck(_deck(["Krenko, Mob Boss"], [(99, "Mountain")]), "commander")
    assert _problems(_deck(["Krenko, Mob Boss"], [(98, "Mountain")])) == [
        "the deck has 99 cards with its commander; a Commander deck has exactly 100 (903.5a)"]
    assert "101 cards" in _problems(_deck(["Krenko, Mob Boss"], [(100, "Mountain")]))[0]


def test_903_5b_one_copy_of_each_card_but_basic_lands() -> None:
    """903.5b: 'Other than basic lands, each card in a Commander deck must have a different English name.'"""
    problems = _problems(_deck(["Krenko, Mob Boss"], [(2, "Lightning Bolt"), (97, "Mountain")]))
    assert problems == ["2 copies of 'Lightning Bolt'; a Commander deck has one of each card but basic lands (903.5b)"]
    # the commander is one of the deck's cards
    assert "2 copies of 'Krenko, Mob Boss'" in _problems(_deck(["Krenko, Mob Boss"],
                                                              [(1, "Krenko, Mob Boss"), (98, "Mountain")]))[0]


def test_903_5b_a_card_s_own_text_allows_more_copies() -> None:
    """100.2a / Relentless Rats: 'A deck can have any number of cards named Relentless Rats.' Seven Dwarves:
    'A deck can have up to seven cards named Seven Dwarves.'"""
    check_deck(_deck(["Sheoldred, Whispering One"], [(40, "Relentless Rats"), (59, "Swamp")]), "commander")
    check_deck(_deck(["Krenko, Mob Boss"], [(7, "Seven Dwarves"), (92, "Mountain")]), "commander")
    assert "(its own text: 7)" in _problems(_deck(["Krenko, Mob Boss"], [(8, "Seven Dwarves"), (91, "Mountain")]))[0]


def test_903_5c_every_card_within_the_commander_s_color_identity() -> None:
    """903.5c: 'A card can be included in a Commander deck only if every color in its color identity is also
    found in the color identity of the deck's commander.'"""
    problems = _problems(_deck(["Krenko, Mob Boss"], [(1, "Counterspell"), (98, "Mountain")]))
    assert problems == ["'Counterspell' has U in its color identity, outside the commander's (R) (903.5c)"]


def test_903_4_color_identity_counts_every_face_and_rules_text() -> None:
    """903.4: mana symbols in the cost and rules text; 903.4d: the back face of a double-faced card too."""
    assert color_identity(get_card("Esika, God of the Tree")) == frozenset("WUBRG")  # the back face's cost
    assert color_identity(get_card("Kozilek, Butcher of Truth")) == frozenset()
    assert color_identity(get_card("Tropical Island")) == frozenset("GU")


def test_903_5d_basic_land_types_make_colors() -> None:
    """903.5d: 'A card with a basic land type may be included in a Commander deck only if each color of mana
    it could produce is included in the commander's color identity.'"""
    assert land_type_colors(get_card("Tropical Island")) == frozenset("GU")
    assert land_type_colors(get_card("Dryad Arbor")) == frozenset("G")
    assert "903.5c" in _problems(_deck(["Krenko, Mob Boss"], [(1, "Tropical Island"), (98, "Mountain")]))[0]


def test_903_3_the_commander_is_a_legendary_creature_card() -> None:
    """903.3: 'Each deck has a legendary card designated as its commander. That card must be either (a) a
    creature card, (b) a Vehicle card, or (c) a Spacecraft card ...'; 903.3a: a card that says it can be
    your commander."""
    assert _problems(_deck(["Goblin Guide"], [(99, "Mountain")])) == [
        "Goblin Guide can't be a commander: not a legendary creature, Vehicle or Spacecraft card (903.3)"]
    check_deck(_deck(["Daretti, Scrap Savant"], [(99, "Mountain")]), "commander")  # 'can be your commander'
    assert "903.3" in _problems(_deck(["Teferi, Time Raveler"], [(99, "Island")]))[0]


def test_903_3_a_list_without_a_commander_is_refused() -> None:
    assert _problems(DeckList(((100, "Mountain"),))) == [
        "no commander: name it under a 'Commander' header (903.3)"]


def test_702_124h_two_commanders_with_partner_share_a_color_identity() -> None:
    """702.124h: 'You may designate two legendary cards as your commander rather than one if each of them has
    partner.' 702.124c: the color identity is the combined color identities of the two."""
    deck = _deck(["Thrasios, Triton Hero", "Tymna the Weaver"], [(49, "Island"), (49, "Plains")])
    check_deck(deck, "commander")
    assert "903.5c" in _problems(_deck(["Thrasios, Triton Hero", "Tymna the Weaver"],
                                       [(1, "Lightning Bolt"), (97, "Island")]))[0]


def test_702_124j_partner_with_names_the_other_commander() -> None:
    """702.124j: 'partner with [name]' allows two commanders 'if each has a "partner with [name]" ability with
    the other's name'; 702.124f: 'Different partner abilities are distinct from one another and cannot be
    combined.'"""
    check_deck(_deck(["Pir, Imaginative Rascal", "Toothy, Imaginary Friend"], [(98, "Forest")]), "commander")
    assert partners(get_card("Pir, Imaginative Rascal"), get_card("Toothy, Imaginary Friend"))
    problems = _problems(_deck(["Pir, Imaginative Rascal", "Kraum, Ludevic's Opus"], [(98, "Forest")]))
    assert problems[0] == ("Pir, Imaginative Rascal and Kraum, Ludevic's Opus can't both be commanders: no partner "
                           "ability allows the pair (702.124a, 702.124f)")
    assert "Krenko, Mob Boss and Goblin Rabblemaster" not in problems


def test_702_124_two_commanders_without_partner_are_refused() -> None:
    problems = _problems(_deck(["Krenko, Mob Boss", "Daretti, Scrap Savant"], [(98, "Mountain")]))
    assert problems == ["Krenko, Mob Boss and Daretti, Scrap Savant can't both be commanders: no partner ability "
                        "allows the pair (702.124a, 702.124f)"]


def test_903_5e_commander_games_use_no_sideboard() -> None:
    """903.5e: 'Commander games do not use sideboards.'"""
    problems = _problems(_deck(["Krenko, Mob Boss"], [(99, "Mountain")], [(1, "Shock")]))
    assert problems == ["a sideboard of 1 cards; Commander games use none (903.5e)"]


def test_mtgo_lists_name_the_commander_as_the_sideboard() -> None:
    """MTGO writes a Commander list as its 99 cards, then the commander alone after a blank line."""
    deck = parse_deck("99 Mountain\n\n1 Krenko, Mob Boss\n")
    assert deck.sideboard == ((1, "Krenko, Mob Boss"),)
    check_deck(deck, "commander")
    arena = parse_deck("Commander\n1 Krenko, Mob Boss\n\nDeck\n99 Mountain\n")
    check_deck(arena, "commander")


def test_903_12_brawl_sixty_cards_and_a_planeswalker_may_lead() -> None:
    """903.12c: in Brawl the commander may be a planeswalker card; 903.12d: 'A player's deck must contain
    exactly 60 cards, including its commander.'"""
    check_deck(_deck(["Teferi, Time Raveler"], [(30, "Island"), (29, "Plains")]), "brawl")
    assert "exactly 60 (903.12d)" in _problems(_deck(["Teferi, Time Raveler"], [(99, "Island")]), "brawl")[0]


def test_903_12e_a_colorless_brawl_commander_allows_one_basic_land_type() -> None:
    """903.12e: 'If a player's commander has no colors in its color identity, that player's deck may contain
    any number of basic lands of one basic land type of their choice.'"""
    check_deck(_deck(["Kozilek, Butcher of Truth"], [(59, "Forest")]), "brawl")
    check_deck(_deck(["Kozilek, Butcher of Truth"], [(59, "Wastes")]), "brawl")
    problems = _problems(_deck(["Kozilek, Butcher of Truth"], [(30, "Forest"), (29, "Island")]), "brawl")
    assert problems == ["basic lands of 2 basic land types (Forest, Island); a colorless commander allows basic "
                        "lands of one type (903.12e)"]
    # not in Commander itself: a Forest's identity is green (903.4)
    assert "903.5c" in _problems(_deck(["Kozilek, Butcher of Truth"], [(99, "Forest")]))[0]


def test_every_problem_is_named_together() -> None:
    problems = _problems(_deck(["Krenko, Mob Boss"], [(2, "Shock"), (1, "Counterspell"), (90, "Mountain")]))
    assert [p[-8:] for p in problems] == ["(903.5a)", "(903.5b)", "(903.5c)"]


def test_the_deck_command_checks_a_commander_list(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    good = tmp_path / "krenko.txt"
    good.write_text("Commander\n1 Krenko, Mob Boss\n\nDeck\n99 Mountain\n")
    bad = tmp_path / "bad.txt"
    bad.write_text("Commander\n1 Krenko, Mob Boss\n\nDeck\n98 Mountain\n1 Counterspell\n")
    assert main(["deck", str(good), "--format", "commander"]) == 0
    assert "is a legal commander deck: 100 cards led by Krenko, Mob Boss" in capsys.readouterr().out
    assert main(["deck", str(bad), "--format", "commander"]) == 1
    assert "outside the commander's (R) (903.5c)" in capsys.readouterr().err


# --- a Commander game from deck lists (903.6) ------------------------------------------------------------------


def _krenko_list() -> DeckList:
    return parse_deck("Commander\n1 Krenko, Mob Boss\n\nDeck\n1 Command Tower\n98 Mountain\n")


def _isamaru_mtgo() -> DeckList:
    """MTGO's convention: the commander alone in the sideboard."""
    return parse_deck("1 Command Tower\n98 Plains\n\n1 Isamaru, Hound of Konda\n")


def test_903_6_game_decks_split_the_commanders_from_the_libraries() -> None:
    parts = game_decks((_krenko_list(), _isamaru_mtgo()))
    assert parts.variant == "commander"
    assert parts.commanders == (("Krenko, Mob Boss",), ("Isamaru, Hound of Konda",))
    assert [len(d) for d in parts.decks] == [99, 99] and "Krenko, Mob Boss" not in parts.decks[0]
    assert parts.sideboards == ((), ())  # 903.5e: no sideboards (MTGO's was the commander)
    game = Game.new(parts.decks, seed=1, **parts.game_args())
    assert len(game.state.zones["command"]) == 2 and game.state.players[0].life == 40


def test_game_decks_without_commanders_is_an_ordinary_game() -> None:
    deck = parse_deck("60 Mountain\n")
    parts = game_decks((deck, deck))
    assert parts.commanders == () and parts.variant == "" and parts.game_args() == {"sideboards": [[], []]}


def test_game_decks_checks_the_commander_rules() -> None:
    bad = parse_deck("Commander\n1 Krenko, Mob Boss\n\nDeck\n1 Counterspell\n98 Mountain\n")
    with pytest.raises(DeckError, match="903.5c"):
        game_decks((bad, _isamaru_mtgo()))


def test_cli_game_plays_a_commander_game(tmp_path, capsys) -> None:
    a, b = tmp_path / "krenko.txt", tmp_path / "isamaru.txt"
    a.write_text(_krenko_list().to_text())
    b.write_text("Commander\n1 Isamaru, Hound of Konda\n\nDeck\n1 Command Tower\n98 Plains\n")
    record = tmp_path / "game.json"
    assert main(["game", "--deck-a", str(a), "--deck-b", str(b), "--agent-a", "random", "--agent-b", "random",
                 "-s", "5", "-q", "--save", str(record)]) == 0
    assert "Result:" in capsys.readouterr().out
    assert main(["replay", str(record)]) == 0
    assert "the record matches the engine" in capsys.readouterr().out
    text = record.read_text()
    assert '"commanders"' in text and '"variant": "commander"' in text
