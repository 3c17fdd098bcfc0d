"""'Reveal a [quality] card from your hand' (701.20a; mechanics/hand_reveal) and searches for a card with the same
name as a named object (201.2, 701.23a; mechanics/same_name_search), on triggered abilities: Priest of the Wakening
Sun ('you may reveal a Dinosaur card from your hand. If you do, you gain 2 life.', 608.2c) and Remembrance (the
name of the creature that died, from its last known information, 608.2h)."""

from __future__ import annotations

from support import board, cast, life, use_compiled

from lithoform import Game

use_compiled("Priest of the Wakening Sun", "Remembrance", "Lightning Bolt")


def _upkeep(hand: list[str]) -> Game:
    game = board({"battlefield": ["Priest of the Wakening Sun"], "hand": hand}, step="untap")
    while game.pending.kind != "may":
        game.apply("pass")
    return game


def test_608_2c_revealing_a_dinosaur_gains_life() -> None:
    game = _upkeep(["Ripjaw Raptor", "Forest"])
    game.apply("yes")
    assert {game.state.objects[o].card for o in game.pending.options} == {"Ripjaw Raptor"}  # only a Dinosaur
    game.apply(f"choose {game.pending.options[0]}")
    assert life(game, 0) == 22
    assert any(e.kind == "reveal_from_hand" for e in game.state.events())


def test_608_2c_with_no_dinosaur_to_reveal_nothing_is_done_and_no_life_is_gained() -> None:
    """The offer is made whatever the hand holds (the hand is hidden); with no Dinosaur, nothing is revealed, so
    'if you do' is false."""
    game = _upkeep(["Forest"])
    game.apply("yes")
    assert life(game, 0) == 20


def test_remembrance_finds_the_name_of_the_creature_that_died_608_2h() -> None:
    game = board({"battlefield": ["Remembrance", "Grizzly Bears", {"card": "Mountain", "count": 1}],
                  "hand": ["Lightning Bolt"], "library": ["Forest", "Grizzly Bears", "Hill Giant"]})
    cast(game, "Lightning Bolt", game.find("Grizzly Bears"))
    while game.pending.kind != "may":
        game.apply("pass")
    game.apply("yes")
    assert {game.state.objects[o].card for o in game.pending.options} == {"Grizzly Bears"}
    game.apply(f"choose {game.pending.options[0]}")
    assert sorted(game.state.objects[o].card for o in game.state.zones["hand:0"]) == ["Grizzly Bears"]
