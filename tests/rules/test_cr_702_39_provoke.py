"""CR 702.39a provoke: 'Whenever this creature attacks, you may have target creature defending player controls
untap and block this creature this combat if able.' Played with the compiled Goblin Grappler (1/1, provoke)."""

from __future__ import annotations

from support import attack, board, legal, pass_both, to_attackers, use_compiled

GRAPPLER = "Goblin Grappler"
use_compiled(GRAPPLER)


def _provoke(yes: bool):
    game = board({"battlefield": [GRAPPLER]}, {"battlefield": [{"card": "Grizzly Bears", "tapped": True},
                                                               "Llanowar Elves"]},
                 step="beginning_of_combat")
    grappler, bears = game.find(GRAPPLER), game.find("Grizzly Bears")
    to_attackers(game)
    attack(game, grappler)
    if game.pending.kind == "target":  # the trigger's target (603.3d): a creature defending player controls
        game.apply(f"target {bears}")
    pass_both(game)  # the trigger resolves
    if game.pending.kind == "may":
        game.apply("yes" if yes else "no")
    while game.pending.kind == "priority" and game.state.stack:
        pass_both(game)
    pass_both(game)
    return game, grappler, bears


def test_702_39a_the_target_untaps_and_must_block() -> None:
    game, grappler, bears = _provoke(True)
    assert not game.state.objects[bears].tapped
    assert game.pending.kind == "blockers"
    assert not legal(game, "done")  # 509.1c: the requirement can be obeyed
    game.apply(f"block {game.find('Llanowar Elves')} {grappler}")
    assert not legal(game, "done")  # another blocker doesn't fulfil it: the provoked creature must block
    game.apply(f"block {bears} {grappler}")
    assert legal(game, "done")


def test_702_39a_declining_leaves_it_tapped_and_free() -> None:
    game, grappler, bears = _provoke(False)
    assert game.state.objects[bears].tapped
    assert game.pending.kind == "blockers" and legal(game, "done")
