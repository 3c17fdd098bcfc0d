"""The Celestus: "If it's neither day nor night, it becomes day as The Celestus enters. {T}: Add one mana of any
color. {3}, {T}: If it's night, it becomes day. Otherwise, it becomes night. Activate only as a sorcery. Whenever
day becomes night or night becomes day, you gain 1 life. You may draw a card. If you do, discard a card." (731)"""

from __future__ import annotations

from support import activate, board, cast, life, resolve_stack, use_compiled

CELESTUS = "The Celestus"
use_compiled(CELESTUS)


def test_ruling_no_trigger_when_it_first_becomes_day() -> None:
    """Ruling: "If a triggered ability triggers whenever day becomes night or night becomes day, it only
    triggers if it was already either day/night and becomes the other. It does not trigger when the game becomes
    day or night for the first time." """
    game = board({"hand": [CELESTUS], "battlefield": [{"card": "Island", "count": 3}]})
    cast(game, CELESTUS)
    resolve_stack(game)
    assert game.state.day_night == "day"
    assert life(game, 0) == 20 and not game.state.stack


def test_its_activated_ability_turns_day_into_night_and_triggers() -> None:
    game = board({"battlefield": [CELESTUS, {"card": "Island", "count": 3}]})
    game.state.day_night = "day"
    activate(game, game.find(CELESTUS), 2)
    while game.pending.kind != "priority" or game.state.stack:
        if game.pending.kind == "may":
            game.apply("no")  # don't draw
        else:
            game.apply("pass")
    assert game.state.day_night == "night"
    assert life(game, 0) == 21
