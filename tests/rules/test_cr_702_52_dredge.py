"""CR 702.52a: "Dredge is a static ability that functions only while the card with dredge is in a player's
graveyard. 'Dredge N' means 'As long as you have at least N cards in your library, if you would draw a card,
you may instead mill N cards and return this card from your graveyard to your hand.'" 702.52b: "A player with
fewer cards in their library than the number required by a dredge ability can't mill any of them this way."
Played with Golgari Thug (dredge 4) and Life from the Loam (dredge 3)."""

from __future__ import annotations

from support import board, events, hand_size, names, pass_until, use_compiled

use_compiled("Golgari Thug", "Life from the Loam")

THUG = "Golgari Thug"
LIB = ["Swamp", "Forest", "Island", "Mountain", "Plains"]


def _to_draw_step(graveyard: list[str], library: list[str]):  # noqa: ANN202
    game = board({"graveyard": graveyard, "library": library}, step="upkeep")
    game.apply("pass")
    game.apply("pass")  # the upkeep ends; the draw (504.1) is about to happen
    return game


def test_702_52a_the_draw_is_replaced_when_the_player_dredges() -> None:
    game = _to_draw_step([THUG], LIB)
    q = game.state.question
    assert q is not None and q.player == 0 and game.find(THUG, zone="graveyard") in q.options
    game.apply(f"choose {game.find(THUG, zone='graveyard')}")
    assert names(game, "hand") == [THUG]
    assert sorted(names(game, "graveyard")) == sorted(LIB[:4])  # milled four: the top four
    assert not events(game, "draw") and events(game, "dredge")


def test_702_52a_declining_draws_normally() -> None:
    game = _to_draw_step([THUG], LIB)
    game.apply("choose")
    assert names(game, "hand") == ["Swamp"] and names(game, "graveyard") == [THUG]


def test_702_52a_the_player_chooses_which_dredge_card() -> None:
    game = _to_draw_step([THUG, "Life from the Loam"], LIB)
    assert len(game.state.question.options) == 2
    game.apply(f"choose {game.find('Life from the Loam', zone='graveyard')}")
    assert names(game, "hand") == ["Life from the Loam"]
    assert sorted(names(game, "graveyard")) == sorted([THUG, *LIB[:3]])


def test_702_52b_too_few_cards_in_the_library_it_cant_be_used() -> None:
    game = _to_draw_step([THUG, "Life from the Loam"], LIB[:3])  # three: the Loam can, the Thug can't
    assert game.state.question.options == (game.find("Life from the Loam", zone="graveyard"),)


def test_702_52a_not_from_the_hand_only_from_the_graveyard() -> None:
    game = board({"hand": [THUG], "library": LIB}, step="upkeep")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "priority" and names(game, "hand") == [THUG, "Swamp"]
    assert hand_size(game) == 2
    pass_until(game, "main1")
