"""Ensnaring Bridge: "Creatures with power greater than the number of cards in your hand can't attack."
(508.1c; mechanics/power_above: the count is read whenever the description is checked)."""

from __future__ import annotations

from support import board, to_attackers

from lithoform import Game


def _attack_options(game: Game) -> set[str]:
    return {game.chars(int(a.args[0])).name for a in game.legal_actions() if a.kind == "attack"}


def test_ensnaring_bridge_compares_power_with_its_controllers_hand_as_attackers_are_declared() -> None:
    """Ruling: "Ensnaring Bridge's effect checks the number of cards in your hand only while a player
    (including you) is declaring attackers." With one card in the Bridge controller's hand, a 2/2 can't attack
    and a 1/1 can; the attacking player's own hand doesn't matter."""
    game = board({"battlefield": ["Grizzly Bears", "Llanowar Elves"], "hand": ["Forest", "Forest", "Forest"]},
                 {"battlefield": ["Ensnaring Bridge"], "hand": ["Plains"]}, step="beginning_of_combat")
    to_attackers(game)
    assert _attack_options(game) == {"Llanowar Elves"}


def test_ensnaring_bridge_with_an_empty_hand_stops_a_1_1_and_lets_a_0_power_creature_attack() -> None:
    """Power greater than 0: every creature with power 1 or more is stopped, a 0/2 (Ornithopter) still attacks,
    and the Bridge stops its own controller's creatures too ('Creatures', not 'creatures your opponents
    control')."""
    game = board({"battlefield": ["Ensnaring Bridge", "Llanowar Elves", "Ornithopter"]}, step="beginning_of_combat")
    to_attackers(game)
    assert _attack_options(game) == {"Ornithopter"}


def test_ensnaring_bridge_counts_the_hand_again_at_the_next_declaration() -> None:
    """The count is of the hand now: with two cards in hand, the 2/2 may attack."""
    game = board({"battlefield": ["Ensnaring Bridge", "Grizzly Bears", "Hill Giant"], "hand": ["Forest", "Forest"]},
                 step="beginning_of_combat")
    to_attackers(game)
    assert _attack_options(game) == {"Grizzly Bears"}
