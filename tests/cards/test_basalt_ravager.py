"""Basalt Ravager, compiled from its Oracle text: 'When Basalt Ravager enters the battlefield, it deals X damage to
any target, where X is the greatest number of creatures you control that have a creature type in common.'
(205.3m, 608.2h)"""

from __future__ import annotations

from support import board, cast, life, pass_both, use_compiled

RAVAGER = "Basalt Ravager"
use_compiled(RAVAGER)


def _ravage(battlefield: list) -> int:  # type: ignore[type-arg]
    game = board({"hand": [RAVAGER], "battlefield": [{"card": "Mountain", "count": 4}, *battlefield]})
    cast(game, RAVAGER)
    pass_both(game)  # the Ravager resolves; its trigger asks for a target
    game.apply("target P2")
    pass_both(game)
    return 20 - life(game, 1)


def test_ruling_the_greatest_number_possible() -> None:
    """Ruling (2021-02-05): 'You'll always use the greatest number possible. You don't need to choose any
    creature types.' Goblin Piker (Goblin Warrior), Mogg Fanatic (Goblin), Raging Goblin (Goblin Berserker) and
    Elvish Warrior (Elf Warrior): three Goblins, two Warriors: 3."""
    assert _ravage(["Elvish Warrior", "Goblin Piker", "Mogg Fanatic", "Raging Goblin"]) == 3


def test_ruling_including_basalt_ravager_itself() -> None:
    """Ruling (2021-02-05): '... based on the creatures you control at that time, including Basalt Ravager
    itself if it's still under your control.' The Ravager is a Giant Wizard: with Hill Giant, two Giants."""
    assert _ravage(["Hill Giant"]) == 2
    assert _ravage([]) == 1  # the Ravager alone
