"""CR 608.2d, 115.1, 601.2c: 'Choose target opponent.' names a target chosen as the spell is cast, read as 'that
player' by the rest of the text; 'Choose an opponent at random.' is chosen as the ability resolves, by no
player, and 'that player' reads the choice (607.2d). 205.1a: 'Choose a creature type other than Wall. Target
creature becomes that type until end of turn.'"""

from __future__ import annotations

from support import activate, basics, board, cast, events, life, pass_both, pass_until, use_compiled

from lithoform.rules.continuous.characteristics import chars

use_compiled("Curious Herd", "Vial Smasher the Fierce", "Standardize", "Mistform Mutant", "Shock", "Grizzly Bears",
             "Ornithopter", "Sol Ring")


def test_601_2c_choose_target_opponent_then_that_player() -> None:
    """Curious Herd: 'Choose target opponent. You create X 3/3 green Beast creature tokens, where X is the number
    of artifacts that player controls.'"""
    game = board({"hand": ["Curious Herd"], "battlefield": basics(Forest=4), "library": ["Forest"] * 5},
                 {"battlefield": ["Ornithopter", "Sol Ring", "Grizzly Bears"]})
    cast(game, "Curious Herd", "P2")
    pass_both(game)
    beasts = [o for o in game.state.zones["battlefield"] if chars(game.state, o).name.startswith("Beast")]
    assert len(beasts) == 2  # two artifacts: Ornithopter and Sol Ring


def test_115_1_the_target_opponent_is_targeted() -> None:
    """A target is chosen as it is cast (601.2c): only an opponent may be."""
    game = board({"hand": ["Curious Herd"], "battlefield": basics(Forest=4)})
    game.apply(f"cast {game.find('Curious Herd')}")
    assert game.pending.kind == "target"
    assert game.pending.options == (-2,)  # P2 only (a player's reference)


def test_608_2d_an_opponent_at_random_then_that_player() -> None:
    """Vial Smasher the Fierce (ruling 2020-11-10): "Vial Smasher's triggered ability resolves before the spell
    that caused it to trigger." The opponent is chosen at random as it resolves; it's dealt the damage."""
    game = board({"hand": ["Shock"], "battlefield": ["Vial Smasher the Fierce", *basics(Mountain=1)]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Shock", "P2")
    pass_both(game)  # the trigger resolves first
    if game.pending.kind == "choose":  # player or planeswalker: P2 controls none, so none is asked
        game.apply("choose 0")
    chosen = events(game, "chosen_now")
    assert chosen and chosen[-1].args["kind"] == "opponent" and chosen[-1].args["choice"] == "P2"
    assert life(game, 1) == 19  # Shock's mana value, 1, to the chosen opponent; Shock is still on the stack
    assert game.state.stack


def test_205_1a_a_creature_type_other_than_wall() -> None:
    """Mistform Mutant: '{1}{U}: Choose a creature type other than Wall. Target creature becomes that type until
    end of turn.'"""
    game = board({"battlefield": ["Mistform Mutant", "Grizzly Bears", *basics(Island=2)]})
    bears = game.find("Grizzly Bears")
    activate(game, game.find("Mistform Mutant"), 1, bears)
    pass_both(game)
    assert game.pending.kind == "choose" and "Wall" not in game.pending.labels
    game.apply(f"choose {game.pending.labels.index('Elf')}")
    assert set(chars(game.state, bears).subtypes) == {"Elf"}
    pass_until(game, "upkeep", turn=4)
    assert set(chars(game.state, bears).subtypes) == {"Bear"}


def test_205_1a_each_creature_becomes_that_type() -> None:
    """Standardize (ruling 2004-10-04): "This spell only affects creatures on the battlefield when it resolves." """
    game = board({"hand": ["Standardize"], "battlefield": ["Grizzly Bears", *basics(Island=2)]},
                 {"battlefield": ["Mistform Mutant"]})
    cast(game, "Standardize")
    pass_both(game)
    game.apply(f"choose {game.pending.labels.index('Goblin')}")
    for name in ("Grizzly Bears", "Mistform Mutant"):
        assert set(chars(game.state, game.find(name)).subtypes) == {"Goblin"}
