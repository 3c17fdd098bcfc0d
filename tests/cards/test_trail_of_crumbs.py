"""Trail of Crumbs: "Whenever you sacrifice a Food, you may pay {1}. If you do, look at the top two cards of your
library. You may reveal a permanent card from among them and put it into your hand. Put the rest on the bottom of
your library in any order." (608.2d: a cost paid as the ability resolves; 401.4, 701.20a.)"""

from __future__ import annotations

from support import cast, names, resolve_stack, tokens, use_compiled, zone_names

from lithoform import Game

use_compiled("Trail of Crumbs")


def _eat_food(game) -> None:
    """Casts Trail of Crumbs (its Food enters), then activates the Food ({2}, {T}, sacrifice): the trigger."""
    cast(game, "Trail of Crumbs")
    resolve_stack(game)
    game.apply(f"activate {tokens(game, 0)[0]} 1")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")  # the trigger (above the Food's ability) resolves


def _game() -> Game:
    """P1's library, top first: Grizzly Bears, Lightning Bolt, Forest."""
    return Game.from_board({"active": "P1", "turn": 3, "step": "main1", "P2": {},
                            "P1": {"hand": ["Trail of Crumbs"], "battlefield": [{"card": "Forest", "count": 5}],
                                   "library": ["Grizzly Bears", "Lightning Bolt", "Forest"]}})


def test_ruling_a_permanent_card_may_be_put_into_the_hand_and_the_rest_go_to_the_bottom() -> None:
    """Ruling: "A permanent card is an artifact, creature, enchantment, land, or planeswalker card." Paying {1}:
    of Grizzly Bears and Lightning Bolt, only the Bears may be taken; the Bolt goes to the bottom."""
    game = _game()
    _eat_food(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    options = [str(a) for a in game.legal_actions() if str(a).startswith("choose")]
    assert options == ["choose", "choose 1"]  # none, or the Bears (the Bolt isn't a permanent card)
    game.apply("choose 1")
    resolve_stack(game)
    assert "Grizzly Bears" in names(game, "hand", 0)
    assert zone_names(game, "library", 0) == ["Forest", "Lightning Bolt"]  # top first: the Bolt at the bottom


def test_not_paying_looks_at_nothing() -> None:
    game = _game()
    _eat_food(game)
    game.apply("no")
    resolve_stack(game)
    assert zone_names(game, "library", 0) == ["Grizzly Bears", "Lightning Bolt", "Forest"]  # untouched
    assert game.state.players[0].life == 23  # the Food's own ability still resolves
