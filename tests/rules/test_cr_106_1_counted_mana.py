"""CR 106.1, 605.1a, 605.3b: a mana ability whose amount is counted ('{T}: Add {G} for each creature you
control.', Gaea's Cradle) is still a mana ability; it adds the count's worth of mana at once, counted as it is
activated, and none when the count is 0. The payment planner counts it the same way (payment.made_options).
A spell that adds counted mana counts as it resolves (608.2h; Inner Fire)."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled

from lithoform.catalog.compiled import compiled

CRADLE = "Gaea's Cradle"
use_compiled(CRADLE, "Inner Fire", "Tolarian Academy")


def _pool(game) -> list[str]:
    return sorted(m.type for m in game.state.players[0].pool)


def test_605_1a_counted_mana_is_a_mana_ability() -> None:
    (ability,) = compiled("Gaea's Cradle").card.faces[0].abilities
    assert ability.mana


def test_605_3b_adds_one_for_each_creature_at_once() -> None:
    game = board({"battlefield": ["Gaea's Cradle", "Grizzly Bears", "Llanowar Elves", "Hill Giant"]})
    game.apply(f"activate {game.find(CRADLE)} 1")
    assert not game.state.stack
    assert _pool(game) == ["G", "G", "G"]


def test_106_1_no_creature_no_mana() -> None:
    game = board({"battlefield": ["Gaea's Cradle"]})
    game.apply(f"activate {game.find(CRADLE)} 1")
    assert _pool(game) == []


def test_the_planner_pays_with_counted_mana() -> None:
    """Two creatures: Cradle makes {G}{G}, enough for a Grizzly Bears ({1}{G}) with no other land."""
    game = board({"battlefield": ["Gaea's Cradle", "Llanowar Elves", "Hill Giant"], "hand": ["Grizzly Bears"]})
    cast(game, "Grizzly Bears")
    pass_both(game)
    assert sum(1 for o in game.zone("battlefield", 0) if game.chars(o).name == "Grizzly Bears") == 1


def test_608_2h_a_spell_counts_as_it_resolves() -> None:
    """Inner Fire: 'Add {R} for each card in your hand.' Cast from a hand of three, two remain: {R}{R}."""
    game = board({"battlefield": ["Mountain", "Mountain", "Mountain", "Mountain"],
                  "hand": ["Inner Fire", "Grizzly Bears", "Hill Giant"]})
    cast(game, "Inner Fire")
    pass_both(game)
    assert _pool(game) == ["R", "R"]


def test_tolarian_academy_counts_artifacts() -> None:
    game = board({"battlefield": ["Tolarian Academy", "Ornithopter", "Ornithopter"]})
    game.apply(f"activate {game.find('Tolarian Academy')} 1")
    assert _pool(game) == ["U", "U"]
