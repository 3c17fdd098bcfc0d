"""Scorching Dragonfire, compiled from its Oracle text, and its rulings in games.

Oracle text: Scorching Dragonfire deals 3 damage to target creature or planeswalker. If that creature or
planeswalker would die this turn, exile it instead."""

from __future__ import annotations

from support import board, cast, pass_both, pass_until

DRAGONFIRE = "Scorching Dragonfire"


def test_a_creature_it_kills_is_exiled() -> None:
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": [DRAGONFIRE]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, DRAGONFIRE, game.find("Grizzly Bears", player=1))
    pass_both(game)
    assert game.find("Grizzly Bears", zone="exile", player=1)
    assert not game.zone("graveyard", 1)


def test_it_exiles_a_creature_that_dies_later_this_turn_for_another_reason() -> None:
    """Ruling: "Scorching Dragonfire's replacement effect will exile the target creature or planeswalker if it
    would die this turn for any reason, not just due to lethal damage." Craw Wurm (6/4) survives the 3
    damage; Shock then kills it."""
    game = board({"battlefield": ["Mountain"] * 3, "hand": [DRAGONFIRE, "Shock"]},
                 {"battlefield": ["Craw Wurm"]})
    wurm = game.find("Craw Wurm", player=1)
    cast(game, DRAGONFIRE, wurm)
    pass_both(game)
    assert game.find("Craw Wurm", zone="battlefield", player=1) == wurm
    cast(game, "Shock", wurm)
    pass_both(game)
    assert game.find("Craw Wurm", zone="exile", player=1)


def test_it_applies_even_if_the_damage_was_prevented() -> None:
    """Ruling: "It applies to the target creature or planeswalker even if Scorching Dragonfire deals no damage
    to it (most likely due to a prevention effect)." Healing Salve prevents the 3 damage; Shock kills the
    Bears later this turn."""
    game = board({"battlefield": ["Mountain"] * 3 + ["Plains"], "hand": [DRAGONFIRE, "Shock", "Healing Salve"]},
                 {"battlefield": ["Grizzly Bears"]})
    bears = game.find("Grizzly Bears", player=1)
    game.apply(f"cast {game.find('Healing Salve')}")
    game.apply("mode 2")
    game.apply(f"target {bears}")
    game.apply("autopay")
    pass_both(game)
    cast(game, DRAGONFIRE, bears)
    pass_both(game)
    assert game.state.objects[bears].damage == 0
    cast(game, "Shock", bears)
    pass_both(game)
    assert game.find("Grizzly Bears", zone="exile", player=1)


def test_a_planeswalker_it_kills_is_exiled() -> None:
    """700.4: a planeswalker put into a graveyard from the battlefield dies (704.5i: with no loyalty)."""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": [DRAGONFIRE]},
                 {"battlefield": [{"card": "Garruk Wildspeaker", "counters": {"loyalty": 3}}]})
    cast(game, DRAGONFIRE, game.find("Garruk Wildspeaker", player=1))
    pass_both(game)
    assert game.find("Garruk Wildspeaker", zone="exile", player=1)


def test_the_effect_ends_with_the_turn() -> None:
    """611.2a, 514.2: 'this turn'."""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": [DRAGONFIRE]}, {"battlefield": ["Craw Wurm"]})
    cast(game, DRAGONFIRE, game.find("Craw Wurm", player=1))
    pass_both(game)
    assert len(game.state.replacements) == 1
    pass_until(game, "upkeep", turn=4)
    assert game.state.replacements == ()


def test_the_effect_is_part_of_a_saved_game() -> None:
    """The 'this turn' replacement effect is game state (GUIDE principle 6): it survives saving and loading."""
    from lithoform.play import serialize

    game = board({"battlefield": ["Mountain", "Mountain"], "hand": [DRAGONFIRE]}, {"battlefield": ["Craw Wurm"]})
    wurm = game.find("Craw Wurm", player=1)
    cast(game, DRAGONFIRE, wurm)
    pass_both(game)
    loaded = serialize.loads(serialize.dumps(game.state))
    assert loaded.replacements == game.state.replacements and loaded.replacements[0].objects == (wurm,)
