"""Sungold Sentinel: 'Coven — {1}{W}: Choose a color. Sungold Sentinel gains hexproof from that color until end of
turn and can't be blocked by creatures of that color this turn. Activate only if you control three or more
creatures with different powers.' (608.2d, 607.2d, 702.11d, 509.1b; mechanics/enters_choice, blocked_by)."""

from __future__ import annotations

import pytest
from support import activate, board, pass_both, use_compiled

from lithoform import Game, IllegalActionError

SENTINEL = "Sungold Sentinel"
BLACK = 2  # the colors are offered in WUBRG order (105.1)
use_compiled(SENTINEL)


def _coven(step: str = "main1") -> Game:
    """The Sentinel (3/2), a 2/1 and a 1/1: three creatures with different powers."""
    game = board({"battlefield": [SENTINEL, "Elite Vanguard", "Llanowar Elves", {"card": "Plains", "count": 2}]},
                 {"battlefield": [{"card": "Swamp", "count": 2}, "Vampire Nighthawk", "Grizzly Bears"], "hand": ["Doom Blade"]},
                 step=step)
    activate(game, SENTINEL, 1)
    pass_both(game)
    assert game.pending.kind == "choose"
    game.apply(f"choose {BLACK}")
    return game


def test_hexproof_from_the_chosen_color_stops_a_black_spell_of_an_opponents() -> None:
    game = _coven()
    assert "hexproof from black" in game.chars(game.find(SENTINEL)).keywords
    game.apply("pass")  # P2 gets priority
    game.apply(f"cast {game.find('Doom Blade', zone='hand')}")
    offered = [str(a) for a in game.legal_actions() if a.kind == "target"]
    assert f"target {game.find(SENTINEL)}" not in offered and f"target {game.find('Elite Vanguard')}" in offered


def test_creatures_of_the_chosen_color_cant_block_it_others_can() -> None:
    game = _coven("beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find(SENTINEL)} P2")
    game.apply("done")
    while game.pending.kind != "blockers":
        game.apply("pass" if game.pending.kind == "priority" else str(game.legal_actions()[0]))
    blockers = {game.chars(int(a.args[0])).name for a in game.legal_actions() if a.kind == "block"}
    assert blockers == {"Grizzly Bears"}


def test_coven_needs_three_different_powers() -> None:
    """Ruling (2021-09-24): "A 1/1 creature, a 2/1 creature, and another 2/1 creature aren't three creatures with
    different powers." The Sentinel (3) and two 2/1s make only two powers."""
    game = board({"battlefield": [SENTINEL, "Elite Vanguard", "Elite Vanguard", {"card": "Plains", "count": 2}]})
    with pytest.raises(IllegalActionError):
        activate(game, SENTINEL, 1)
