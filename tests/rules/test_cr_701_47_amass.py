"""CR 701.47a: to amass [subtype] N means "If you don't control an Army creature, create a 0/0 black
[subtype] Army creature token. Choose an Army creature you control. Put N +1/+1 counters on that creature. If
it isn't a [subtype], it becomes a [subtype] in addition to its other types." 701.47d: the older 'amass N' reads
'amass Zombies N'. Played with Lazotep Reaver ("When Lazotep Reaver enters the battlefield, amass 1.")."""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Lazotep Reaver", "Avian Changeling")

REAVER = "Lazotep Reaver"


def _enter(game) -> None:  # type: ignore[no-untyped-def]
    cast(game, REAVER)
    pass_both(game)  # the Reaver resolves
    pass_both(game)  # its enters trigger resolves


def test_701_47a_without_an_army_a_0_0_black_zombie_army_token_is_created_first() -> None:
    game = board({"hand": [REAVER], "battlefield": basics(Swamp=2)})
    _enter(game)
    army = game.find("Zombie Army")
    c = chars(game.state, army)
    assert set(c.subtypes) == {"Zombie", "Army"} and set(c.colors) == {"B"}
    assert game.state.objects[army].token
    assert pt(game, army) == (1, 1)


def test_701_47a_an_army_you_control_gets_the_counters_and_no_token_is_created() -> None:
    second = board({"hand": [REAVER, REAVER], "battlefield": basics(Swamp=4)})  # amass twice
    _enter(second)
    _enter(second)
    armies = [o for o in second.state.zones["battlefield"] if "Army" in chars(second.state, o).subtypes]
    assert len(armies) == 1
    assert pt(second, armies[0]) == (2, 2)


def test_701_47a_an_army_you_control_needs_no_token() -> None:
    """A changeling is every creature type (702.73a), so it is an Army: it gets the counter, and no token
    is created."""
    game = board({"hand": [REAVER], "battlefield": [*basics(Swamp=2), "Avian Changeling"]})
    _enter(game)
    outcast = game.find("Avian Changeling")
    assert pt(game, outcast) == (3, 3)  # the 2/2 changeling got the counter
    assert not [o for o in game.state.zones["battlefield"] if game.state.objects[o].token]
