"""CR 207.2c (raid, an ability word) and 508.1: 'if you attacked this turn' holds once its controller has
declared one or more creatures as attackers this turn; 'if you attacked with two or more creatures this
turn' counts them."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform import Game

_ROC_LANDS = ["Plains"] * 5


def _attack_then_main2(game: Game, *names: str) -> None:
    pass_both(game)  # beginning of combat -> declare attackers
    for name in names:
        game.apply(f"attack {game.find(name)} P2")
    game.apply("done")
    while game.state.step != "main2":
        game.apply("pass" if game.pending.kind == "priority" else "done")


def _birds(game: Game) -> int:
    return sum(1 for o in game.zone("battlefield") if game.chars(o).name == "Bird Token")


def test_207_2c_wingmate_roc_after_attacking_creates_a_bird() -> None:
    """Wingmate Roc: 'Raid — When Wingmate Roc enters the battlefield, if you attacked this turn, create a
    3/4 white Bird creature token with flying.'"""
    game = board({"battlefield": ["Grizzly Bears", *_ROC_LANDS], "hand": ["Wingmate Roc"]},
                 step="beginning_of_combat")
    _attack_then_main2(game, "Grizzly Bears")
    cast(game, "Wingmate Roc")
    pass_both(game)
    pass_both(game)
    assert _birds(game) == 1


def test_603_4_without_attacking_the_raid_trigger_does_nothing() -> None:
    game = board({"battlefield": _ROC_LANDS, "hand": ["Wingmate Roc"]})
    cast(game, "Wingmate Roc")
    pass_both(game)
    if game.state.stack:
        pass_both(game)
    assert _birds(game) == 0


def test_601_2f_siren_reaver_costs_1_less_once_you_attacked() -> None:
    """Siren Reaver: 'Raid — This spell costs {1} less to cast if you attacked this turn.' ({3}{U})"""
    game = board({"battlefield": ["Grizzly Bears", "Island", "Island", "Island"], "hand": ["Siren Reaver"]},
                 step="beginning_of_combat")
    reaver = game.find("Siren Reaver")
    assert f"cast {reaver}" not in [str(a) for a in game.legal_actions()]
    _attack_then_main2(game, "Grizzly Bears")
    assert f"cast {reaver}" in [str(a) for a in game.legal_actions()]


def test_508_1_an_opponents_attack_is_not_yours() -> None:
    """'You attacked': only creatures its controller declared as attackers. After P2 attacks on its own turn,
    P2's Siren Reaver is cheaper for P2; P1's condition would count nothing on P2's turn."""
    from lithoform.mechanics.raid.rules import attacked_this_turn

    game = board({}, {"battlefield": ["Grizzly Bears"]}, active="P2", step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Grizzly Bears')} P1")
    game.apply("done")
    assert attacked_this_turn(game.state, 1) == 1 and attacked_this_turn(game.state, 0) == 0
