"""Sudden Shock: "Split second (As long as this spell is on the stack, players can't cast spells or activate
abilities that aren't mana abilities.) Sudden Shock deals 2 damage to any target." (702.61a)"""

from __future__ import annotations

from support import basics, board, cast, use_compiled

use_compiled("Sudden Shock")


def test_ruling_players_still_get_priority_with_mana_abilities_only() -> None:
    """Ruling (2021-03-19): "Players still get priority while a card with split second is on the stack;
    their options are just limited to mana abilities and certain special actions.\""""
    game = board({"hand": ["Sudden Shock"], "battlefield": basics(Mountain=2)},
                 {"hand": ["Shock", "Lightning Bolt"], "battlefield": basics(Mountain=2)})
    cast(game, "Sudden Shock", "P2")
    game.apply("pass")
    assert game.pending.kind == "priority" and game.pending.player == 1
    kinds = {a.kind for a in game.legal_actions()}
    assert "cast" not in kinds and "activate" in kinds  # the Mountains' mana abilities


def test_ruling_spells_and_abilities_already_on_the_stack_are_unaffected() -> None:
    """Ruling (2021-03-19): "Casting a spell with split second won't affect spells and abilities that are
    already on the stack." P2's Shock is cast first; Sudden Shock in response; both resolve."""
    game = board({"hand": ["Sudden Shock"], "battlefield": basics(Mountain=2)},
                 {"hand": ["Shock"], "battlefield": basics(Mountain=1)})
    game.apply("pass")  # P2 gets priority in P1's main phase
    cast(game, game.zone("hand", 1)[0], "P1")  # P2's Shock
    game.apply("pass")  # P1 gets priority
    cast(game, "Sudden Shock", "P2")
    while game.state.stack:
        game.apply("pass")
    assert game.state.players[0].life == 18 and game.state.players[1].life == 18
