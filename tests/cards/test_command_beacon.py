"""Command Beacon: "{T}, Sacrifice Command Beacon: Put your commander into your hand from the command zone." (903.3d:
a commander card in the command zone; mechanics/commander)"""

from __future__ import annotations

from typing import Any

from support import activate, pass_both, use_compiled

from lithoform import Game

use_compiled("Command Beacon")

KRENKO = "Krenko, Mob Boss"


def _game(p1: dict[str, Any]) -> Game:
    return Game.from_board({"active": "P1", "turn": 3, "step": "main1", "P1": {"battlefield": ["Command Beacon"], **p1},
                            "P2": {"commander": "Isamaru, Hound of Konda"}})


def _hand(game: Game) -> list[str]:
    return [game.state.objects[o].card for o in game.state.zone("hand", 0)]


def test_puts_your_commander_into_your_hand() -> None:
    game = _game({"commander": KRENKO})
    activate(game, "Command Beacon", 2)
    pass_both(game)
    assert _hand(game) == [KRENKO]
    assert [game.state.objects[o].card for o in game.state.zones["command"]] == ["Isamaru, Hound of Konda"]


def test_ruling_a_commander_cast_from_the_hand_pays_no_tax_and_adds_none() -> None:
    """Ruling (2020-11-10): "If you cast a commander from your hand, the commander tax doesn't apply. Additionally,
    that casting won't add to commander tax if you later cast the commander from the command zone." """
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"commander": KRENKO, "battlefield": ["Command Beacon", {"card": "Mountain", "count": 4}]},
                            "P2": {"commander": "Isamaru, Hound of Konda"}})
    activate(game, "Command Beacon", 2)
    pass_both(game)
    game.apply(f"cast {game.find(KRENKO, zone='hand')}")
    game.apply("autopay")  # {2}{R}{R}: the four Mountains, no tax
    pass_both(game)
    assert game.find(KRENKO, zone="battlefield") and game.state.commanders[0].casts == 0


def test_ruling_with_the_commander_elsewhere_nothing_happens() -> None:
    """Ruling (2020-11-10): "If your commander isn't in the command zone (or you don't have a commander) as the last
    ability resolves, nothing happens." """
    game = _game({"commander": KRENKO, "battlefield": ["Command Beacon", KRENKO]})
    activate(game, "Command Beacon", 2)
    pass_both(game)
    assert _hand(game) == [] and game.find(KRENKO, zone="battlefield")
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1", "P1": {"battlefield": ["Command Beacon"]}})
    activate(game, "Command Beacon", 2)
    pass_both(game)
    assert _hand(game) == []


def test_ruling_with_two_commanders_in_the_command_zone_one_of_your_choice() -> None:
    """Ruling (2016-11-08): "If you have two commanders with the partner ability in the command zone, Command Beacon's
    effect puts one of your choice into your hand, not both." """
    game = _game({"commander": ["Thrasios, Triton Hero", "Kraum, Ludevic's Opus"]})
    activate(game, "Command Beacon", 2)
    pass_both(game)
    assert game.pending.kind == "choose" and len(game.pending.options) == 2
    kraum = next(o for o in game.pending.options if game.state.objects[o].card == "Kraum, Ludevic's Opus")
    game.apply(f"choose {kraum}")
    assert _hand(game) == ["Kraum, Ludevic's Opus"]
    assert game.find("Thrasios, Triton Hero", zone="command")
