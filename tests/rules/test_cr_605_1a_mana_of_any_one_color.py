"""CR 605.1a, 106.1b: '{T}: Add X mana of any one color, where X is ...' (Wirewood Channeler, Lotus Blossom) is a
mana ability: it has no target, could add mana and isn't a loyalty ability, so it doesn't use the stack
(605.3b) and can be activated while a cost is paid. All of its mana is of the one color its controller chooses
(106.1b), counted as it is activated. A spell or triggered ability that adds such mana asks for the color as it
resolves (608.2h)."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled, zone_names

from lithoform.catalog.compiled import compiled

use_compiled("Wirewood Channeler", "Lotus Blossom", "Llanowar Elves", "Grizzly Bears")


def _pool(game) -> list[str]:
    return sorted(m.type for m in game.state.players[0].pool)


def test_605_1a_x_mana_of_any_one_color_is_a_mana_ability() -> None:
    (ability,) = compiled("Wirewood Channeler").card.faces[0].abilities
    assert ability.mana


def test_605_3b_wirewood_channeler_adds_one_color_for_each_elf_at_once() -> None:
    """Two Elves on the battlefield (Channeler itself and Llanowar Elves): {R}{R}, and nothing on the stack."""
    game = board({"battlefield": ["Wirewood Channeler", "Llanowar Elves", "Grizzly Bears"]})
    game.apply(f"activate {game.find('Wirewood Channeler')} 1 mana:R")
    assert not game.state.stack
    assert _pool(game) == ["R", "R"]


def test_106_1b_the_color_is_chosen_among_all_five() -> None:
    game = board({"battlefield": ["Wirewood Channeler"]})
    channeler = game.find("Wirewood Channeler")
    offered = {str(a) for a in game.legal_actions() if str(a).startswith(f"activate {channeler} ")}
    assert offered == {f"activate {channeler} 1 mana:{c}" for c in "WUBRG"}


def test_lotus_blossom_counts_its_petal_counters_as_it_is_sacrificed() -> None:
    """'{T}, Sacrifice Lotus Blossom: Add X mana of any one color, where X is the number of petal counters on
    Lotus Blossom.' With three petal counters: three mana of the chosen color, the Blossom in the graveyard
    (its counters read as it last existed on the battlefield, 608.2h)."""
    game = board({"battlefield": [{"card": "Lotus Blossom", "counters": {"petal": 3}}]})
    blossom = game.find("Lotus Blossom")
    game.apply(f"activate {blossom} 1 mana:U")
    assert not game.state.stack
    assert _pool(game) == ["U", "U", "U"]
    assert zone_names(game, "graveyard") == ["Lotus Blossom"]


def test_the_planner_pays_with_channeler_mana() -> None:
    """Channeler and Llanowar Elves: two Elves, {G}{G} from the Channeler alone pays for a Grizzly Bears."""
    game = board({"battlefield": ["Wirewood Channeler", "Llanowar Elves"], "hand": ["Grizzly Bears"]})
    cast(game, "Grizzly Bears")
    pass_both(game)
    assert sum(1 for o in game.zone("battlefield", 0) if game.chars(o).name == "Grizzly Bears") == 1
