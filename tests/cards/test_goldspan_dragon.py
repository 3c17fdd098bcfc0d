"""Goldspan Dragon, compiled from its Oracle text: 'Whenever Goldspan Dragon attacks or becomes the target of a
spell, create a Treasure token. Treasures you control have "{T}, Sacrifice this artifact: Add two mana of any
one color."' (603.2, 613.1f)."""

from __future__ import annotations

from support import board, cast, pass_both

DRAGON = "Goldspan Dragon"


def test_ruling_the_trigger_resolves_even_if_the_spell_is_countered() -> None:
    """Ruling (2021-02-05): 'An ability that triggers when a creature becomes the target of a spell resolves
    before the spell that caused it to trigger. Such an ability resolves even if that spell is countered.'
    P2 Shocks the Dragon; P1 counters the Shock after the trigger resolved: the Treasure stays."""
    game = board({"battlefield": [DRAGON, {"card": "Island", "count": 2}], "hand": ["Counterspell"]},
                 {"battlefield": ["Mountain"], "hand": ["Shock"]}, active="P2")
    cast(game, "Shock", game.find(DRAGON))
    pass_both(game)  # the trigger resolves first (603.3, 405.5)
    treasure = next(o for o in game.zone("battlefield") if game.chars(o).name == "Treasure")
    assert game.state.objects[treasure].controller == 0
    game.apply("pass")  # P2 passes; P1 counters the Shock
    cast(game, "Counterspell", game.state.stack[-1])
    pass_both(game)
    assert game.find(DRAGON) in game.zone("battlefield") and treasure in game.zone("battlefield")


def test_treasures_add_two_mana_of_one_color() -> None:
    """'Treasures you control have "{T}, Sacrifice this artifact: Add two mana of any one color."'"""
    game = board({"battlefield": [DRAGON, "Forest"], "hand": ["Giant Growth"]})
    cast(game, "Giant Growth", game.find(DRAGON))
    pass_both(game)
    treasure = next(o for o in game.zone("battlefield") if game.chars(o).name == "Treasure")
    texts = [a.text for a in game.chars(treasure).activated]
    assert any("Add two mana of any one color" in t for t in texts)
