"""CR 602.5b: 'Activate no more than twice each turn.' - a restriction on how many times an activated
ability may be activated each turn (Vampire Bats, Sewer Rats)."""

from __future__ import annotations

from support import activate, board, pass_both, pass_until


def _can_activate(game, oid: int) -> bool:
    return any(a.kind == "activate" and a.args and a.args[0] == oid for a in game.legal_actions())


def test_602_5b_no_more_than_twice_each_turn() -> None:
    """Vampire Bats: '{B}: Vampire Bats gets +1/+0 until end of turn. Activate no more than twice each turn.'"""
    game = board({"battlefield": ["Vampire Bats", "Swamp", "Swamp", "Swamp"]})
    bats = game.find("Vampire Bats")
    for _ in range(2):
        activate(game, bats)
        pass_both(game)
    assert game.chars(bats).power == 2
    assert not _can_activate(game, bats)  # a third black mana is untapped, but the limit is reached


def test_602_5b_the_count_starts_again_each_turn() -> None:
    """The limit counts this turn's activations: next turn it can be activated twice again."""
    game = board({"battlefield": ["Vampire Bats", "Swamp", "Swamp", "Swamp"]})
    bats = game.find("Vampire Bats")
    for _ in range(2):
        activate(game, bats)
        pass_both(game)
    pass_until(game, "upkeep", turn=game.state.turn + 2)
    assert _can_activate(game, bats)


def test_602_5b_three_times_each_turn() -> None:
    """Sewer Rats: 'Activate no more than three times each turn.' - three activations, not a fourth."""
    game = board({"battlefield": ["Sewer Rats"] + ["Swamp"] * 4})
    rats = game.find("Sewer Rats")
    for _ in range(3):
        activate(game, rats)
        pass_both(game)
    assert not _can_activate(game, rats)
