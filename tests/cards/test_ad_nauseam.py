"""Ad Nauseam: "Reveal the top card of your library and put that card into your hand. You lose life equal to its
mana value. You may repeat this process any number of times." (608.2c: the process; 608.2d: the choice to begin
it again, made each time it ends; mechanics/repeat_process)"""

from __future__ import annotations

from support import board, cast, hand_size, life, pass_both, use_compiled

from lithoform import Game

use_compiled("Ad Nauseam")

AD = "Ad Nauseam"


def _resolving(library: list[str], life_total: int = 20) -> Game:
    game = board({"battlefield": [{"card": "Swamp", "count": 5}], "hand": [AD], "library": library,
                  "life": life_total})
    cast(game, AD)
    pass_both(game)  # Ad Nauseam resolves: the first card is revealed, then the offer to go on
    return game


def _hand(game: Game) -> list[str]:
    return sorted(game.state.objects[o].card for o in game.state.zones["hand:0"])


def test_ruling_you_decide_each_time_whether_to_continue() -> None:
    """Ruling (2020-08-07): "Each time you put the revealed card into your hand and lose the appropriate amount of
    life, you decide whether to continue by revealing another card. You don't decide in advance how many cards to
    put into your hand this way." Two more cards after the first, then stop: 2 + 3 + 0 life lost."""
    game = _resolving(["Hill Giant", "Grizzly Bears", "Forest", "Serra Angel"])
    for answer in ("yes", "yes", "no"):  # each offer comes after the card before it was taken
        assert game.pending.kind == "may"
        game.apply(answer)
    assert _hand(game) == ["Forest", "Grizzly Bears", "Hill Giant"] and life(game, 0) == 14
    assert [game.state.objects[o].card for o in game.state.zones["library:0"]] == ["Serra Angel"]
    assert [e for e in game.state.events() if e.kind == "repeat_process"]


def test_declining_at_once_takes_only_the_first_card() -> None:
    """The first card is always taken (the process is followed once); the 'may' only offers to begin again."""
    game = _resolving(["Serra Angel", "Hill Giant"])
    game.apply("no")
    assert _hand(game) == ["Serra Angel"] and life(game, 0) == 15 and hand_size(game, 0) == 1


def test_ruling_x_in_the_mana_cost_is_zero() -> None:
    """Ruling (2020-08-07): "If a card in a player's library has {X} in its mana cost, X is considered to be 0."
    (202.3e) Blaze ({X}{R}) costs 1 life."""
    game = _resolving(["Blaze", "Forest"])
    game.apply("no")
    assert _hand(game) == ["Blaze"] and life(game, 0) == 19


def test_ruling_continuing_below_zero_then_losing_when_you_stop() -> None:
    """Ruling (2020-08-07): "You may continue to reveal cards with Ad Nauseam even if your life total has been
    reduced to 0 or less. If you continue, you will continue to lose life, dropping your life total into negative
    numbers. As soon as you stop, you'll lose the game as a state-based action." (704.5a)"""
    game = _resolving(["Serra Angel", "Serra Angel", "Forest"], life_total=6)
    game.apply("yes")
    assert game.pending.kind == "may"  # at 1 life, then still offered at -4: no state-based action yet
    game.apply("no")
    assert life(game, 0) == -4 and game.pending.kind == "game_over"
