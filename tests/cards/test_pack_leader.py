"""Pack Leader, compiled from its Oracle text, and its rulings in games.

Oracle text: Other Dogs you control get +1/+1. / Whenever Pack Leader attacks, prevent all combat damage that
would be dealt this turn to Dogs you control."""

from __future__ import annotations

from support import attack, block, board, cast, life, pass_both, to_attackers

LEADER = "Pack Leader"


def _attack_with(game, *names: str) -> None:
    to_attackers(game)
    attack(game, *(game.find(n) for n in names))
    pass_both(game)  # the attack trigger resolves


def test_combat_damage_to_an_attacking_dog_is_prevented() -> None:
    game = board({"battlefield": [LEADER]}, {"battlefield": ["Hill Giant"]}, step="beginning_of_combat")
    _attack_with(game, LEADER)
    pass_both(game)
    block(game, (game.find("Hill Giant", player=1), game.find(LEADER)))
    pass_both(game)
    assert game.find(LEADER, zone="battlefield")
    assert game.state.objects[game.find(LEADER)].damage == 0
    assert game.state.objects[game.find("Hill Giant", player=1)].damage == 2


def test_creatures_that_are_not_dogs_are_not_protected() -> None:
    game = board({"battlefield": [LEADER, "Grizzly Bears"]}, {"battlefield": ["Hill Giant"]},
                 step="beginning_of_combat")
    _attack_with(game, LEADER, "Grizzly Bears")
    pass_both(game)
    block(game, (game.find("Hill Giant", player=1), game.find("Grizzly Bears")))
    pass_both(game)
    assert game.find("Grizzly Bears", zone="graveyard")


def test_the_prevention_lasts_after_pack_leader_leaves_and_spares_noncombat_damage() -> None:
    """Ruling: "Once Pack Leader attacks, its effect prevents damage that would be dealt to Dogs you control
    even if Pack Leader leaves the battlefield." Shock (noncombat damage) still kills Pack Leader; the other
    Dog takes no combat damage."""
    game = board({"battlefield": [LEADER, "Alpine Watchdog", "Mountain"], "hand": ["Shock"]},
                 {"battlefield": ["Hill Giant"]}, step="beginning_of_combat")
    _attack_with(game, LEADER, "Alpine Watchdog")
    cast(game, "Shock", game.find(LEADER))
    pass_both(game)
    assert game.find(LEADER, zone="graveyard")
    pass_both(game)
    block(game, (game.find("Hill Giant", player=1), game.find("Alpine Watchdog")))
    pass_both(game)
    assert game.state.objects[game.find("Alpine Watchdog")].damage == 0
    assert life(game, 1) == 20
