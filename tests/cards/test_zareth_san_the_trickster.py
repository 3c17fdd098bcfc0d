"""Zareth San, the Trickster, compiled from its Oracle text: '{2}{U}{B}, Return an unblocked attacking Rogue you
control to its owner's hand: Put Zareth San, the Trickster from your hand onto the battlefield tapped and
attacking.' (508.4, 113.6)."""

from __future__ import annotations

from support import board, pass_both, pay_with

ZARETH = "Zareth San, the Trickster"
LANDS = [{"card": "Island", "count": 2}, {"card": "Swamp", "count": 2}, {"card": "Mountain", "count": 2}]


def test_ruling_if_it_leaves_the_hand_the_ability_does_nothing() -> None:
    """Ruling (2020-09-25): 'If Zareth San leaves your hand before its second ability resolves, the ability
    does nothing as it resolves. Zareth San remains in its new zone and the Rogue you returned remains in its
    owner's hand.' P1 discards it in response (Thrill of Possibility's additional cost) before the ability resolves."""
    game = board({"battlefield": ["Merfolk Windrobber", *LANDS], "hand": [ZARETH, "Thrill of Possibility"]},
                 step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Merfolk Windrobber')} P2")
    game.apply("done")
    while game.state.step != "declare_blockers":
        game.apply("pass")
    game.apply(f"activate {game.find(ZARETH, zone='hand')} 1")
    game.apply(f"return {game.find('Merfolk Windrobber')}")
    pay_with(game, *[o for o in game.zone("battlefield") if game.chars(o).name in ("Island", "Swamp")])
    assert len(game.state.stack) == 1
    zareth = game.find(ZARETH, zone="hand")
    game.apply(f"cast {game.find('Thrill of Possibility', zone='hand')}")
    while game.pending.kind != "priority":
        acts = [str(a) for a in game.legal_actions()]
        pick = next((a for a in acts if a == f"discard {zareth}"), None) or next(a for a in acts if a not in ("cancel", "concede"))
        game.apply(pick)
    pass_both(game)  # Thrill of Possibility resolves
    pass_both(game)  # the ability: Zareth San is in the graveyard now
    assert ZARETH in [game.chars(o).name for o in game.zone("graveyard")]
    assert "Merfolk Windrobber" in [game.chars(o).name for o in game.zone("hand")]
    assert not any(game.chars(o).name == ZARETH for o in game.zone("battlefield"))
