"""Simian Spirit Guide: "Exile Simian Spirit Guide from your hand: Add {R}." (Elvish Spirit Guide: {G}).

A mana ability (605.1a) that functions in the hand (113.6m), its cost exiling the card (602.2b). The
auto-payer never spends a card of the hand: the player activates it, at priority or while paying a cost
(601.2g), and the mana is added at once (605.3a)."""

from __future__ import annotations

import pytest
from support import board, lands, use_compiled

from lithoform import Action

use_compiled("Simian Spirit Guide", "Elvish Spirit Guide", "Lightning Bolt", "Grizzly Bears")

GUIDE = "Simian Spirit Guide"


def test_exiling_it_from_the_hand_adds_red_without_the_stack() -> None:
    """605.3a-b: the mana is added at once; 602.2b: the card is exiled as the cost."""
    game = board({"hand": [GUIDE]})
    guide = game.find(GUIDE, zone="hand")
    assert Action.parse(f"activate {guide} 1") in game.legal_actions()
    game.apply(f"activate {guide} 1")
    assert [m.type for m in game.state.players[0].pool] == ["R"]
    assert game.find(GUIDE, zone="exile")
    assert not game.state.stack


def test_it_pays_for_a_spell_being_cast() -> None:
    """601.2g: mana abilities are activated before the cost is paid: the Guide's {R} pays for Lightning Bolt."""
    game = board({"hand": [GUIDE, "Lightning Bolt"]})
    game.apply(f"activate {game.find(GUIDE, zone='hand')} 1")
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply("target P2")
    assert game.pending.kind == "pay"
    game.apply("pay")
    assert game.state.stack and not game.state.players[0].pool


def test_offered_while_paying_and_never_spent_by_the_auto_payer() -> None:
    """601.2g: while a cost is being paid the player may still activate it; the auto-payer spends no card of
    the hand: after the Guide's {G}, it pays the rest with one Forest and leaves the other untapped."""
    game = board({"hand": ["Elvish Spirit Guide", "Grizzly Bears"], "battlefield": [lands("Forest", 2)]})
    game.apply(f"cast {game.find('Grizzly Bears', zone='hand')}")
    assert game.pending.kind == "pay"
    elvish = game.find("Elvish Spirit Guide", zone="hand")
    assert Action.parse(f"activate {elvish} 1") in game.legal_actions()
    game.apply(f"activate {elvish} 1")
    game.apply("autopay")
    assert game.find("Grizzly Bears", zone="stack")
    assert game.find("Elvish Spirit Guide", zone="exile")
    assert sorted(game.state.objects[f].tapped for f in game.state.zones["battlefield"]) == [False, True]


def test_the_auto_payer_leaves_it_in_the_hand() -> None:
    """The auto-payer (a helper, not a rule) never exiles a card of the hand: the Forests pay for the Bears."""
    game = board({"hand": ["Elvish Spirit Guide", "Grizzly Bears"], "battlefield": [lands("Forest", 2)]})
    game.apply(f"cast {game.find('Grizzly Bears', zone='hand')}")
    game.apply("autopay")
    assert game.find("Elvish Spirit Guide", zone="hand")


def test_not_from_the_battlefield() -> None:
    """113.6m: the ability functions only in the hand: a Simian Spirit Guide on the battlefield has none to use."""
    game = board({"battlefield": [GUIDE]})
    guide = game.find(GUIDE)
    assert not any(a.kind == "activate" and a.args[0] == guide for a in game.legal_actions())
    with pytest.raises(ValueError):
        game.apply(f"activate {guide} 1")
