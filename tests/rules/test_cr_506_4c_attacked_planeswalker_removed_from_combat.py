"""506.4: a planeswalker being attacked is removed from combat if its controller changes or it stops being a
planeswalker; 506.4c: the creature attacking it keeps attacking, attacking nothing, and if it is unblocked it
deals no combat damage."""

from __future__ import annotations

from support import cast, pass_both, use_compiled

from lithoform import Game

use_compiled("Word of Seizing", "Jace Beleren")


def _attack_the_walker() -> tuple[Game, int, int]:
    game = Game.from_board({"active": "P1", "turn": 3, "step": "beginning_of_combat",
                            "P1": {"battlefield": ["Grizzly Bears", {"card": "Mountain", "count": 5}],
                                   "hand": ["Word of Seizing"]},
                            "P2": {"battlefield": ["Jace Beleren"]}})
    pass_both(game)
    bears, walker = game.find("Grizzly Bears"), game.find("Jace Beleren")
    game.apply(f"attack {bears} {walker}")
    game.apply("done")
    return game, bears, walker


def test_cr_506_4c_attacker_of_a_stolen_planeswalker_deals_no_combat_damage() -> None:
    game, bears, walker = _attack_the_walker()
    loyalty = game.state.objects[walker].counter("loyalty")
    cast(game, game.find("Word of Seizing"), walker)  # P1 gains control of the planeswalker it attacks
    pass_both(game)
    assert game.state.objects[walker].controller == 0
    while game.state.step != "end_of_combat":
        game.apply("done" if game.pending.kind == "blockers" else "pass")
    assert game.state.objects[walker].counter("loyalty") == loyalty  # no combat damage to it
    assert game.state.players[1].life == 20  # nor to the player
    assert game.state.players[0].life == 20


def test_cr_506_4c_the_creature_is_still_an_attacking_creature() -> None:
    game, bears, walker = _attack_the_walker()
    cast(game, game.find("Word of Seizing"), walker)
    pass_both(game)
    assert game.state.combat is not None and bears in dict(game.state.combat.attackers)
