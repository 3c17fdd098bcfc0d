"""Hornet Cannon has no official rulings; these tests check its Oracle text in a game.

Oracle text: {3}, {T}: Create a 1/1 colorless Insect artifact creature token with flying and haste named
Hornet. Destroy it at the beginning of the next end step."""

from __future__ import annotations

from support import activate, attack, board, controlled, lands, life, pass_both, pass_until, to_attackers

from lithoform import Game

CANNON = "Hornet Cannon"


def _hornet(step: str = "main1") -> tuple[Game, int]:
    game = board({"battlefield": [lands("Mountain", 3), CANNON]}, step=step)
    activate(game, CANNON, 1)
    pass_both(game)
    (hornet,) = controlled(game, "Hornet")
    return game, hornet


def test_creates_a_colorless_1_1_flying_haste_insect_artifact_creature_named_hornet() -> None:
    """Oracle: "{3}, {T}: Create a 1/1 colorless Insect artifact creature token with flying and haste named
    Hornet."""
    game, hornet = _hornet()
    c = game.chars(hornet)
    assert game.state.objects[hornet].token
    assert (c.name, c.power, c.toughness, c.colors) == ("Hornet", 1, 1, frozenset())
    assert c.types == {"Artifact", "Creature"} and c.subtypes == {"Insect"}
    assert {"flying", "haste"} <= c.keywords
    assert game.state.objects[game.find(CANNON)].tapped


def test_the_hornet_can_attack_the_turn_it_is_created() -> None:
    """Oracle: "with flying and haste": it attacks at once (702.10)."""
    game, hornet = _hornet(step="main1")
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, hornet)
    pass_until(game, "end_of_combat")
    assert life(game, 1) == 19


def test_the_hornet_is_destroyed_at_the_beginning_of_the_next_end_step() -> None:
    """Oracle: "Destroy it at the beginning of the next end step." (a delayed trigger, 603.7)."""
    game, hornet = _hornet()
    pass_until(game, "end")
    assert len(game.state.stack) == 1  # the delayed trigger
    assert game.state.objects[hornet].zone == "battlefield"
    pass_both(game)
    assert not controlled(game, "Hornet")
    assert not game.state.delayed


def test_made_during_the_end_step_it_survives_until_the_next_turns_end_step() -> None:
    """Oracle: "the next end step": a Hornet made during an end step is destroyed at the next one."""
    game, hornet = _hornet(step="end")
    pass_until(game, "main1", turn=4)
    assert game.state.objects[hornet].zone == "battlefield"
    pass_until(game, "end", turn=4)
    pass_both(game)
    assert not controlled(game, "Hornet")
