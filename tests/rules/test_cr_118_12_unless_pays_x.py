"""CR 118.12, 107.3: 'Counter target spell unless its controller pays {X}' (Syncopate) asks for the X announced
as the counterspell was cast, and '{X}, where X is ...' the count as it resolves (Rethink: 'where X is its mana
value'; Mausoleum Wanderer: 'where X is Mausoleum Wanderer's power', read as it last existed once sacrificed,
608.2h). Both payments were free before (the {X} read as zero)."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled, zone_names

use_compiled("Syncopate", "Grizzly Bears", "Rethink", "Hill Giant", "Mausoleum Wanderer", "Shock")


def _syncopate_on_bears(x: int, forests: int = 5):
    game = board({"hand": ["Syncopate"], "battlefield": ["Island"] * 4},
                 {"hand": ["Grizzly Bears"], "battlefield": ["Forest"] * forests}, active="P2")
    cast(game, game.find("Grizzly Bears"))
    game.apply("pass")
    cast(game, game.find("Syncopate"), game.find("Grizzly Bears"), x=x)
    pass_both(game)
    return game


def _untapped_forests(game) -> int:
    return sum(1 for o in game.zone("battlefield", 1)
               if game.chars(o).name == "Forest" and not game.state.objects[o].tapped)


def test_118_12_paying_x_costs_the_announced_x() -> None:
    game = _syncopate_on_bears(2)
    assert "{2}" in game.pending.prompt
    game.apply("yes")
    assert _untapped_forests(game) == 1  # five Forests: two for the Bears, two for Syncopate's X
    assert game.state.stack  # the Bears still wait to resolve


def test_118_12_unable_to_pay_x_the_spell_is_exiled() -> None:
    """X = 3 with two untapped Forests: it can't be paid, so the Bears are countered and exiled."""
    game = _syncopate_on_bears(3, forests=4)
    assert zone_names(game, "exile", 1) == ["Grizzly Bears"]


def test_118_12_rethink_asks_for_the_target_spells_mana_value() -> None:
    """Hill Giant has mana value 4: its controller is asked for {4}, and with one Mountain left can't pay."""
    game = board({"hand": ["Rethink"], "battlefield": ["Island"] * 3},
                 {"hand": ["Hill Giant"], "battlefield": ["Mountain"] * 5}, active="P2")
    cast(game, game.find("Hill Giant"))
    game.apply("pass")
    cast(game, game.find("Rethink"), game.find("Hill Giant"))
    pass_both(game)
    assert zone_names(game, "graveyard", 1) == ["Hill Giant"]


def test_118_12_mausoleum_wanderer_counts_its_power_as_it_last_existed() -> None:
    """Mausoleum Wanderer with two +1/+1 counters (power 3) is sacrificed to counter a Shock: {3}."""
    game = board({"battlefield": [{"card": "Mausoleum Wanderer", "counters": {"+1/+1": 2}}]},
                 {"hand": ["Shock"], "battlefield": ["Mountain"] * 4}, active="P2")
    cast(game, game.find("Shock"), "P1")
    game.apply("pass")
    game.apply(f"activate {game.find('Mausoleum Wanderer')} 1")
    game.apply(f"target {game.find('Shock')}")
    pass_both(game)
    assert "{3}" in game.pending.prompt
