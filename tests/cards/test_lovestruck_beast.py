"""Lovestruck Beast // Heart's Desire, compiled from its Oracle text: 'Lovestruck Beast can't attack unless you
control a 1/1 creature.' (508.1c: a restriction checked as attackers are declared; 208.1: the 1/1 creature is
one whose power and toughness are exactly 1)."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until, to_attackers, use_compiled

CARD = "Lovestruck Beast // Heart's Desire"
BEAST = "Lovestruck Beast"
use_compiled(CARD)


def _can_attack(game, oid: int) -> bool:  # noqa: ANN001
    if game.pending.kind != "attackers":
        return False  # no creature can attack: the declaration is skipped (508.8)
    return any(a.kind == "attack" and int(a.args[0]) == oid for a in game.legal_actions())


def test_508_1c_it_cant_attack_without_a_one_one_creature() -> None:
    game = board({"battlefield": [CARD, "Grizzly Bears"]}, step="beginning_of_combat")
    pass_both(game)
    assert not _can_attack(game, game.find(BEAST))


def test_ruling_you_dont_have_to_attack_with_the_one_one() -> None:
    """Ruling 2019-10-04: "You don't have to attack with a 1/1 creature for Lovestruck Beast to be able to
    attack. You just need to control a 1/1 creature." """
    game = board({"battlefield": [CARD, "Llanowar Elves"]}, step="beginning_of_combat")
    to_attackers(game)
    beast = game.find(BEAST)
    assert _can_attack(game, beast)
    game.apply(f"attack {beast} P2")
    game.apply("done")
    assert beast in [a for a, _ in game.state.combat.attackers]


def test_an_opponents_one_one_doesnt_count() -> None:
    """'you control': an opponent's 1/1 creature doesn't let it attack."""
    game = board({"battlefield": [CARD]}, {"battlefield": ["Llanowar Elves"]}, step="beginning_of_combat")
    pass_both(game)
    assert not _can_attack(game, game.find(BEAST))


def test_ruling_a_beast_reduced_to_one_one_can_attack_alone() -> None:
    """Ruling 2019-10-04: "If Lovestruck Beast's power and toughness are reduced to 1/1, it learns that loving
    oneself is the first step on the true path to happiness, and it can attack even if you control no other 1/1
    creatures." (The power and toughness are checked as they are now, after layer 7c.)"""
    game = board({"battlefield": [CARD, "Swamp", "Swamp"], "hand": ["Grasp of Darkness"]}, step="main1")
    beast = game.find(BEAST)
    cast(game, "Grasp of Darkness", beast)  # -4/-4 until end of turn: a 1/1
    pass_both(game)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    assert _can_attack(game, beast)


def test_heart_s_desire_makes_a_one_one_that_lets_it_attack() -> None:
    """Heart's Desire creates a 1/1 white Human creature token: with it, the Beast can attack."""
    game = board({"battlefield": [CARD, "Forest"], "hand": [CARD]}, step="main1")
    beast = game.find(BEAST, zone="battlefield")
    game.apply(f"cast {game.find(BEAST, zone='hand')} 1")
    game.apply("autopay")
    pass_both(game)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    assert _can_attack(game, beast)
