"""CR 702.73a, 111.4: a token created 'with changeling' (Crib Swap: 'Exile target creature. Its controller
creates a 1/1 colorless Shapeshifter creature token with changeling.') is every creature type: changeling is a
characteristic-defining ability among the values the creating effect defines."""

from __future__ import annotations

from support import board, cast, pass_both


def test_702_73a_the_token_is_every_creature_type() -> None:
    game = board({"battlefield": ["Plains"] * 3, "hand": ["Crib Swap"]}, {"battlefield": ["Grizzly Bears"]})
    cast(game, "Crib Swap", game.find("Grizzly Bears"))
    pass_both(game)
    token = next(o for o in game.zone("battlefield") if game.state.objects[o].token)
    c = game.chars(token)
    assert game.state.objects[token].controller == 1 and (c.power, c.toughness) == (1, 1)
    assert {"Shapeshifter", "Elf", "Zombie", "Bear"} <= set(c.subtypes)
