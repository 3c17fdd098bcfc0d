"""Baithook Angler // Hook-Haunt Drifter (compiled from its Oracle text), played through the engine.

Oracle text: Disturb {1}{U} (You may cast this card from your graveyard transformed for its disturb cost.) //
Flying / If Hook-Haunt Drifter would be put into a graveyard from anywhere, exile it instead."""

from __future__ import annotations

from support import board, cast, pass_both

CARD = "Baithook Angler"


def test_countered_after_being_cast_with_disturb_it_is_exiled() -> None:
    """Ruling: "The back face of each card with disturb has an ability that instructs its controller to exile if
    it would be put into a graveyard from anywhere. This includes going to the graveyard from the stack, so if
    the spell is countered after you cast it using the disturb ability, it will be put into exile.\""""
    game = board({"battlefield": ["Island"] * 2, "graveyard": [CARD]},
                 {"battlefield": ["Island"] * 2, "hand": ["Counterspell"]})
    game.apply(f"cast {game.find(CARD, zone='graveyard')} disturb")
    game.apply("autopay")
    spell = game.state.stack[-1]
    assert game.chars(spell).name == "Hook-Haunt Drifter"
    game.apply("pass")
    cast(game, "Counterspell", spell)
    pass_both(game)
    assert game.find(CARD, zone="exile") and not game.zone("graveyard", 0)


def test_mana_value_is_the_front_faces() -> None:
    """Ruling: "The mana value of a spell cast using disturb is determined by the mana cost on the front face of
    the card, no matter what the total cost to cast the spell was.\""""
    game = board({"battlefield": ["Island"] * 2, "graveyard": [CARD]})
    game.apply(f"cast {game.find(CARD, zone='graveyard')} disturb")
    game.apply("autopay")
    assert game.chars(game.state.stack[-1]).mana_value == 2
