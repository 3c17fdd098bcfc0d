"""`Game.explain(obj)`: the continuous effects applied to a permanent in layer order, with their sources and
timestamps and a reason per layer (613.1-613.8)."""

from __future__ import annotations

from support import basics, board, cast, pay_with, resolve_top, untapped

from lithoform import Game


def _board(order: list[str]) -> Game:
    return Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"battlefield": [*order, "Serra Angel"]}, "P2": {}})


def test_humility_then_opalescence_humility_is_4_4() -> None:
    """Humility ruling (2017-03-14): with Humility's timestamp first, Opalescence's base P/T effect (layer 7b)
    applies last: Humility is a 4/4 creature with no abilities; other creatures are 1/1."""
    game = _board(["Humility", "Opalescence"])
    text = game.explain("Humility")
    assert text.splitlines()[0].startswith("Humility (#")
    assert "is a 4/4 Creature Enchantment with no abilities" in text
    assert "layer 4 (type): Opalescence" in text and "adds the type(s) Creature" in text
    assert "layer 6 (abilities): Humility" in text and "removes all abilities" in text
    seven_b = [line for line in text.splitlines() if line.startswith("  layer 7b")]
    assert ["Humility" in seven_b[0], "Opalescence" in seven_b[1]] == [True, True]
    assert "in timestamp order (613.7)" in text
    assert "(613.6)" in text  # Humility lost its abilities in layer 6; its effect goes on in 7b
    angel = game.explain("Serra Angel")
    assert "is a 1/1 Creature — Angel with no abilities" in angel
    assert "printed: a 4/4 Creature — Angel with flying; vigilance" in angel


def test_opalescence_then_humility_humility_is_1_1() -> None:
    """The other order: Humility's own 1/1 (layer 7b, later timestamp) applies last, so Humility is 1/1."""
    game = _board(["Opalescence", "Humility"])
    text = game.explain("Humility")
    assert "is a 1/1 Creature Enchantment with no abilities" in text
    seven_b = [line for line in text.splitlines() if line.startswith("  layer 7b")]
    assert ["Opalescence" in seven_b[0], "Humility" in seven_b[1]] == [True, True]
    for line in seven_b:
        assert "timestamp" in line


def test_mirror_image_explains_its_copy_layer() -> None:
    """Mirror Image entering as a copy of Serra Angel: layer 1 (707.2) names what it copies; nothing else
    applies."""
    game = board({"battlefield": ["Serra Angel", *basics(Island=3)], "hand": ["Mirror Image"]})
    cast(game, game.find("Mirror Image", zone="hand"), pay=False)
    pay_with(game, *untapped(game, "Island", 3))
    resolve_top(game)
    angel = game.find("Serra Angel")
    game.apply(f"choose {angel}")
    image = next(i for i in game.state.battlefield if game.state.objects[i].card == "Mirror Image")
    text = game.explain(image)
    assert text.startswith(f"Serra Angel (#{image}")
    assert "layer 1 (copy): it copies Serra Angel (707.2, 613.2)" in text
    assert "a 4/4 Creature — Angel with flying; vigilance" in text
    assert "no continuous effect applies to it" not in text or "layer 1" in text


def test_explain_names_a_resolved_effect_and_its_layer() -> None:
    """Giant Growth's +3/+3 is a resolved effect in layer 7c (613.4c), with the spell as its source."""
    game = board({"battlefield": ["Grizzly Bears", "Forest"], "hand": ["Giant Growth"]})
    bears = game.find("Grizzly Bears")
    cast(game, game.find("Giant Growth"), bears)
    resolve_top(game)
    text = game.explain(bears)
    assert "is a 5/5 Creature — Bear" in text
    assert "layer 7c (P/T changes): Giant Growth" in text and "resolved effect) gives +3/+3" in text


def test_explain_an_unknown_object_is_a_clear_error() -> None:
    game = board({"battlefield": ["Grizzly Bears"]})
    try:
        game.explain(9999)
    except KeyError as e:
        assert "#9999" in str(e)
    else:
        raise AssertionError("no error")
