"""601.3: "A player can begin to cast a spell only if a rule or effect allows that player to cast it". 'Exile the
top card of that player's library. Until end of turn, you may cast that card.' (mechanics/exile_cast; 406.2):
the permission is the controller's, for this turn only (514.2), while the card stays exiled."""

from __future__ import annotations

from support import attack, board, cast_actions, pass_until, resolve_stack, to_attackers, use_compiled

use_compiled("Ragavan, Nimble Pilferer")


def test_601_3_the_permission_ends_with_the_turn_and_is_the_controllers_only() -> None:
    game = board({"battlefield": ["Ragavan, Nimble Pilferer"]}, {"library": ["Shock"] + ["Mountain"] * 5},
                 step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Ragavan, Nimble Pilferer"))
    pass_until(game, "combat_damage")
    resolve_stack(game)
    shock = game.find("Shock", zone="exile")
    assert f"cast {shock} exile_cast" in cast_actions(game)  # an instant: any time P1 has priority
    pass_until(game, "upkeep", turn=4)
    assert not any(a.startswith(f"cast {shock}") for a in cast_actions(game))
    game.apply("pass")  # P2 (the owner) has no permission either
    assert not any(a.startswith(f"cast {shock}") for a in cast_actions(game))
