"""Branching Bolt, compiled from its Oracle text: 'Choose one or both — • Branching Bolt deals 3 damage to
target creature with flying. • Branching Bolt deals 3 damage to target creature without flying.' (700.2)"""

from __future__ import annotations

from support import board, pass_both

_LANDS = ["Mountain", "Forest", "Mountain"]


def _modes(game) -> set[tuple[int, ...]]:
    return {tuple(int(x) for x in a.args) for a in game.legal_actions() if a.kind == "mode"}


def test_ruling_first_second_or_both_modes_and_not_a_mode_without_a_legal_target() -> None:
    """Ruling (2008-10-01): 'You may choose just the first mode (targeting a creature with flying), just the
    second mode (targeting a creature without flying), or both modes (targeting a creature with flying and a
    creature without flying). You can’t choose a mode unless there’s a legal target for it.'"""
    game = board({"hand": ["Branching Bolt"], "battlefield": _LANDS},
                 {"battlefield": ["Ornithopter", "Grizzly Bears"]})
    game.apply(f"cast {game.find('Branching Bolt')}")
    assert _modes(game) == {(1,), (2,), (1, 2)}
    thopter, bears = game.find("Ornithopter"), game.find("Grizzly Bears")
    game.apply("mode 1 2")
    game.apply(f"target {thopter}")
    game.apply(f"target {bears}")
    game.apply("autopay")
    pass_both(game)
    assert thopter not in game.zone("battlefield") and bears not in game.zone("battlefield")
    alone = board({"hand": ["Branching Bolt"], "battlefield": _LANDS}, {"battlefield": ["Grizzly Bears"]})
    alone.apply(f"cast {alone.find('Branching Bolt')}")
    assert _modes(alone) == {(2,)}  # no creature with flying: the first mode can't be chosen
