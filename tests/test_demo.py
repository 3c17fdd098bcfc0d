"""The scripted demo (`lithoform demo`) plays through and its log cites the rules it shows."""

from __future__ import annotations

from lithoform.interfaces.demo import play_demo


def test_demo_plays_a_turn_and_its_log_cites_the_rules() -> None:
    game = play_demo()
    log = "\n".join(game.log(verbose=True))
    for rule in ("601.2a", "601.2i", "701.6a", "605.3a", "603.7a", "704.5d", "514.2"):
        assert rule in log, rule
    assert game.state.turn == 4
