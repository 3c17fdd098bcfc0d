"""Wingmate Roc, compiled from its Oracle text: 'Flying. Raid — When Wingmate Roc enters the battlefield, if
you attacked this turn, create a 3/4 white Bird creature token with flying. Whenever Wingmate Roc attacks,
you gain 1 life for each attacking creature.' (207.2c, 603.4)"""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform import Game


def _birds(game: Game) -> int:
    return sum(1 for o in game.zone("battlefield") if game.chars(o).name == "Bird Token")


def test_ruling_raid_evaluates_the_whole_turn_the_attacker_need_not_still_be_there() -> None:
    """Ruling (2018-01-19): 'Raid abilities evaluate the entire turn to see if you attacked with a creature.
    That creature doesn't have to still be on the battlefield.' The attacking Grizzly Bears dies blocked."""
    game = board({"battlefield": ["Grizzly Bears"] + ["Plains"] * 5, "hand": ["Wingmate Roc"]},
                 {"battlefield": ["Hill Giant"]}, step="beginning_of_combat")
    pass_both(game)
    bears = game.find("Grizzly Bears")
    game.apply(f"attack {bears} P2")
    game.apply("done")
    while game.state.step != "main2":
        p = game.pending
        if p.kind == "blockers" and p.player == 1:
            game.apply(f"block {game.find('Hill Giant')} {bears}")
            game.apply("done")
        else:
            game.apply("pass" if p.kind == "priority" else "done")
    assert bears not in game.zone("battlefield")
    cast(game, "Wingmate Roc")
    pass_both(game)
    pass_both(game)
    assert _birds(game) == 1


def test_ruling_attacking_creatures_counted_as_the_life_ability_resolves() -> None:
    """Ruling (2014-09-20): 'Count the number of attacking creatures when the last ability resolves,
    including Wingmate Roc itself if it's still on the battlefield, to determine how much life you gain.'"""
    game = board({"battlefield": ["Wingmate Roc", "Grizzly Bears"]}, step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Wingmate Roc')} P2")
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    game.apply("done")
    pass_both(game)
    assert game.state.players[0].life == 22
