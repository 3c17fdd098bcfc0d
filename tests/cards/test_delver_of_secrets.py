"""Delver of Secrets, compiled from its Oracle text, and its ruling in games.

Oracle text: At the beginning of your upkeep, look at the top card of your library. You may reveal that card.
If an instant or sorcery card is revealed this way, transform Delver of Secrets."""

from __future__ import annotations

from support import board, pass_both, pass_until, use_compiled

use_compiled("Delver of Secrets")


def test_ruling_you_may_reveal_any_card_and_it_stays_on_top() -> None:
    """Ruling: "You may reveal the card even if it's not an instant or sorcery. Whether or not you reveal it,
    the card stays on top of your library.\""""
    game = board({"battlefield": ["Delver of Secrets"], "library": ["Forest", "Shock"]}, step="end", turn=2,
                 active="P2")
    pass_until(game, "upkeep", turn=3)
    pass_both(game)
    forest = game.pending.options[0]
    assert game.state.objects[forest].card == "Forest"
    game.apply(f"choose {forest}")
    assert any(e.kind == "reveal_cards" for e in game.state.events())
    assert game.state.zones["library:0"][0] == forest
    assert game.chars(game.find("Delver of Secrets")).name == "Delver of Secrets"
