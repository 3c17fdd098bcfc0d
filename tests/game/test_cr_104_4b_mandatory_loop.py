"""104.4b: 'If a game ... somehow enters a "loop" of mandatory actions, repeating a sequence of events with
no way to stop, the game is a draw. Loops that contain an optional action don't result in a draw.'"""

from __future__ import annotations

from lithoform import Game
from lithoform.cards.tree import (
    CardDef,
    CardFace,
    ExileLinked,
    ReturnLinked,
    Sequence,
    This,
    Trigger,
    TriggeredAbility,
)
from lithoform.catalog.registry import register

BLINKER = "Test Restless Blinker"
register(CardDef(BLINKER, (CardFace(BLINKER, ("Creature",), "{1}", power=1, toughness=1, abilities=(
    TriggeredAbility(Trigger("enters", this=True),
                     Sequence((ExileLinked(This()), ReturnLinked(to="battlefield"))),
                     text="When this creature enters, exile it, then return it to the battlefield."),)),)))


def _blinker_cast() -> Game:
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Mountain"], "hand": [BLINKER]}, "P2": {}})
    game.apply(f"cast {game.find(BLINKER)}")
    game.apply("autopay")
    return game


def test_a_loop_no_player_can_stop_is_a_draw() -> None:
    """The Blinker's trigger makes a new Blinker enter, whose trigger does the same; neither player can do
    anything but pass: the position repeats, and the game is a draw."""
    game = _blinker_cast()
    for _ in range(200):
        if game.is_over:
            break
        game.apply("pass")
    assert game.is_over and game.winner is None
    assert any("[104.4b, 732.4]" in line for line in game.log())
    assert game.log()[-1] == "the game is over: a draw [104.4b]"


def test_a_loop_with_an_optional_action_is_not_a_draw() -> None:
    """The same loop while P1 could cast Shock (two Mountains untapped): passing is a choice, so the loop
    contains an optional action and goes on."""
    game = Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Mountain", "Mountain", "Mountain"],
                                   "hand": [BLINKER, "Shock"]}, "P2": {}})
    game.apply(f"cast {game.find(BLINKER)}")
    game.apply("autopay")
    for _ in range(60):
        game.apply("pass")
    assert not game.is_over
