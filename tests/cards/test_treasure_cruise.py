"""Treasure Cruise (compiled from its Oracle text), played through the engine.

Oracle text: Delve (Each card you exile from your graveyard while casting this spell pays for {1}.) /
Draw three cards."""

from __future__ import annotations

from support import board, pass_both, use_compiled

use_compiled("Treasure Cruise")

GRAVE = ["Grizzly Bears", "Forest", "Island", "Mountain", "Plains", "Swamp", "Shock", "Giant Growth"]


def test_no_more_than_seven_cards_exiled():
    """Ruling: "You can exile cards to pay only for generic mana, and you can’t exile more cards than the
    generic mana requirement of a spell with delve. For example, you can’t exile more than seven cards from
    your graveyard to cast Treasure Cruise unless an effect has increased its cost." (702.66a)"""
    game = board({"hand": ["Treasure Cruise"], "graveyard": GRAVE, "battlefield": ["Island"]})
    game.apply(f"cast {game.find('Treasure Cruise')}")
    for _ in range(7):
        game.apply([a for a in game.legal_actions() if a.kind == "delve"][0])
    assert not [a for a in game.legal_actions() if a.kind == "delve"]
    assert len(game.state.zones["graveyard:0"]) == 1 and game.pending.prompt == "pay {U}"


def test_mana_value_unchanged():
    """Ruling: "Delve doesn’t change a spell’s mana cost or mana value. For example, Treasure Cruise’s mana
    value is 8 even if you exiled three cards to cast it." (702.66b)"""
    game = board({"hand": ["Treasure Cruise"], "graveyard": GRAVE[:3], "battlefield": [
        {"card": "Island", "count": 5}]})
    game.apply(f"cast {game.find('Treasure Cruise')}")
    spell = game.state.announcing
    for _ in range(3):
        game.apply([a for a in game.legal_actions() if a.kind == "delve"][0])
    game.apply("autopay")
    assert game.chars(spell).mana_value == 8
    pass_both(game)
    assert len(game.state.zones["exile"]) == 3
