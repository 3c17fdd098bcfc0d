"""115.1, 608.2c: 'target creature that player controls' where 'that player' is a player the text named before: the
controller of an earlier target (Mutiny; 'target:N'), or the active player of a trigger on another player's step
(Sentinel of the Eternal Watch; 603.2)."""

from __future__ import annotations

from support import basics, board, cast, life, names, pass_both, target_options, use_compiled

use_compiled("Mutiny", "Sentinel of the Eternal Watch")


def test_115_1_mutiny_second_target_must_be_controlled_by_the_first_targets_controller() -> None:
    """'Target creature an opponent controls deals damage equal to its power to another target creature that
    player controls.': the Hill Giant deals 3 to the Grizzly Bears, both P2's; P1's own creature can't be the
    second target."""
    game = board({"battlefield": [*basics(Mountain=1), "Wall of Frost"], "hand": ["Mutiny"]},
                 {"battlefield": ["Hill Giant", "Grizzly Bears"]})
    cast(game, "Mutiny", game.find("Hill Giant"), game.find("Grizzly Bears"))
    pass_both(game)
    assert names(game, "graveyard", 1) == ["Grizzly Bears"]
    other = board({"battlefield": [*basics(Mountain=1), "Wall of Frost"], "hand": ["Mutiny"]},
                  {"battlefield": ["Hill Giant", "Grizzly Bears"]})
    giant, bears, wall = other.find("Hill Giant"), other.find("Grizzly Bears"), other.find("Wall of Frost")
    assert set(target_options(other, "Mutiny")) == {giant, bears}  # creatures an opponent controls
    other.apply(f"target {giant}")
    assert set(other.pending.options) == {bears}  # 'another target creature that player controls'
    assert wall not in other.pending.options
    assert life(game, 1) == 20


def test_603_2_sentinel_taps_a_creature_the_active_opponent_controls() -> None:
    """'At the beginning of combat on each opponent's turn, tap target creature that player controls.': on P2's
    turn only P2's creatures are legal targets."""
    game = board({"battlefield": ["Sentinel of the Eternal Watch", "Grizzly Bears"]},
                 {"battlefield": ["Hill Giant"]}, active="P2", step="main1")
    pass_both(game)  # to the beginning of combat: the trigger goes on the stack
    assert game.pending.kind == "target", game.pending
    options = {int(a.args[0]) for a in game.legal_actions() if a.kind == "target"}
    assert options == {game.find("Hill Giant")}
    game.apply(f"target {game.find('Hill Giant')}")
    pass_both(game)
    assert game.state.objects[game.find("Hill Giant")].tapped
