"""Rising Miasma: "All creatures get -2/-2 until end of turn. / Awaken 3—{5}{B}{B} (If you cast this spell for
{5}{B}{B}, also put three +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature
with haste. It's still a land.)" (702.113a)"""

from __future__ import annotations

from support import basics, board, counters, names, pass_both, pt, use_compiled

use_compiled("Rising Miasma")


def test_ruling_the_creatures_shrink_before_the_land_becomes_one() -> None:
    """Ruling (2015-08-25): "If you cast Rising Miasma for its awaken cost, creatures will get -2/-2 before the
    land you targeted is turned into a creature. Unless it was already a land creature before Rising Miasma
    started resolving, it won't get -2/-2." The awakened Swamp is a 3/3; the Bears die."""
    game = board({"hand": ["Rising Miasma"], "battlefield": [*basics(Swamp=7), "Grizzly Bears"]})
    game.apply(f"cast {game.find('Rising Miasma', zone='hand')}")
    game.apply("alternative awaken")
    swamp = game.state.zones["battlefield"][0]
    game.apply(f"target {swamp}")
    game.apply("autopay")
    pass_both(game)
    assert counters(game, swamp) == 3 and pt(game, swamp) == (3, 3)
    assert "Grizzly Bears" in names(game, "graveyard", 0)
