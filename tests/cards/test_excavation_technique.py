"""Excavation Technique ({3}{W} sorcery): 'Demonstrate (When you cast this spell, you may copy it. If you do,
choose an opponent to also copy it. Players may choose new targets for their copies.) Destroy target nonland
permanent. Its controller creates two Treasure tokens.' (702.144a)

Rulings (2021-04-16) quoted:
- "If you copy a spell with demonstrate, you then immediately choose an opponent. If they copy the spell, it
  goes on top of the stack."
- "This means that if you cast a spell with demonstrate and both you and an opponent copy it, the opponent's
  copy will resolve first, then your copy will resolve, and finally the original spell will resolve."
- "If you cast the spell and choose not to copy it, no opponent will get to copy it either."
"""

from __future__ import annotations

from support import basics, board, use_compiled

TECH = "Excavation Technique"
use_compiled(TECH)


def _setup():  # noqa: ANN202
    game = board({"hand": [TECH], "battlefield": basics(Plains=4)},
                 {"battlefield": ["Grizzly Bears", "Hill Giant", "Llanowar Elves"]})
    game.apply(f"cast {game.find(TECH, zone='hand')}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    return game


def _on_battlefield(game, name: str) -> bool:  # noqa: ANN001
    return any(game.state.objects[o].card == name for o in game.state.zone("battlefield"))


def test_both_copy_each_with_new_targets_opponents_copy_on_top() -> None:
    game = _setup()
    while game.pending.kind == "priority":
        game.apply("pass")
    game.apply("yes")  # copy it
    assert game.pending.kind == "new_targets" and game.pending.player == 0
    game.apply(f"choose {game.find('Hill Giant')}")
    assert game.pending.kind == "new_targets" and game.pending.player == 1  # the opponent's copy, its new target
    game.apply(f"choose {game.find('Llanowar Elves')}")
    top = game.state.objects[game.state.stack[-1]]
    assert top.copy and top.controller == 1  # on top of the stack: resolves first
    while game.state.stack:
        game.apply("pass")
    assert not any(_on_battlefield(game, n) for n in ("Grizzly Bears", "Hill Giant", "Llanowar Elves"))


def test_no_copy_means_no_opponent_copy() -> None:
    game = _setup()
    while game.pending.kind == "priority":
        game.apply("pass")
    game.apply("no")
    assert len(game.state.stack) == 1  # only the original
    while game.state.stack:
        game.apply("pass")
    assert not _on_battlefield(game, "Grizzly Bears") and _on_battlefield(game, "Hill Giant")
