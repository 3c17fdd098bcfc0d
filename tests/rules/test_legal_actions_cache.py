"""The priority actions are cached (rules.legal): the cache must never outlive what they are worked out
from. Issue 18's soak found cached legal actions that differed from freshly computed ones."""

from __future__ import annotations

from support import board, pass_both

from lithoform.rules.legal import legal_actions


def test_509_1g_a_blocking_creature_declared_makes_vanquish_castable_in_the_declare_blockers_step():
    """Vanquish: 'Destroy target blocking creature.' Declaring a blocker taps nothing and changes no object;
    once Serra Angel blocks, P2 can cast Vanquish on it (601.2c), as a fresh listing of a clone says."""
    game = board({"battlefield": ["Grizzly Bears"]},
                 {"battlefield": ["Plains"] * 3 + ["Serra Angel"], "hand": ["Vanquish"]}, step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Grizzly Bears')} P2")
    game.apply("done")
    vanquish = f"cast {game.find('Vanquish')}"
    game.apply("pass")  # P1, in the declare attackers step
    assert game.pending.player == 1 and vanquish not in [str(a) for a in game.legal_actions()]
    game.apply("pass")
    game.apply(f"block {game.find('Serra Angel')} {game.find('Grizzly Bears')}")
    game.apply("done")
    game.apply("pass")  # P1, in the declare blockers step
    assert game.state.step == "declare_blockers" and game.pending.player == 1
    listed = [str(a) for a in game.legal_actions()]
    assert vanquish in listed
    assert list(legal_actions(game.state)) == list(legal_actions(game.state.clone()))
