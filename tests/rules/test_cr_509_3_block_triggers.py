"""CR 509.3c: 'Whenever [a creature] becomes blocked' triggers once each combat, however many creatures block
it. Deepwood Wolverine, compiled from its Oracle text: 'Whenever Deepwood Wolverine becomes blocked, it gets
+2/+0 until end of turn.'"""

from __future__ import annotations

from support import board, pass_both, resolve_stack

WOLVERINE = "Deepwood Wolverine"


def _attack(blockers: list[str]):
    game = board({"battlefield": [WOLVERINE]}, {"battlefield": blockers}, step="beginning_of_combat")
    wolverine = game.find(WOLVERINE)
    pass_both(game)
    game.apply(f"attack {wolverine} P2")
    game.apply("done")
    pass_both(game)
    return game, wolverine


def test_509_3c_becomes_blocked_triggers_once_for_two_blockers() -> None:
    game, wolverine = _attack(["Grizzly Bears", "Llanowar Elves"])
    game.apply(f"block {game.find('Grizzly Bears')} {wolverine}")
    game.apply(f"block {game.find('Llanowar Elves')} {wolverine}")
    game.apply("done")
    triggered = [e for e in game.state.events() if e.kind == "trigger" and e.args.get("card") == WOLVERINE]
    assert len(triggered) == 1
    resolve_stack(game)
    assert game.chars(wolverine).power == 3


def test_509_3c_an_unblocked_attacker_does_not_trigger() -> None:
    game, wolverine = _attack(["Grizzly Bears"])
    game.apply("done")
    assert not [e for e in game.state.events() if e.kind == "trigger" and e.args.get("card") == WOLVERINE]
