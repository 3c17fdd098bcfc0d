"""Light of Promise, compiled from its Oracle text: 'Enchant creature / Enchanted creature has "Whenever you
gain life, put that many +1/+1 counters on this creature."' ('that many': the life gained, 603.2)."""

from __future__ import annotations

from support import board, cast, counters, lands, pass_both, resolve_stack

LIGHT = "Light of Promise"


def _enchanted(hand: list[str], p2: dict | None = None):
    game = board({"hand": [LIGHT, *hand], "battlefield": [lands("Plains", 4), lands("Forest", 5), "Grizzly Bears"]}, p2)
    bears = game.find("Grizzly Bears")
    cast(game, LIGHT, bears)
    pass_both(game)
    return game, bears


def test_light_of_promise_puts_that_many_counters() -> None:
    game, bears = _enchanted(["Revitalize"])
    cast(game, "Revitalize")  # 'You gain 3 life. Draw a card.'
    resolve_stack(game)
    assert counters(game, bears) == 3


def test_light_of_promise_life_for_each_is_one_event() -> None:
    """Ruling: "If you gain an amount of life "for each" of something, that life is gained as one event and the
    ability triggers only once." """
    game, bears = _enchanted(["Bountiful Harvest"])  # 'You gain 1 life for each land you control.'
    cast(game, "Bountiful Harvest")
    resolve_stack(game)
    assert counters(game, bears) == 9  # nine lands
    assert sum(1 for e in game.state.events() if e.kind == "put_trigger") == 1
