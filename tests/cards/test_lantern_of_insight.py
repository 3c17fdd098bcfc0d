"""Lantern of Insight (compiled from its Oracle text), played through the engine.

Oracle text: Players play with the top card of their libraries revealed. / {T}, Sacrifice Lantern of Insight:
Target player shuffles. (401.5: a top card revealed is seen by every player; 701.24a: shuffle.)"""

from __future__ import annotations

from support import activate, board, names, resolve_stack, use_compiled

from lithoform.mechanics.cast_permissions.rules import sees_library_top

use_compiled("Lantern of Insight")


def test_401_5_every_players_top_card_is_revealed_to_every_player() -> None:
    """Every player sees the top card of every library while Lantern is on the battlefield (its controller's and
    the opponent's alike); without it, nobody does."""
    game = board({"battlefield": ["Lantern of Insight"]})
    assert all(sees_library_top(game.state, viewer, player) for viewer in (0, 1) for player in (0, 1))
    plain = board({"battlefield": ["Island"]})
    assert not any(sees_library_top(plain.state, viewer, player) for viewer in (0, 1) for player in (0, 1))


def test_701_24a_target_player_shuffles() -> None:
    """'{T}, Sacrifice Lantern of Insight: Target player shuffles.' P2's library is shuffled; Lantern is gone."""
    game = board({"battlefield": ["Lantern of Insight"]}, {"library": ["Island", "Forest"] * 10})
    activate(game, "Lantern of Insight", 1, "P2")
    resolve_stack(game)
    assert "Lantern of Insight" in names(game, "graveyard")
    assert any(e.kind == "shuffle" and e.args.get("player") == 1 for e in game.state.events())
