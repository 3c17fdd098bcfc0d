"""611.3a: static abilities whose conditions read this turn's events: 'as long as you've cast an instant or
sorcery spell this turn' (Leapfrog; 601.2i) and 'as long as you had another creature enter the battlefield
under your control this turn' (Bellowing Elk; 500.1, 400.7) (mechanics/board_conditions/this_turn)."""

from __future__ import annotations

from support import basics, board, cast, pass_until, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def test_they_compile() -> None:
    for name in ("Leapfrog", "Bellowing Elk", "Saddled Rimestag"):
        assert compile_card(get_card(name)).ok, name


def test_601_2i_leapfrog_has_flying_after_an_instant_is_cast_this_turn() -> None:
    """Leapfrog: 'Leapfrog has flying as long as you've cast an instant or sorcery spell this turn.' Casting a
    creature spell doesn't count; the instant counts from the moment it is cast, and not in the next turn."""
    game = board({"battlefield": ["Leapfrog", *basics(Mountain=3)], "hand": ["Shock", "Raging Goblin"]})
    frog = game.find("Leapfrog")
    cast(game, "Raging Goblin")
    resolve_stack(game)
    assert "flying" not in game.chars(frog).keywords
    cast(game, "Shock", "P2")
    assert "flying" in game.chars(frog).keywords  # cast (601.2i), still on the stack
    resolve_stack(game)
    assert "flying" in game.chars(frog).keywords
    pass_until(game, "upkeep", game.state.turn + 1)
    assert "flying" not in game.chars(frog).keywords


def test_500_1_bellowing_elk_counts_another_creature_entering_under_your_control() -> None:
    """Bellowing Elk: 'As long as you had another creature enter the battlefield under your control this turn,
    Bellowing Elk has trample and indestructible.' A land entering doesn't count; a creature does, even after
    it has left the battlefield again."""
    game = board({"battlefield": ["Bellowing Elk", *basics(Mountain=2, Forest=1)],
                  "hand": ["Forest", "Grizzly Bears", "Lightning Bolt"]})
    elk = game.find("Bellowing Elk")
    game.apply(f"play {game.find('Forest', zone='hand')}")
    assert "trample" not in game.chars(elk).keywords
    cast(game, "Grizzly Bears")
    resolve_stack(game)
    assert {"trample", "indestructible"} <= game.chars(elk).keywords
    cast(game, "Lightning Bolt", game.find("Grizzly Bears"))
    resolve_stack(game)
    assert game.find("Grizzly Bears", zone="graveyard")
    assert "trample" in game.chars(elk).keywords


def test_400_7_the_elk_entering_itself_is_not_another_creature() -> None:
    game = board({"battlefield": [*basics(Forest=5)], "hand": ["Bellowing Elk"]})
    cast(game, "Bellowing Elk")
    resolve_stack(game)
    assert "trample" not in game.chars(game.find("Bellowing Elk")).keywords
