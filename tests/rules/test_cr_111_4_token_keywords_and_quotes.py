"""CR 111.4: a token has the characteristics the effect that creates it defines: 'a 2/2 red Dragon creature
token with flying and "{R}: This creature gets +1/+0 until end of turn."' (Dragon Egg) has both the keyword and
the quoted ability (113.1a)."""

from __future__ import annotations

from support import activate, board, cast, resolve_stack


def test_111_4_dragon_egg_token_has_flying_and_firebreathing() -> None:
    """Dragon Egg: 'When Dragon Egg dies, create a 2/2 red Dragon creature token with flying and "{R}: This
    creature gets +1/+0 until end of turn."'"""
    game = board({"battlefield": ["Dragon Egg", {"card": "Mountain", "count": 2}], "hand": ["Lightning Bolt"]})
    cast(game, game.find("Lightning Bolt"), game.find("Dragon Egg"))
    resolve_stack(game)
    token = game.find("Dragon Token", zone="battlefield")
    c = game.chars(token)
    assert {k.lower() for k in c.keywords} >= {"flying"}
    assert (c.power, c.toughness) == (2, 2)
    activate(game, token, 1)
    resolve_stack(game)
    assert game.chars(token).power == 3
