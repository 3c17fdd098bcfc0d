"""608.2c, 608.2h: 'Destroy target artifact. Hoard-Smelter Dragon gets +X/+0 until end of turn, where X is that
artifact's mana value.': ~ was named since the target, but 'that artifact' is the most recent other object, the
target, read as it last existed once it has left."""

from __future__ import annotations

from support import activate, basics, board, cast, counters, names, pass_both, use_compiled

use_compiled("Hoard-Smelter Dragon", "Draining Whelk")


def test_608_2h_hoard_smelter_dragon_gets_the_destroyed_artifacts_mana_value() -> None:
    """A Millstone ({2}) destroyed: +2/+0."""
    game = board({"battlefield": [*basics(Mountain=4), "Hoard-Smelter Dragon"]}, {"battlefield": ["Millstone"]})
    dragon = game.find("Hoard-Smelter Dragon")
    activate(game, dragon, 1, game.find("Millstone"))
    pass_both(game)
    assert names(game, "graveyard", 1) == ["Millstone"]
    assert game.chars(dragon).power == 7


def test_608_2h_draining_whelk_gets_counters_equal_to_the_countered_spells_mana_value() -> None:
    """'counter target spell. Put X +1/+1 counters on Draining Whelk, where X is that spell's mana value.': a
    countered Hill Giant ({3}{R}) gives four counters."""
    game = board({"battlefield": [*basics(Island=6, Mountain=4)], "hand": ["Draining Whelk", "Hill Giant"]})
    cast(game, "Hill Giant")
    cast(game, "Draining Whelk")  # flash: on top of the Giant (117.3c: its caster receives priority again)
    pass_both(game)  # the Whelk resolves; its trigger is put on the stack, targeting the Giant
    if game.pending.kind == "target":
        game.apply(f"target {game.find('Hill Giant', zone='stack')}")
    pass_both(game)
    whelk = game.find("Draining Whelk")
    assert names(game, "graveyard") == ["Hill Giant"]
    assert counters(game, whelk) == 4
