"""Promise of Power: "Choose one — • You draw five cards and you lose 5 life. • Create an X/X black Demon
creature token with flying, where X is the number of cards in your hand. Entwine {4}" (702.42a, 700.2)"""

from __future__ import annotations

from support import basics, board, pass_both, pt, use_compiled

use_compiled("Promise of Power")

PROMISE = "Promise of Power"


def test_ruling_entwined_the_cards_drawn_count_toward_the_demon() -> None:
    """Ruling (2004-12-01): "If you pay the entwine cost, you draw five cards, then lose five life, then put
    the Demon token onto the battlefield. The five cards you draw count toward the Demon's power and
    toughness." One other card in hand plus five drawn: a 6/6 Demon."""
    game = board({"hand": [PROMISE, "Island"], "battlefield": basics(Swamp=9)})
    game.apply(f"cast {game.find(PROMISE)}")
    game.apply("mode 1 2")
    game.apply("autopay")
    pass_both(game)
    (demon,) = [o for o in game.state.battlefield if game.state.objects[o].token]
    assert pt(game, demon) == (6, 6)
    assert game.state.players[0].life == 15
