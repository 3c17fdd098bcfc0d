"""CR 702.43a: "Modular N" means "This permanent enters with N +1/+1 counters on it" and "When this permanent
is put into a graveyard from the battlefield, you may put a +1/+1 counter on target artifact creature for each
+1/+1 counter on this permanent." Played with Arcbound Worker (a 0/0 with modular 1)."""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

use_compiled("Arcbound Worker")


def test_702_43a_enters_with_n_counters() -> None:
    game = board({"hand": ["Arcbound Worker"], "battlefield": basics(Plains=1)})
    cast(game, "Arcbound Worker")
    pass_both(game)
    assert game.state.objects[game.find("Arcbound Worker")].counter("+1/+1") == 1


def test_702_43a_only_an_artifact_creature_may_be_the_target() -> None:
    game = board({"hand": ["Shock"], "battlefield": [*basics(Mountain=1), "Arcbound Worker", "Ornithopter",
                                                    "Grizzly Bears"]})
    cast(game, "Shock", game.find("Arcbound Worker"))
    pass_both(game)
    assert game.pending.kind == "target"
    assert game.pending.options == (game.find("Ornithopter"),)
    game.apply(f"target {game.find('Ornithopter')}")
    while game.state.stack:
        game.apply("yes" if game.pending.kind == "may" else "pass")
    assert pt(game, game.find("Ornithopter")) == (1, 3)
