"""Keral Keep Disciples — its official rulings and its Oracle text, as games (the card is compiled).

Oracle text: "Whenever you activate a loyalty ability of a Chandra planeswalker, Keral Keep Disciples deals 1
damage to each opponent."

Not checked: the ruling "In a Two-Headed Giant game, the ability of Keral Keep Disciples causes the opposing
team to lose 2 life." (the engine plays two-player games only)."""

from __future__ import annotations

from support import P2, activate, board, life, resolve_top, stack_abilities

DISCIPLES = "Keral Keep Disciples"
CHANDRA = "Chandra, Novice Pyromancer"


def test_the_trigger_resolves_before_the_loyalty_ability_that_caused_it() -> None:
    """Ruling (2020-06-23): "The ability of Keral Keep Disciples resolves before the ability that caused it
    to trigger."

    Chandra's −2 ('Chandra deals 2 damage to any target') at P2: the Disciples' ability is put on the stack
    above it (603.3) and deals its 1 damage first."""
    game = board({"battlefield": [DISCIPLES, CHANDRA]})
    activate(game, game.find(CHANDRA), 3, "P2")
    assert [a.source_name for a in stack_abilities(game)] == [CHANDRA, DISCIPLES]
    resolve_top(game)
    assert life(game, P2) == 19 and [a.source_name for a in stack_abilities(game)] == [CHANDRA]
    resolve_top(game)
    assert life(game, P2) == 17


def test_each_loyalty_ability_of_a_chandra_triggers_it() -> None:
    """Oracle: "a loyalty ability": Chandra's +1 triggers it as its −2 does."""
    game = board({"battlefield": [DISCIPLES, CHANDRA]})
    activate(game, game.find(CHANDRA), 1)
    assert [a.source_name for a in stack_abilities(game)] == [CHANDRA, DISCIPLES]


def test_a_loyalty_ability_of_another_planeswalker_doesnt_trigger_it() -> None:
    """Oracle: "of a Chandra planeswalker": Liliana, Death Mage's +1 is not."""
    game = board({"battlefield": [DISCIPLES, "Liliana, Death Mage"]})
    activate(game, game.find("Liliana, Death Mage"), 1)
    assert [a.source_name for a in stack_abilities(game)] == ["Liliana, Death Mage"]


def test_an_opponents_chandra_doesnt_trigger_it() -> None:
    """Oracle: "Whenever you activate": P2 activating their own Chandra's loyalty ability doesn't."""
    game = board({"battlefield": [DISCIPLES]}, {"battlefield": [CHANDRA]}, active="P2")
    activate(game, game.find(CHANDRA), 1)
    assert [a.source_name for a in stack_abilities(game)] == [CHANDRA]
