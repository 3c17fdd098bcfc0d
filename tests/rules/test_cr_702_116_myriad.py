"""CR 702.116a: "Myriad" means "Whenever this creature attacks, for each opponent other than defending player,
you may create a token that's a copy of this creature that's tapped and attacking that player or a planeswalker
they control. If one or more tokens are created this way, exile the tokens at end of combat." Played with
Warchief Giant (a 5/3 with haste and myriad). In a two-player game the defending player is the only
opponent: no token is made."""

from __future__ import annotations

from support import attack, board, pass_both, to_attackers, tokens, use_compiled

use_compiled("Warchief Giant")

GIANT = "Warchief Giant"


def test_702_116a_it_triggers_and_makes_no_token_with_one_opponent() -> None:
    game = board({"battlefield": [GIANT]}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find(GIANT))
    assert game.state.stack  # the myriad trigger
    pass_both(game)
    assert not tokens(game)
    assert not game.state.delayed  # no token: nothing to exile at end of combat
