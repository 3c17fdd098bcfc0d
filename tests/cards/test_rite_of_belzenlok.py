"""Rite of Belzenlok, chapter III: 'Create a 6/6 black Demon creature token with flying, trample, and "At the
beginning of your upkeep, sacrifice another creature. If you can't, this creature deals 6 damage to you."'
(714.2b chapter abilities; 111.4 the token's keywords and its quoted ability, the list's last comma before the
quoted one)."""

from __future__ import annotations

from support import board, life, pass_until, resolve_stack


def _demon(battlefield: list) -> tuple:
    game = board({"battlefield": [{"card": "Rite of Belzenlok", "counters": {"lore": 2}}, *battlefield]},
                 step="draw")
    pass_until(game, "main1")  # the third lore counter: chapter III triggers (714.3b)
    resolve_stack(game)
    demon = next(o for o in game.state.battlefield if game.chars(o).name == "Demon Token")
    return game, demon


def test_rite_of_belzenlok_ruling_chapter_three_makes_the_demon() -> None:
    """Ruling (2018-04-27): 'the third lore counter put on a Saga causes the III chapter ability to trigger'. The
    token is a 6/6 black Demon with flying and trample, and the Saga is sacrificed after III (714.4)."""
    game, demon = _demon([])
    c = game.chars(demon)
    assert (c.power, c.toughness, c.colors, c.subtypes) == (6, 6, frozenset("B"), frozenset({"Demon"}))
    assert {"flying", "trample"} <= {k.lower() for k in c.keywords}
    assert not any(game.chars(o).name == "Rite of Belzenlok" for o in game.state.battlefield)


def test_rite_of_belzenlok_demon_deals_six_damage_without_another_creature() -> None:
    """The Demon's upkeep trigger: with no other creature to sacrifice, it deals 6 damage to its controller;
    with one, that creature is sacrificed instead."""
    game, _ = _demon([])
    pass_until(game, "upkeep", turn=5)
    resolve_stack(game)
    assert life(game, 0) == 14
    game, _ = _demon(["Grizzly Bears"])
    pass_until(game, "upkeep", turn=5)
    resolve_stack(game)
    assert life(game, 0) == 20
    assert not any(game.chars(o).name == "Grizzly Bears" for o in game.state.battlefield)
