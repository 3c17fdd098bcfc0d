"""'When ~ is put into your graveyard from your library' (603.2, 603.6: the card's own ability, from the graveyard;
mechanics/library_look, rules/triggers/matching.py): Narcomoeba ('you may put it onto the battlefield') and
Creeping Chill ('you may exile it. If you do, ~ deals 3 damage to each opponent and you gain 3 life.'). A card
put into the graveyard from elsewhere (discarded) doesn't trigger it."""

from __future__ import annotations

from support import board, cast, names, order_if_asked, pass_both, use_compiled

from lithoform import Game

use_compiled("Narcomoeba", "Creeping Chill")


def _resolve_saying_yes(game: Game) -> None:
    order_if_asked(game)
    for _ in range(6):
        if game.pending.kind == "may":
            game.apply("yes")
        elif game.state.stack:
            pass_both(game)
        else:
            return


def test_milled_narcomoeba_and_creeping_chill_trigger() -> None:
    game = board({"battlefield": ["Island"], "hand": ["Thought Scour"],
                  "library": ["Narcomoeba", "Creeping Chill", "Island"]})
    cast(game, "Thought Scour", "P1")  # 'Target player mills two cards. Draw a card.'
    pass_both(game)
    _resolve_saying_yes(game)
    assert "Narcomoeba" in names(game, "battlefield")
    assert "Creeping Chill" in names(game, "exile")
    assert game.state.players[1].life == 17 and game.state.players[0].life == 23


def test_a_discarded_narcomoeba_doesnt_trigger() -> None:
    """From the hand, not the library: no trigger."""
    game = board({"battlefield": [{"card": "Mountain", "count": 2}], "hand": ["Faithless Looting", "Narcomoeba"],
                  "library": ["Island", "Island"]})
    cast(game, "Faithless Looting")  # 'Draw two cards, then discard two cards.'
    pass_both(game)
    while game.pending.kind in ("choose", "discard"):
        narco = game.find("Narcomoeba", zone="hand")
        game.apply(f"choose {narco}" if f"choose {narco}" in [str(a) for a in game.legal_actions()]
                   else [str(a) for a in game.legal_actions()][0])
    assert "Narcomoeba" in names(game, "graveyard")
    assert not game.state.stack and game.pending.kind != "may"
