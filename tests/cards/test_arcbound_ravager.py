"""Arcbound Ravager: "Sacrifice an artifact: Put a +1/+1 counter on Arcbound Ravager. / Modular 1" (702.43a;
608.2h: the counters it had as it left the battlefield)"""

from __future__ import annotations

from support import basics, board, cast, pass_both, pt, use_compiled

use_compiled("Arcbound Ravager", "Arcbound Worker")

RAVAGER = "Arcbound Ravager"


def test_702_43a_it_enters_with_a_counter() -> None:
    game = board({"hand": [RAVAGER], "battlefield": basics(Plains=2)})
    cast(game, RAVAGER)
    pass_both(game)
    assert pt(game, game.find(RAVAGER)) == (1, 1)


def test_702_43a_sacrificed_its_counters_move_to_target_artifact_creature() -> None:
    """The Ravager (three +1/+1 counters) sacrifices itself: modular puts three counters on the Worker."""
    game = board({"battlefield": [{"card": RAVAGER, "counters": {"+1/+1": 3}},
                                  {"card": "Arcbound Worker", "counters": {"+1/+1": 1}}]})
    ravager, worker = game.find(RAVAGER), game.find("Arcbound Worker")
    game.apply(f"activate {ravager} 1")
    game.apply(f"sacrifice {ravager}")
    assert game.pending.kind == "target", game.pending  # modular's trigger: its target
    game.apply(f"target {worker}")
    while game.state.stack:
        if game.pending.kind == "may":
            game.apply("yes")
        else:
            game.apply("pass")
    assert pt(game, worker) == (4, 4)


def test_ruling_the_counters_it_had_before_it_left() -> None:
    """Ruling (2006-09-25): "If this creature gets enough -1/-1 counters put on it to cause its toughness to
    be 0 or less (or the damage marked on it to be lethal), modular will put a number of +1/+1 counters on
    the target artifact creature equal to the number of +1/+1 counters on this creature before it left the
    battlefield." Shock marks lethal damage on the Ravager (two +1/+1 counters): its two counters move."""
    game = board({"hand": ["Shock"], "battlefield": [*basics(Mountain=1), {"card": RAVAGER, "counters": {"+1/+1": 2}},
                                                    {"card": "Arcbound Worker", "counters": {"+1/+1": 1}}]})
    ravager, worker = game.find(RAVAGER), game.find("Arcbound Worker")
    cast(game, "Shock", ravager)
    pass_both(game)
    assert game.pending.kind == "target", game.pending
    game.apply(f"target {worker}")
    while game.state.stack:
        game.apply("yes" if game.pending.kind == "may" else "pass")
    assert pt(game, worker) == (3, 3)
