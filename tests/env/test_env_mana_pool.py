"""The players' mana pools in the observation and its vector (106.1, 106.4: mana in a pool is public)."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")

from lithoform import Game  # noqa: E402
from lithoform.play.env.encoding import _HEAD_SIZE, _PLAYER_SIZE, PLAYER_FEATURES, Encoder  # noqa: E402
from lithoform.play.observation import observe  # noqa: E402


def test_106_1_mana_made_shows_in_both_players_views_as_its_type_and_in_the_pool_features() -> None:
    """106.1, 106.4: a Forest tapped for mana puts {G} into its controller's pool; both players see one G
    there (the view holds each mana's type) and each one's vector counts it (pool:G, scaled as counts are)."""
    game = Game.from_board({"active": "P1", "step": "main1", "P1": {"battlefield": ["Forest"]}})
    encoders = [Encoder(0), Encoder(1)]
    for e in encoders:
        e.encode(game)  # (then incrementally, as the environments do)
    tap = next(a for a in game.legal_actions() if a.kind == "activate")
    game.apply(tap)
    assert observe(game, 0).players[0].pool == ("G",)
    assert observe(game, 1).players[0].pool == ("G",)
    at = PLAYER_FEATURES.index("pool:G")
    for viewer, e in enumerate(encoders):
        vec, _mask, _actions = e.encode(game)
        slot = 0 if viewer == 0 else 1  # (the viewer's own features first)
        pool = vec[_HEAD_SIZE + slot * _PLAYER_SIZE:_HEAD_SIZE + (slot + 1) * _PLAYER_SIZE]
        assert pool[at] == pytest.approx(1 / 20)
        assert sum(pool[PLAYER_FEATURES.index(f"pool:{c}")] for c in "WUBRC") == 0
