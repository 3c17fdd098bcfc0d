"""CR 702.63a: "'Vanishing N' means 'This permanent enters with N time counters on it,' 'At the beginning of
your upkeep, if this permanent has a time counter on it, remove a time counter from it,' and 'When the last
time counter is removed from this permanent, sacrifice it.'" Played with Calciderm (a 5/5 with shroud and
vanishing 4)."""

from __future__ import annotations

from support import basics, board, cast, events, names, pass_both, pass_until, use_compiled

use_compiled("Calciderm")

DERM = "Calciderm"


def test_702_63a_it_enters_with_n_time_counters() -> None:
    game = board({"hand": [DERM], "battlefield": basics(Plains=4)})
    cast(game, DERM)
    pass_both(game)
    assert game.state.objects[game.find(DERM)].counter("time") == 4


def test_702_63a_each_upkeep_a_time_counter_is_removed() -> None:
    game = board({"battlefield": [{"card": DERM, "counters": {"time": 3}}]}, step="untap")
    pass_until(game, "upkeep")
    pass_both(game)
    assert game.state.objects[game.find(DERM)].counter("time") == 2
    assert not game.state.stack  # not the last one: nothing more triggers


def test_702_63a_when_the_last_is_removed_it_is_sacrificed() -> None:
    game = board({"battlefield": [{"card": DERM, "counters": {"time": 1}}]}, step="untap")
    pass_until(game, "upkeep")
    pass_both(game)  # the upkeep trigger removes the last counter
    assert game.state.stack  # the sacrifice trigger
    pass_both(game)
    assert names(game, "graveyard") == [DERM]
    assert events(game, "sacrifice") or DERM not in names(game, "battlefield")


def test_702_63a_with_no_time_counter_the_upkeep_ability_doesnt_trigger() -> None:
    """603.4: the intervening 'if': no time counter, no trigger, and it stays (unlike fading, 702.32a)."""
    game = board({"battlefield": [{"card": DERM, "counters": {"time": 0}}]}, step="untap")
    pass_until(game, "upkeep")
    assert not game.state.stack
    pass_until(game, "draw")
    assert DERM in names(game, "battlefield")


def test_702_63a_only_in_its_controllers_upkeep() -> None:
    game = board({}, {"battlefield": [{"card": DERM, "counters": {"time": 2}}]}, step="untap")
    pass_until(game, "upkeep")
    assert not game.state.stack
