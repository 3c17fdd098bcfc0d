"""400.2: hands and libraries are hidden zones. A look at another player's hand (Gitaxian Probe: 'Look at
target player's hand. Draw a card.') shows the cards to the player who looks, and to no one else: the other
player's log says only that the look happened. A look at the top of a library (Ponder) shows the cards in the
looking player's decision, and the other player's view of that decision lists no options."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled

from lithoform.play.observation import observe, visible_log

use_compiled("Gitaxian Probe", "Ponder")


def test_400_2_a_look_at_a_hand_is_named_to_the_looker_only() -> None:
    game = board({"hand": ["Gitaxian Probe"], "battlefield": ["Island"]}, {"hand": ["Serra Angel", "Shock"]})
    cast(game, game.find("Gitaxian Probe"), "P2")
    pass_both(game)
    mine = "\n".join(visible_log(game.state, 0))
    theirs = "\n".join(visible_log(game.state, 1))
    assert "Serra Angel" in mine and "Shock" in mine
    assert "looks at P2's hand" in theirs and "Serra Angel" not in theirs


def test_400_2_the_top_cards_looked_at_are_offered_to_the_looker_only() -> None:
    game = board({"hand": ["Ponder"], "battlefield": ["Island"], "library": ["Serra Angel", "Shock", "Forest"]})
    cast(game, game.find("Ponder"))
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 0
    assert len(observe(game, 0).pending.options) == 3
    assert observe(game, 1).pending.options == ()
    assert "Serra Angel" not in str(observe(game, 1))
