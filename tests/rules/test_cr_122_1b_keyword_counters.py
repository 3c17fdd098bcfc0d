"""CR 122.1b: a keyword counter on a permanent or on a card in a zone other than the battlefield causes that
object to gain that keyword (613.1f: in layer 6)."""

from __future__ import annotations

from support import board

import lithoform.mechanics.all  # noqa: F401


def test_122_1b_a_flying_counter_gives_flying_and_a_first_strike_counter_first_strike() -> None:
    game = board({"battlefield": [{"card": "Grizzly Bears", "counters": {"flying": 1, "first strike": 1}}]})
    assert {"flying", "first strike"} <= game.chars(game.find("Grizzly Bears")).keywords


def test_122_1b_with_continuous_effects_in_the_layers_too() -> None:
    """Glorious Anthem's effect makes the layer system run (613.1): the counter still grants its keyword."""
    game = board({"battlefield": ["Glorious Anthem",
                                  {"card": "Grizzly Bears", "counters": {"lifelink": 1, "+1/+1": 1}}]})
    c = game.chars(game.find("Grizzly Bears"))
    assert "lifelink" in c.keywords and c.power == 4


def test_122_1b_613_1f_a_loses_all_abilities_effect_removes_it() -> None:
    """Humility: 'All creatures lose all abilities and have base power and toughness 1/1.' (layer 6 after the
    counter's keyword)."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "counters": {"flying": 1}}, "Humility"]})
    assert "flying" not in game.chars(game.find("Grizzly Bears")).keywords


def test_first_strike_counter_text_compiles() -> None:
    """'Put a first strike counter on it.' (two-word counter kinds, 122.1b)."""
    from lithoform.catalog.compiled import compiled

    assert compiled("Heightened Reflexes").ok and compiled("Sanctuary Smasher").ok
