"""Instill Energy and Animate Wall (compiled from their Oracle text): 'Enchanted creature can attack as though it
had haste.' (302.6, 702.10b), '{0}: Untap enchanted creature. Activate only during your turn and only once each
turn.' (602.5b), and 'Enchanted Wall can attack as though it didn't have defender.' (702.3b, 303.4d)"""

from __future__ import annotations

from support import actions, attack, board, pass_both, pass_until, to_attackers


def _attackers(game) -> list[int]:
    return [int(a.split()[1]) for a in actions(game) if a.startswith("attack ")]


def test_a_creature_that_just_came_under_your_control_can_attack() -> None:
    """302.6: a creature you haven't controlled continuously since your turn began can't attack, unless it can
    attack as though it had haste: the enchanted Bears can, the other new Bears can't."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "sick": True, "label": "enchanted"},
                                  {"card": "Instill Energy", "attached_to": "enchanted"},
                                  {"card": "Hill Giant", "sick": True}]}, step="beginning_of_combat")
    bears, giant = game.find("Grizzly Bears"), game.find("Hill Giant")
    to_attackers(game)
    assert bears in _attackers(game) and giant not in _attackers(game)
    attack(game, bears)
    pass_until(game, "main2")
    assert game.state.players[1].life == 18


def test_untap_it_once_each_turn_during_your_turn_after_it_resolves() -> None:
    """Rulings: "Instill Energy's untap ability will not untap the creature until it resolves." and 602.5b:
    once each turn, only during your turn."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "tapped": True, "label": "enchanted"},
                                  {"card": "Instill Energy", "attached_to": "enchanted"}]})
    energy, bears = game.find("Instill Energy"), game.find("Grizzly Bears")
    game.apply(f"activate {energy} 1")
    assert game.state.objects[bears].tapped  # on the stack: not yet
    pass_both(game)
    assert not game.state.objects[bears].tapped
    assert f"activate {energy} 1" not in actions(game)  # only once each turn
    pass_until(game, "upkeep", turn=4)  # the opponent's turn
    assert not any(a.startswith(f"activate {energy} ") for a in actions(game))


def test_animate_wall_lets_the_wall_attack() -> None:
    """702.3b: a Wall with defender can't attack; enchanted by Animate Wall it can ('Animate Wall can now
    enchant only a Wall', its ruling)."""
    game = board({"battlefield": [{"card": "Wall of Stone", "label": "wall"},
                                  {"card": "Animate Wall", "attached_to": "wall"}, "Wall of Wood"]},
                 step="beginning_of_combat")
    to_attackers(game)
    assert game.find("Wall of Stone") in _attackers(game)
    assert game.find("Wall of Wood") not in _attackers(game)
