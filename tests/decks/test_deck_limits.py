"""Issue 18, item 5: the engine's size limits (100.2a sets a minimum deck size and no maximum, so these are
the engine's own bounds, with clear errors) and building a game in time linear in deck size."""

from __future__ import annotations

import time

import pytest

from lithoform import Game
from lithoform.play.decks import DeckError, check_deck, load_deck, parse_deck
from lithoform.rules.setup import MAX_COUNT, MAX_DECK, SetupError


def test_a_deck_of_99999999999999999999_mountains_is_an_error_not_a_legal_deck() -> None:
    with pytest.raises(DeckError) as e:
        parse_deck("99999999999999999999 Mountain")
    assert "99999999999999999999" in str(e.value) and f"at most {MAX_DECK}" in str(e.value)


def test_a_main_deck_over_the_limit_in_several_lines_is_an_error() -> None:
    with pytest.raises(DeckError, match=f"the main deck has 18000 cards; the engine takes at most {MAX_DECK}"):
        parse_deck("9000 Mountain\n9000 Forest")


def test_a_count_in_non_ascii_digits_is_not_a_card_line() -> None:
    with pytest.raises(DeckError, match="not a card line"):
        parse_deck("٦٠ Mountain")


def test_100_2a_no_maximum_below_the_engine_limit() -> None:
    """100.2a: a constructed deck has at least sixty cards and no maximum deck size."""
    check_deck(parse_deck(f"{MAX_DECK} Mountain"))


def test_game_new_refuses_an_oversized_or_malformed_deck_before_building_anything() -> None:
    with pytest.raises(SetupError, match="at most"):
        Game.new([["Mountain"] * (MAX_DECK + 1), ["Forest"] * 60])
    with pytest.raises(SetupError, match="list of card names"):
        Game.new(["Mountain", ["Forest"] * 60])  # type: ignore[list-item]
    with pytest.raises(SetupError, match="must be a string"):
        Game.new([["Mountain", None], ["Forest"] * 60])  # type: ignore[list-item]
    with pytest.raises(SetupError, match="No Such Card"):
        Game.new([["No Such Card"] * 60, ["Forest"] * 60])


@pytest.mark.parametrize(("entry", "message"), [
    ({"card": "Forest", "count": 100_000_000}, f"count: 100000000 is out of range (1 to {MAX_COUNT})"),
    ({"card": "Forest", "count": "lots"}, "expected a whole number"),
    ({"card": "Grizzly Bears", "damage": 10 ** 30}, "damage"),
    ({"card": "Grizzly Bears", "counters": {"+1/+1": -4}}, "counters.+1/+1"),
])
def test_a_board_entry_out_of_bounds_is_a_setup_error(entry, message) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SetupError) as e:
        Game.from_board({"P1": {"battlefield": [entry]}})
    assert message in str(e.value)


def test_building_a_game_is_linear_in_deck_size() -> None:
    """Five times the cards take about five times as long, not 25 times (it was quadratic: one tuple copy
    per card put into the library; measured 2,500 -> 10,000 cards: 0.049 -> 0.736 s before, 0.024 ->
    0.088 s after). Below ~2,000 cards the per-card cost is lower still (CPU caches), so start there."""

    def build(n: int) -> float:
        best = float("inf")
        for _ in range(5):
            started = time.process_time()
            Game.new([["Mountain"] * n, ["Forest"] * n], seed=1)
            best = min(best, time.process_time() - started)
        return best

    build(100)  # warm the card definitions
    small, large = build(2000), build(10_000)
    assert large < small * 12, (small, large)


def test_a_binary_or_oversized_deck_file_is_a_deck_error(tmp_path) -> None:
    binary = tmp_path / "binary.txt"
    binary.write_bytes(bytes(range(128, 256)) * 8)
    with pytest.raises(DeckError, match="can't read the deck file"):
        load_deck(binary)
    big = tmp_path / "big.txt"
    big.write_text("4 Mountain\n" * 200_000)
    with pytest.raises(DeckError, match="a deck file has at most"):
        load_deck(big)


def test_a_board_of_more_objects_than_the_limit_is_a_setup_error() -> None:
    entries = [{"card": "Forest", "count": MAX_COUNT}] * (MAX_DECK // MAX_COUNT + 1)
    with pytest.raises(SetupError, match=f"more than {MAX_DECK} objects"):
        Game.from_board({"P1": {"library": entries}})
