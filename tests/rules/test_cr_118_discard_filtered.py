"""CR 118.3, 601.2h / 602.2b: a cost 'Discard a legendary card' can be paid only with a card of that kind;
without one in hand the ability can't be activated."""

from __future__ import annotations

from support import board


def _activations(game, oid: int) -> list[str]:
    return [str(a) for a in game.legal_actions() if a.kind == "activate" and a.args[0] == oid]


def test_118_3_niambi_needs_a_legendary_card_to_discard():
    """Niambi, Esteemed Speaker: '{1}{W}{U}, {T}, Discard a legendary card: Draw two cards.'"""
    game = board({"battlefield": ["Niambi, Esteemed Speaker", "Plains", "Island", "Island"],
                  "hand": ["Grizzly Bears"]})
    assert _activations(game, game.find("Niambi, Esteemed Speaker")) == []


def test_602_2b_niambi_offers_only_legendary_cards_to_discard():
    game = board({"battlefield": ["Niambi, Esteemed Speaker", "Plains", "Island", "Island"],
                  "hand": ["Grizzly Bears", "Vito, Thorn of the Dusk Rose"], "library": ["Forest"] * 2})
    niambi = game.find("Niambi, Esteemed Speaker")
    game.apply(f"activate {niambi} 1")
    assert game.pending.kind == "discard"
    assert game.pending.options == (game.find("Vito, Thorn of the Dusk Rose"),)
