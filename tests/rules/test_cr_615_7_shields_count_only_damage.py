"""CR 615.7: a shield ('prevent the next N damage that would be dealt to [one permanent or player]') counts
only the amount of damage: 'the number of events or sources dealing it doesn't matter.' Damage from two
sources at once is prevented until the shield is used up; what is left is dealt normally. 615.3: 'the next time
a source of your choice would deal damage to [one recipient]' is used up by that damage event, whatever its
amount. (Every shield of the compiled pool protects one permanent or player: 'to any number of targets,
divided as you choose' makes one shield per target, 601.2d.)"""

from __future__ import annotations

from support import activate, attack, block, board, cast, pass_both, resolve_stack, to_attackers, use_compiled

use_compiled("Mending Hands", "Circle of Protection: Red")


def test_615_7_one_shield_against_two_blockers_at_once() -> None:
    """Mending Hands: 'Prevent the next 4 damage that would be dealt to any target this turn.' Three Grizzly
    Bears block the Hill Giant: 6 combat damage at once from three sources, 4 prevented, 2 dealt."""
    game = board({"battlefield": ["Hill Giant", {"card": "Plains", "count": 2}], "hand": ["Mending Hands"]},
                 {"battlefield": [{"card": "Grizzly Bears", "count": 3}]}, step="beginning_of_combat")
    giant = game.find("Hill Giant")
    bears = [o for o in game.zone("battlefield") if game.state.objects[o].card == "Grizzly Bears"]
    to_attackers(game)
    attack(game, giant)
    game.apply("pass")
    game.apply("pass")
    block(game, *[(b, giant) for b in bears])
    cast(game, game.find("Mending Hands"), giant)
    resolve_stack(game)
    while game.state.step != "main2":  # 510.1c: the Giant's damage is divided among the blockers as P1 likes
        game.apply("pass" if game.pending.kind == "priority" else game.legal_actions()[0])
    assert game.state.objects[giant].damage == 2


def test_615_3_the_next_time_shield_ends_after_one_event() -> None:
    """Circle of Protection: Red: '{1}: The next time a red source of your choice would deal damage to you this
    turn, prevent that damage.' A Shock is prevented; a second Shock from another source is not."""
    game = board({"battlefield": ["Circle of Protection: Red", "Plains"]},
                 {"battlefield": [{"card": "Mountain", "count": 2}], "hand": ["Shock", "Shock"]},
                 active="P2", step="main1")
    first, second = [o for o in game.zone("hand", 1) if game.state.objects[o].card == "Shock"]
    cast(game, first, "P1")
    game.apply("pass")
    activate(game, game.find("Circle of Protection: Red"), 1)
    pass_both(game)  # the Circle's ability resolves: the source is chosen (609.7a)
    game.apply(game.legal_actions()[0])  # the Shock on the stack, the only red source
    resolve_stack(game)
    assert game.state.players[0].life == 20
    cast(game, second, "P1")
    resolve_stack(game)
    assert game.state.players[0].life == 18
