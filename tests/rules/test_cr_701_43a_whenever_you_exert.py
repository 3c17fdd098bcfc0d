"""CR 701.43a, 701.43d: 'You may exert ~ as it attacks.' on its own (no 'When you do'), and 'Whenever you
exert a creature, ...' (603.2): it triggers once for each creature its controller exerts, its own or another.
Played with compiled cards: Trueheart Twins (4/4, creatures you control get +1/+0 until end of turn) and
Vizier of the True (3/2, tap target creature an opponent controls)."""

from __future__ import annotations

from support import board, pass_both, use_compiled

from lithoform import Game

use_compiled("Trueheart Twins", "Vizier of the True", "Hooded Brawler")


def _declare(game: Game, names: list[str], answers: list[bool]) -> None:
    pass_both(game)  # beginning of combat -> declare attackers
    for name in names:
        game.apply(f"attack {game.find(name)} P2")
    game.apply("done")
    for yes in answers:
        assert game.pending.kind == "may" and "exert" in game.pending.prompt, game.pending
        game.apply("yes" if yes else "no")


def test_701_43a_trueheart_twins_ruling_triggers_for_another_creature_exerted() -> None:
    """Ruling (2017-04-18): 'Some cards have abilities that trigger whenever you exert any creature. These
    abilities trigger when you exert that creature or any other creature you control.' Twins isn't exerted,
    Hooded Brawler is: Twins' ability still triggers (+1/+0 to both)."""
    game = board({"battlefield": ["Trueheart Twins", "Hooded Brawler"]}, step="beginning_of_combat")
    twins, brawler = game.find("Trueheart Twins"), game.find("Hooded Brawler")
    _declare(game, ["Trueheart Twins", "Hooded Brawler"], [False, True])
    while game.pending.kind == "order":  # 603.3b: both triggers are P1's; either order
        game.apply(next(iter(game.legal_actions())))
    while game.state.stack:
        pass_both(game)
    assert game.chars(twins).power == 5
    assert game.chars(brawler).power == 3 + 2 + 1  # its own 'when you do' +2/+2 and the Twins' +1/+0


def test_701_43d_not_exerting_triggers_nothing() -> None:
    game = board({"battlefield": ["Trueheart Twins"]}, step="beginning_of_combat")
    _declare(game, ["Trueheart Twins"], [False])
    assert not game.state.stack and game.chars(game.find("Trueheart Twins")).power == 4


def test_701_43a_vizier_exerted_taps_an_opponents_creature() -> None:
    """Vizier of the True exerts itself: its trigger taps the target creature an opponent controls."""
    game = board({"battlefield": ["Vizier of the True"]}, {"battlefield": ["Hill Giant"]},
                 step="beginning_of_combat")
    giant = game.find("Hill Giant")
    _declare(game, ["Vizier of the True"], [True])
    if game.pending.kind == "target":
        game.apply(f"target {giant}")
    pass_both(game)
    assert game.state.objects[giant].tapped
