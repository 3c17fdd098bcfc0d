"""Interdict ({1}{U} instant): "Counter target activated ability from an artifact, creature, enchantment, or land.
That permanent's activated abilities can't be activated this turn. (Mana abilities can't be targeted.) / Draw a
card." (701.6b, 602.5, 611.2a, 113.7a; mechanics/activation_bans). Rulings quoted from the card database."""

from __future__ import annotations

from support import board, can_activate, cast, resolve_stack, use_compiled

INTERDICT = "Interdict"
use_compiled(INTERDICT)


def _dragon_pumped():
    """P2's Shivan Dragon's '{R}: +1/+0' on the stack, P1 holding priority with Interdict."""
    game = board({"battlefield": [{"card": "Island", "count": 2}], "hand": [INTERDICT]},
                 {"battlefield": ["Shivan Dragon", {"card": "Mountain", "count": 3}]})
    dragon = game.find("Shivan Dragon")
    game.apply("pass")
    game.apply(f"activate {dragon} 1")
    game.apply("autopay") if game.pending.kind == "pay" else None
    ability = game.state.zones["stack"][-1]
    game.apply("pass")
    return game, dragon, ability


def test_it_counters_the_ability_bans_its_permanent_and_draws() -> None:
    """Ruling: "This card targets the ability, and not the permanent itself." The ability is countered (the
    Dragon stays 5/5), the Dragon's abilities can't be activated this turn, and P1 draws a card."""
    game, dragon, ability = _dragon_pumped()
    hand = len(game.state.zones["hand:0"])
    cast(game, INTERDICT, ability)
    resolve_stack(game)
    assert ability not in game.state.zones["stack"] and game.chars(dragon).power == 5
    assert len(game.state.zones["hand:0"]) == hand  # Interdict left the hand, one card drawn
    game.apply("pass")
    assert game.pending.player == 1 and not can_activate(game, dragon)


def test_only_an_ability_from_one_of_the_listed_card_types_can_be_targeted() -> None:
    """'from an artifact, creature, enchantment, or land': a planeswalker's loyalty ability isn't (109.2c: the
    ability's source), a creature's is."""
    game, dragon, ability = _dragon_pumped()
    game.apply(f"cast {game.find(INTERDICT)}")
    assert game.pending.kind == "target" and ability in game.pending.options
