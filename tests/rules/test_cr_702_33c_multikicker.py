"""CR 702.33c: "Multikicker is a variant of the kicker keyword ability. 'Multikicker [cost]' means 'You may pay
an additional [cost] any number of times as you cast this spell.' A multikicker cost is a kicker cost." Played
with Everflowing Chalice ({0}; multikicker {2}; enters with a charge counter for each time it was kicked) and
Wolfbriar Elemental ({2}{G}{G}; multikicker {G}; a 2/2 Wolf for each time it was kicked)."""

from __future__ import annotations

from support import basics, board, counters, pass_both, tokens, use_compiled

use_compiled("Everflowing Chalice", "Wolfbriar Elemental")

CHALICE = "Everflowing Chalice"


def _kick(game, card: str, times: int) -> None:  # noqa: ANN001
    game.apply(f"cast {game.find(card, zone='hand')}")
    for _ in range(times):
        game.apply("additional kicker")
    game.apply("additional none")
    if game.pending.kind == "pay":
        game.apply("autopay")


def test_702_33c_kicked_any_number_of_times_each_paid() -> None:
    game = board({"hand": [CHALICE], "battlefield": basics(Plains=6)})
    _kick(game, CHALICE, 2)
    assert sum(1 for o in game.state.zones["battlefield"] if game.state.objects[o].tapped) == 4
    pass_both(game)
    assert counters(game, game.find(CHALICE), "charge") == 2


def test_702_33c_not_kicked_at_all() -> None:
    game = board({"hand": [CHALICE], "battlefield": basics(Plains=2)})
    _kick(game, CHALICE, 0)
    pass_both(game)
    assert counters(game, game.find(CHALICE), "charge") == 0


def test_702_33c_no_more_kicks_than_the_player_could_pay_for() -> None:
    game = board({"hand": [CHALICE], "battlefield": basics(Plains=5)})
    game.apply(f"cast {game.find(CHALICE, zone='hand')}")
    game.apply("additional kicker")
    game.apply("additional kicker")
    assert "additional kicker" not in [str(a) for a in game.legal_actions()]  # a third {2} can't be paid


def test_702_33d_a_triggered_ability_counts_the_times_it_was_kicked() -> None:
    game = board({"hand": ["Wolfbriar Elemental"], "battlefield": basics(Forest=7)})
    _kick(game, "Wolfbriar Elemental", 3)
    pass_both(game)  # the Elemental resolves; its trigger
    pass_both(game)
    assert len(tokens(game, 0)) == 3
