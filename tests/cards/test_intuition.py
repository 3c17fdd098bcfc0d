"""Intuition, compiled from its Oracle text, and its ruling in games.

Oracle text: Search your library for three cards and reveal them. Target opponent chooses one. Put that card
into your hand and the rest into your graveyard. Then shuffle."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled

use_compiled("Intuition")


def test_ruling_the_target_opponent_chooses_the_card_for_the_hand() -> None:
    """Ruling: "Targets an opponent. You choose an opponent during announcement." The searcher finds three
    cards, reveals them (701.20a); the opponent picks the one for the hand, the rest go to the graveyard, and
    the library is shuffled (701.24a)."""
    game = board({"hand": ["Intuition"], "battlefield": [{"card": "Island", "count": 3}],
                  "library": ["Forest", "Shock", "Serra Angel", "Grizzly Bears", "Swamp"]})
    cast(game, game.find("Intuition"), "P2")
    pass_both(game)
    assert game.pending.player == 0 and (game.pending.min, game.pending.max) == (3, 3)
    by_name = {game.state.objects[o].card: o for o in game.pending.options}
    game.apply(f"choose {by_name['Shock']} {by_name['Serra Angel']} {by_name['Grizzly Bears']}")
    assert game.pending.player == 1  # the opponent chooses
    angel = next(o for o, label in zip(game.pending.options, game.pending.labels, strict=True) if label == "Serra Angel")
    game.apply(f"choose {angel}")
    assert [game.state.objects[o].card for o in game.zone("hand", 0)] == ["Serra Angel"]
    assert sorted(game.state.objects[o].card for o in game.zone("graveyard", 0)) == \
        ["Grizzly Bears", "Intuition", "Shock"]
    assert any(e.kind == "shuffle" for e in game.state.events())
