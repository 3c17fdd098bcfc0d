"""Map the Wastes: "Search your library for a basic land card, put it onto the battlefield tapped, then
shuffle. Bolster 1." (701.39a)"""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

use_compiled("Map the Wastes")


def test_ruling_bolster_doesnt_target() -> None:
    """Ruling (2014-11-24): "Bolster itself doesn't target any creature ... you could put counters on a
    creature with protection from white." A creature with shroud (it can't be the target of anything) gets
    the counter."""
    game = board({"hand": ["Map the Wastes"], "battlefield": [*basics(Forest=3), "Blastoderm", "Hill Giant"],
                  "library": ["Forest", "Island"]})
    derm = game.find("Blastoderm")  # 5/5 shroud; Hill Giant 3/3 has less toughness
    giant = game.find("Hill Giant")
    cast(game, "Map the Wastes")
    pass_both(game)
    while game.pending.kind != "priority":
        game.apply(f"choose {game.pending.options[0]}")
    assert pt(game, giant) == (4, 4) and pt(game, derm)[0] == 5


def test_ruling_chosen_as_it_resolves() -> None:
    """Ruling (2014-11-24): "You determine which creature to put counters on as the spell or ability that
    instructs you to bolster resolves." The land it puts onto the battlefield first doesn't matter; a
    creature that left before then isn't there to choose."""
    game = board({"hand": ["Map the Wastes", "Shock"], "battlefield": [*basics(Forest=3, Mountain=1),
                                                                       "Memnite", "Hill Giant"],
                  "library": ["Forest"]})
    cast(game, "Map the Wastes")
    cast(game, "Shock", game.find("Memnite"))  # in response: the Memnite (1/1) dies first
    while game.state.stack or game.pending.kind != "priority":
        p = game.pending
        game.apply("pass" if p.kind == "priority" else f"choose {p.options[0]}")
    assert pt(game, game.find("Hill Giant")) == (4, 4)
