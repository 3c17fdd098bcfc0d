"""CR 702.49a: "Ninjutsu is an activated ability that functions only while the card with ninjutsu is in a
player's hand. 'Ninjutsu [cost]' means '[Cost], Reveal this card from your hand, Return an unblocked attacking
creature you control to its owner's hand: Put this card onto the battlefield from your hand tapped and
attacking.'" 702.49c: "The creature put onto the battlefield with the ninjutsu ability enters attacking the
same player, planeswalker, or battle as the creature that was returned to its owner's hand." Played with the
compiled Ninja of the Deep Hours ({1}{U}: ninjutsu {1}{U}; 'Whenever ~ deals combat damage to a player, you
may draw a card.')."""

from __future__ import annotations

from support import attack, board, pass_both, use_compiled

use_compiled("Ninja of the Deep Hours")

NINJA = "Ninja of the Deep Hours"


def _attacking(p2_battlefield: list | None = None):
    game = board({"hand": [NINJA], "battlefield": ["Grizzly Bears", {"card": "Island", "count": 2}]},
                 {"battlefield": p2_battlefield or []}, step="beginning_of_combat")
    pass_both(game)
    bears = game.find("Grizzly Bears")
    attack(game, bears)
    return game, bears


def _ninjutsu_actions(game) -> list[str]:
    ninja = game.find(NINJA, zone="hand")
    return [str(a) for a in game.legal_actions() if str(a).startswith(f"activate {ninja}")]


def test_702_49a_not_before_blockers_are_declared() -> None:
    """509.1h: an attacking creature is unblocked only once blockers are declared: in the declare attackers
    step, ninjutsu can't be activated."""
    game, _ = _attacking()
    assert game.state.step == "declare_attackers"
    assert _ninjutsu_actions(game) == []


def test_702_49a_returns_an_unblocked_attacker_and_enters_tapped_and_attacking() -> None:
    game, bears = _attacking()
    while game.state.step != "declare_blockers":
        game.apply("pass")
    assert game.pending.kind == "priority" and game.pending.player == 0
    (action,) = _ninjutsu_actions(game)
    game.apply(action)
    assert game.pending.kind == "return" and game.pending.options == (bears,)
    game.apply(f"return {bears}")
    game.apply("autopay")
    assert game.find("Grizzly Bears", zone="hand")
    pass_both(game)  # the ability resolves
    ninja = game.find(NINJA, zone="battlefield")
    assert game.state.objects[ninja].tapped
    assert any(a == ninja for a, _ in game.state.combat.attackers)  # 702.49c: attacking P2
    while game.state.step != "combat_damage" or game.pending.kind != "priority":
        game.apply("yes" if game.pending.kind == "may" else "pass")
    assert game.state.players[1].life == 18


def test_702_49a_a_blocked_creature_cant_be_returned() -> None:
    """509.1h: a creature with a blocker declared for it is blocked, not unblocked."""
    game, bears = _attacking(["Grizzly Bears"])
    game.apply("pass")
    game.apply("pass")  # to the declaration of blockers
    assert game.pending.kind == "blockers", game.pending
    blocker = next(o for o in game.state.zones["battlefield"] if game.state.objects[o].controller == 1
                   and game.state.objects[o].card == "Grizzly Bears")
    game.apply(f"block {blocker} {bears}")
    game.apply("done")
    assert game.state.step == "declare_blockers"
    assert _ninjutsu_actions(game) == []
