"""CR 702.32a: "Fading N" means "This permanent enters with N fade counters on it" and "At the beginning of
your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent." Played with
Blastoderm (a 5/5 with shroud and fading 3)."""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, pass_until, use_compiled

use_compiled("Blastoderm")

DERM = "Blastoderm"


def test_702_32a_it_enters_with_n_fade_counters() -> None:
    game = board({"hand": [DERM], "battlefield": basics(Forest=4)})
    cast(game, DERM)
    pass_both(game)
    assert game.state.objects[game.find(DERM)].counter("fade") == 3


def test_702_32a_each_upkeep_a_counter_is_removed() -> None:
    game = board({"battlefield": [{"card": DERM, "counters": {"fade": 2}}]}, step="untap")
    pass_until(game, "upkeep")
    pass_both(game)  # the fading trigger resolves
    assert game.state.objects[game.find(DERM)].counter("fade") == 1


def test_702_32a_with_none_to_remove_it_is_sacrificed() -> None:
    game = board({"battlefield": [{"card": DERM, "counters": {"fade": 0}}]}, step="untap")
    pass_until(game, "upkeep")
    pass_both(game)
    assert names(game, "graveyard") == [DERM]


def test_702_32a_only_in_its_controllers_upkeep() -> None:
    game = board({}, {"battlefield": [{"card": DERM, "counters": {"fade": 2}}]}, step="untap")
    pass_until(game, "upkeep")
    assert not game.state.stack
