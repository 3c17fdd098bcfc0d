"""Commune with Lava, compiled from its Oracle text: 'Exile the top X cards of your library. Until the end of
your next turn, you may play those cards.' (406.2, 107.3, 601.3)"""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

use_compiled("Commune with Lava")


def test_exiles_the_top_x_cards_and_lets_you_play_them() -> None:
    """Ruling: 'The cards are exiled face up.' and 'Under normal circumstances, you can play a land card exiled
    with Commune with Lava only if you haven't played a land yet that turn.'"""
    game = board({"hand": ["Commune with Lava"], "battlefield": basics(Mountain=4),
                  "library": ["Forest", "Shock", "Island", "Swamp"]})
    cast(game, "Commune with Lava", x=2)
    pass_both(game)
    assert names(game, "exile") == ["Forest", "Shock"]
    assert names(game, "library")[:2] == ["Island", "Swamp"]
    forest = game.find("Forest", zone="exile")
    assert forest in [a.args[0] for a in game.legal_actions() if a.kind == "play"]
    game.apply(f"play {forest}")
    assert "Forest" in names(game, "battlefield")


def test_x_zero_exiles_nothing() -> None:
    game = board({"hand": ["Commune with Lava"], "battlefield": basics(Mountain=2), "library": ["Forest", "Shock"]})
    cast(game, "Commune with Lava", x=0)
    pass_both(game)
    assert names(game, "exile") == []
