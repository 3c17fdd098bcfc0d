"""CR 702.86a: "Annihilator is a triggered ability. 'Annihilator N' means 'Whenever this creature attacks,
defending player sacrifices N permanents.'" Played with the compiled Ulamog's Crusher (8/8, annihilator 2,
attacks each combat if able)."""

from __future__ import annotations

from support import attack, board, pass_both, use_compiled

use_compiled("Ulamog's Crusher")


def test_702_86a_defending_player_sacrifices_n_permanents() -> None:
    game = board({"battlefield": ["Ulamog's Crusher"]},
                 {"battlefield": ["Grizzly Bears", "Forest", "Island"]}, step="beginning_of_combat")
    pass_both(game)
    attack(game, game.find("Ulamog's Crusher"))
    assert game.state.stack  # the ability triggered (603.2)
    pass_both(game)
    assert game.pending.player == 1 and game.pending.kind == "choose"  # the defending player chooses
    game.apply(f"choose {' '.join(str(o) for o in game.pending.options[:2])}")
    mine = [o for o in game.zone("battlefield") if game.state.objects[o].controller == 1]
    assert len(mine) == 1
