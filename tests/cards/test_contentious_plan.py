"""Contentious Plan: "Proliferate. / Draw a card." (701.34a)"""

from __future__ import annotations

from support import basics, board, cast, hand_size, pass_both, use_compiled

use_compiled("Contentious Plan")

PLAN = "Contentious Plan"


def _cast(game) -> None:
    cast(game, PLAN)
    pass_both(game)
    assert game.pending.kind == "choose", game.pending


def test_ruling_any_permanent_with_a_counter_even_an_opponents() -> None:
    """Ruling (2021-03-19): "To proliferate, you can choose any permanent that has a counter, including ones
    controlled by opponents. You can't choose cards in any zone other than the battlefield, even if they have
    counters on them." """
    game = board({"hand": [PLAN], "battlefield": [*basics(Island=2), {"card": "Grizzly Bears",
                                                                      "counters": {"+1/+1": 1}}]},
                 {"battlefield": [{"card": "Serra Angel", "counters": {"-1/-1": 1}}, "Llanowar Elves"]})
    _cast(game)
    bears, angel = game.find("Grizzly Bears"), game.find("Serra Angel")
    assert set(game.pending.options) == {bears, angel}  # not the Elves, which have no counter
    game.apply(f"choose {bears} {angel}")
    assert game.state.objects[bears].counter("+1/+1") == 2 and game.state.objects[angel].counter("-1/-1") == 2


def test_ruling_any_number_includes_zero_and_players_with_poison() -> None:
    """Ruling (2021-03-19): "Since "any number" includes zero, you don't have to choose any permanents at
    all, and you don't have to choose any players at all." A player with poison counters may be chosen
    (122.1f)."""
    game = board({"hand": [PLAN], "battlefield": basics(Island=2)}, {"poison": 3})
    hand = hand_size(game, 0)
    _cast(game)
    assert game.pending.options == (-2,) or len(game.pending.options) == 1
    game.apply("choose")
    assert game.state.players[1].poison == 3 and hand_size(game, 0) == hand  # the Plan left, a card came


def test_701_34a_a_player_gets_another_poison_counter() -> None:
    game = board({"hand": [PLAN], "battlefield": basics(Island=2)}, {"poison": 9})
    _cast(game)
    (p2,) = game.pending.options
    game.apply(f"choose {p2}")
    assert game.state.players[1].poison == 10 and game.is_over  # 704.5c
