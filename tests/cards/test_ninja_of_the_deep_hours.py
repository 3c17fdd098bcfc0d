"""Ninja of the Deep Hours, compiled from its Oracle text, and its rulings in games.

Oracle text: Ninjutsu {1}{U} / Whenever Ninja of the Deep Hours deals combat damage to a player, you may draw a
card."""

from __future__ import annotations

from support import attack, board, pass_both, use_compiled

use_compiled("Ninja of the Deep Hours")

NINJA = "Ninja of the Deep Hours"


def _at_blockers(p1_hand: list | None = None):
    game = board({"hand": [NINJA, *(p1_hand or [])], "battlefield": ["Grizzly Bears", {"card": "Island", "count": 2}]},
                 {}, step="beginning_of_combat")
    pass_both(game)
    bears = game.find("Grizzly Bears")
    attack(game, bears)
    while game.state.step != "declare_blockers":
        game.apply("pass")
    return game, bears


def test_ruling_the_ninja_enters_attacking_the_returned_creatures_player_but_was_never_declared() -> None:
    """Ruling: "The creature put onto the battlefield with ninjutsu enters the battlefield attacking the same
    player or planeswalker that the returned creature was attacking." and "Although the Ninja is attacking,
    it was never declared as an attacking creature (for purposes of abilities that trigger whenever a creature
    attacks, for example).\""""
    game, bears = _at_blockers()
    ninja = game.find(NINJA, zone="hand")
    game.apply(f"activate {ninja} 1")
    game.apply(f"return {bears}")
    game.apply("autopay")
    pass_both(game)
    new = game.find(NINJA, zone="battlefield")
    assert dict(game.state.combat.attackers)[new] == dict(game.state.combat.attackers)[bears]
    assert not any(e.kind == "attacks" and e.args.get("obj") == new for e in game.state.events())


def test_ruling_if_the_ninja_leaves_the_hand_first_it_wont_enter() -> None:
    """Ruling: "As you activate a ninjutsu ability, you reveal the Ninja card in your hand and return the
    attacking creature. The Ninja isn't put onto the battlefield until the ability resolves. If it leaves your
    hand before then, it won't enter the battlefield at all." (Here the opponent makes P1 discard it in
    response, modelled by moving it to the graveyard.)"""
    from lithoform.rules.zones import move

    game, bears = _at_blockers()
    ninja = game.find(NINJA, zone="hand")
    game.apply(f"activate {ninja} 1")
    game.apply(f"return {bears}")
    game.apply("autopay")
    move(game.state, ninja, "graveyard")
    pass_both(game)
    assert not any(game.state.objects[o].card == NINJA for o in game.zone("battlefield"))
    assert game.find(NINJA, zone="graveyard")
