"""Agent of Treachery ({5}{U}{U} 2/3): "When Agent of Treachery enters the battlefield, gain control of target
permanent. / At the beginning of your end step, if you control three or more permanents you don't own, draw three
cards." (613.1b, 108.3 'you don't own', 603.4 intervening if). Rulings quoted from the card database."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until, resolve_stack, use_compiled

AGENT = "Agent of Treachery"
use_compiled(AGENT, "Mind Control")


def _hand(game, player: int) -> int:
    return len(game.state.zones[f"hand:{player}"])


def _steal(game, name: str, with_card: str) -> None:
    cast(game, with_card, *(() if with_card == AGENT else (game.find(name),)))
    pass_both(game)
    if with_card == AGENT:  # its trigger: gain control of target permanent
        game.apply(f"target {game.find(name)}")
        resolve_stack(game)


def _at_end_step(game) -> int:
    """The cards P1 draws from the beginning of their end step on."""
    before = _hand(game, 0)
    pass_until(game, "end")
    resolve_stack(game)
    return _hand(game, 0) - before


def test_ruling_fewer_than_three_permanents_you_dont_own_no_draw() -> None:
    """Ruling: "If you don't control three permanents you don't own as your end step begins, Agent of Treachery's
    last ability doesn't trigger." Agent took one permanent: P1 controls one they don't own, and draws nothing.
    Ruling: "Agent of Treachery's effect lasts indefinitely. It doesn't wear off during the cleanup step"."""
    game = board({"hand": [AGENT], "battlefield": [{"card": "Island", "count": 7}]}, {"battlefield": ["Hill Giant"]})
    _steal(game, "Hill Giant", AGENT)
    assert game.state.objects[game.find("Hill Giant")].controller == 0
    assert _at_end_step(game) == 0
    pass_until(game, "upkeep")
    assert game.state.objects[game.find("Hill Giant")].controller == 0


def test_three_permanents_you_dont_own_draw_three() -> None:
    """108.3, 603.4: with P2's Hill Giant, Grizzly Bears (Mind Control twice) and Savannah Lions (Agent) under
    P1's control as the end step begins, P1 draws three cards. (Ruling: "Those don't have to be the same three
    permanents each time.")"""
    game = board({"hand": [AGENT, "Mind Control", "Mind Control"], "battlefield": [{"card": "Island", "count": 17}]},
                 {"battlefield": ["Hill Giant", "Grizzly Bears", "Savannah Lions"]})
    mind_controls = [o for o in game.state.zones["hand:0"] if game.state.objects[o].card == "Mind Control"]
    cast(game, mind_controls[0], game.find("Hill Giant"))
    pass_both(game)
    cast(game, mind_controls[1], game.find("Grizzly Bears"))
    pass_both(game)
    _steal(game, "Savannah Lions", AGENT)
    assert _at_end_step(game) == 3
