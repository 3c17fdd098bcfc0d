"""Broken Ambitions: "Counter target spell unless its controller pays {X}. Clash with an opponent. If you win,
that spell's controller mills four cards." (701.30)"""

from __future__ import annotations

from support import basics, board, cast, names, use_compiled

use_compiled("Broken Ambitions")


def test_ruling_the_clash_happens_whether_or_not_the_spell_was_countered() -> None:
    """Ruling (2007-10-01): "The clash (and the result of the clash if you win) happens regardless of
    whether the targeted spell was countered or {X} was paid." P1 pays the {X} (the Bears aren't countered);
    P2 clashes all the same, wins, and P1 mills four cards."""
    library = ["Island"] * 6
    game = board({"hand": ["Grizzly Bears"], "battlefield": basics(Forest=4), "library": library},
                 {"hand": ["Broken Ambitions"], "battlefield": basics(Island=3), "library": ["Hill Giant"] * 3})
    cast(game, "Grizzly Bears")
    game.apply("pass")  # P2 gets priority
    bears = game.state.stack[-1]
    cast(game, "Broken Ambitions", bears, x=2)
    game.apply("pass")
    game.apply("pass")  # Broken Ambitions resolves
    assert game.pending.kind == "may" and game.pending.player == 0  # pay {X}?
    game.apply("yes")
    game.apply("no")  # P1 keeps the Island on top
    game.apply("no")  # P2 keeps the Hill Giant on top
    assert game.state.stack == (bears,)  # not countered
    assert len(names(game, "graveyard", 0)) == 4  # milled four lands
    assert [e.args["result"] for e in game.state.events() if e.kind == "clash"] == ["wins"]
