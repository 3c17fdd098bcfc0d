"""Cyclonic Rift: "Return target nonland permanent you don't control to its owner's hand. / Overload {6}{U}
(You may cast this spell for its overload cost. If you do, change its text by replacing all instances of
"target" with "each.")" (702.96a-b)"""

from __future__ import annotations

from support import basics, battlefield_names, board, names, pass_both, use_compiled

use_compiled("Cyclonic Rift")


def test_ruling_overloaded_it_doesnt_target_so_hexproof_doesnt_stop_it() -> None:
    """Ruling (2020-08-07): "Because a spell with overload doesn't target when its overload cost is paid, it may
    affect permanents with hexproof or with protection from the appropriate color." A hexproof creature and a
    land: the creature returns, the land (not nonland) stays."""
    game = board({"hand": ["Cyclonic Rift"], "battlefield": basics(Island=7)},
                 {"battlefield": ["Gladecover Scout", "Forest"]})
    game.apply(f"cast {game.find('Cyclonic Rift', zone='hand')}")
    game.apply("alternative overload")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    assert names(game, "hand", 1) == ["Gladecover Scout"] and battlefield_names(game, 1) == ["Forest"]


def test_ruling_unoverloaded_it_has_a_single_target() -> None:
    """Ruling (2020-08-07): "If you don't pay the overload cost of Cyclonic Rift, that spell will have a single
    target." The hexproof creature can't be that target; with it as the only nonland permanent, the Rift can be
    cast only overloaded (601.2c)."""
    game = board({"hand": ["Cyclonic Rift"], "battlefield": basics(Island=7)},
                 {"battlefield": ["Gladecover Scout", "Grizzly Bears"]})
    game.apply(f"cast {game.find('Cyclonic Rift', zone='hand')}")
    game.apply("alternative none")
    assert game.pending.kind == "target" and game.pending.options == (game.find("Grizzly Bears"),)
    game.apply("cancel")
    alone = board({"hand": ["Cyclonic Rift"], "battlefield": basics(Island=7)}, {"battlefield": ["Gladecover Scout"]})
    alone.apply(f"cast {alone.find('Cyclonic Rift', zone='hand')}")
    assert "alternative none" not in [str(a) for a in alone.legal_actions()]
