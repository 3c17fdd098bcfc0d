"""Tangle Wire, compiled from its Oracle text, in games.

Oracle text: Fading 4. At the beginning of each player's upkeep, that player taps an untapped artifact, creature,
or land they control for each fade counter on Tangle Wire.

702.32a: fading; 701.26a, 608.2d: the upkeep's player chooses which of their own permanents to tap as the ability
resolves, as many as there are fade counters then (608.2h); with no more than that, all of them. (No rulings.)"""

from __future__ import annotations

from support import P2, board, pass_both, pass_until, use_compiled

from lithoform import Game

use_compiled("Tangle Wire", "Grizzly Bears", "Island")


def _untapped(game: Game, player: int) -> list[int]:
    return [o for o in game.state.zones["battlefield"] if game.state.objects[o].controller == player
            and not game.state.objects[o].tapped]


def _to_p2_upkeep(fade: int, p2_battlefield: list) -> Game:  # type: ignore[type-arg]
    game = board({"battlefield": [{"card": "Tangle Wire", "counters": {"fade": fade}}]},
                 {"battlefield": p2_battlefield}, step="end")
    pass_until(game, "upkeep", turn=4)
    assert game.state.active == P2 and game.state.stack  # the trigger, for P2's upkeep
    return game


def test_the_upkeep_player_chooses_that_many_of_their_permanents() -> None:
    game = _to_p2_upkeep(2, ["Grizzly Bears", "Island", "Island", "Island"])
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == P2  # 608.2d: that player chooses
    assert (game.pending.min, game.pending.max) == (2, 2)  # one for each fade counter
    bears = game.find("Grizzly Bears")
    island = next(o for o in game.pending.options if o != bears)
    game.apply(f"choose {bears} {island}")
    assert game.state.objects[bears].tapped and game.state.objects[island].tapped
    assert len(_untapped(game, P2)) == 2


def test_with_no_more_permanents_than_counters_all_are_tapped() -> None:
    game = _to_p2_upkeep(4, ["Grizzly Bears", "Island"])
    pass_both(game)
    assert game.pending.kind == "priority"  # nothing to choose
    assert _untapped(game, P2) == []
