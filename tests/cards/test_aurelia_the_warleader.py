"""Aurelia, the Warleader (compiled from its Oracle text): 'Whenever Aurelia, the Warleader attacks for the
first time each turn, untap all creatures you control. After this phase, there is an additional combat
phase.' (508.1m, 500.8)"""

from __future__ import annotations

from support import attack, board, pass_both, pass_until, to_attackers

MINE = ["Aurelia, the Warleader", "Grizzly Bears", {"card": "Hill Giant", "tapped": True}]


def _combats(game) -> int:
    """The combat phases that began after the board was set up (at the beginning of the first one)."""
    return sum(1 for e in game.state.events() if e.kind == "step" and e.args["step"] == "beginning_of_combat")


def test_untaps_all_creatures_you_control_and_adds_a_combat_phase() -> None:
    """Ruling: "You untap all creatures you control, including ones that aren't attacking." (the tapped Hill
    Giant untaps too); after this combat phase comes another one (500.8)."""
    game = board({"battlefield": MINE}, step="beginning_of_combat")
    bears, giant = game.find("Grizzly Bears"), game.find("Hill Giant")
    to_attackers(game)
    attack(game, game.find("Aurelia, the Warleader"), bears)
    pass_both(game)  # the trigger resolves
    assert not game.state.objects[bears].tapped and not game.state.objects[giant].tapped
    assert game.state.extra_phases == ("beginning_of_combat", "=end_of_combat")
    pass_until(game, "beginning_of_combat")
    assert _combats(game) == 1


def test_you_dont_have_to_attack_in_the_additional_combat_and_it_triggers_only_once() -> None:
    """Ruling: "You don't have to attack with any creatures during the additional combat phase." And 'for the
    first time each turn': attacking again in the added combat doesn't add a third one."""
    game = board({"battlefield": MINE}, step="beginning_of_combat")
    aurelia = game.find("Aurelia, the Warleader")
    to_attackers(game)
    attack(game, aurelia)
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    attack(game, aurelia)  # the second attack this turn: no trigger
    assert not game.state.stack
    pass_until(game, "main2")
    assert _combats(game) == 1
    assert game.state.players[1].life == 20 - 3 - 3


def test_declaring_no_attackers_in_the_added_combat_is_allowed() -> None:
    """Ruling: "You don't have to attack with any creatures during the additional combat phase.\""""
    game = board({"battlefield": MINE}, step="beginning_of_combat")
    to_attackers(game)
    attack(game, game.find("Aurelia, the Warleader"))
    pass_until(game, "beginning_of_combat")
    to_attackers(game)
    game.apply("done")
    pass_until(game, "main2")
    assert game.state.players[1].life == 17
