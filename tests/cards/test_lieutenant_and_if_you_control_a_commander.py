"""'if you control your commander' (Lieutenant: Loyal Apprentice) and 'if you control a commander' (Deadly Rollick):
903.3d, 'If an effect refers to controlling a commander, it refers to a permanent on the battlefield that is a
commander.' (mechanics/commander)"""

from __future__ import annotations

from typing import Any

from support import cast, pass_both, use_compiled

from lithoform import Game
from lithoform.rules.continuous.characteristics import chars

use_compiled("Loyal Apprentice", "Deadly Rollick", "Tyrant's Familiar")

KRENKO = "Krenko, Mob Boss"
ISAMARU = "Isamaru, Hound of Konda"


def _game(p1: dict[str, Any], p2: dict[str, Any], step: str = "main1") -> Game:
    return Game.from_board({"active": "P1", "turn": 3, "step": step, "P1": p1, "P2": p2})


def _thopters(game: Game) -> int:
    return sum(1 for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Thopter Token")


def _to_combat(game: Game) -> None:
    while game.state.step != "beginning_of_combat" or game.state.stack:
        game.apply("pass")
        if game.state.step == "beginning_of_combat" and game.state.stack:
            game.apply("pass")
            game.apply("pass")


def test_lieutenant_with_your_commander_on_the_battlefield_makes_a_thopter() -> None:
    """Loyal Apprentice: 'Lieutenant — At the beginning of combat on your turn, if you control your commander, create
    a 1/1 colorless Thopter artifact creature token with flying.'"""
    game = _game({"commander": KRENKO, "battlefield": ["Loyal Apprentice", KRENKO]}, {"commander": ISAMARU})
    _to_combat(game)
    assert _thopters(game) == 1


def test_ruling_lieutenant_without_your_commander_does_nothing() -> None:
    """Ruling (2018-07-13): "If you don't control your commander as the lieutenant ability resolves, you won't get its
    effect." Here it is in the command zone; the opponent's commander on the battlefield isn't yours."""
    game = _game({"commander": KRENKO, "battlefield": ["Loyal Apprentice"]},
                 {"commander": ISAMARU, "battlefield": [ISAMARU]})
    _to_combat(game)
    assert _thopters(game) == 0


def test_lieutenant_outside_a_commander_game_does_nothing() -> None:
    game = _game({"battlefield": ["Loyal Apprentice", KRENKO]}, {})
    _to_combat(game)
    assert _thopters(game) == 0


def _free_cast_offered(game: Game) -> bool:
    rollick = game.find("Deadly Rollick", zone="hand")
    return any(a.kind == "cast" and a.args[0] == rollick and "free" in map(str, a.args[1:])
               for a in game.legal_actions()) or _free_after_announcing(game, rollick)


def _free_after_announcing(game: Game, rollick: int) -> bool:
    """The alternative cost is chosen as the spell is announced (601.2b): whether 'free' is among the choices."""
    state = game.state.clone()
    probe = Game(state)
    if not any(a.kind == "cast" and a.args[0] == rollick for a in probe.legal_actions()):
        return False
    probe.apply(f"cast {rollick}")
    return any("free" in str(a) for a in probe.legal_actions())


def test_deadly_rollick_is_free_while_you_control_a_commander() -> None:
    """Deadly Rollick: 'If you control a commander, you may cast this spell without paying its mana cost.' Ruling
    (2020-04-17): "If you have two commanders, you just need to control one of them." """
    partners = {"commander": ["Thrasios, Triton Hero", "Kraum, Ludevic's Opus"], "battlefield": ["Thrasios, Triton Hero"],
                "hand": ["Deadly Rollick"]}
    assert _free_cast_offered(_game(partners, {"commander": ISAMARU, "battlefield": ["Grizzly Bears"]}))


def test_deadly_rollick_costs_its_mana_without_a_commander_you_control() -> None:
    in_command_zone = _game({"commander": KRENKO, "hand": ["Deadly Rollick"]},
                            {"commander": ISAMARU, "battlefield": ["Grizzly Bears"]})
    assert not _free_cast_offered(in_command_zone)
    opponent_s = _game({"commander": KRENKO, "hand": ["Deadly Rollick"]},
                       {"commander": ISAMARU, "battlefield": [ISAMARU, "Grizzly Bears"]})
    assert not _free_cast_offered(opponent_s)  # the opponent controls the only commander on the battlefield


def _familiar(game: Game) -> tuple[int | None, int | None]:
    c = chars(game.state, game.find("Tyrant's Familiar"))
    return c.power, c.toughness


def test_lieutenant_static_while_you_control_your_commander() -> None:
    """Tyrant's Familiar (5/5): 'Lieutenant — As long as you control your commander, Tyrant's Familiar gets +2/+2 and
    has "Whenever Tyrant's Familiar attacks, ..."' (611.3a: the condition is checked all the time, so the bonus
    begins as the commander enters and ends as it leaves.)"""
    game = _game({"commander": ISAMARU, "battlefield": ["Tyrant's Familiar", "Plains"], "hand": [ISAMARU]},
                 {"commander": KRENKO, "battlefield": ["Mountain"], "hand": ["Lightning Bolt"]})
    assert _familiar(game) == (5, 5)  # the commander is in the hand
    cast(game, ISAMARU)
    pass_both(game)
    assert _familiar(game) == (7, 7)
    game.apply("pass")  # P2 gets priority: Lightning Bolt the commander
    cast(game, "Lightning Bolt", game.find(ISAMARU))
    pass_both(game)
    game.apply("no")  # 903.9a: left in the graveyard
    assert _familiar(game) == (5, 5)


def test_lieutenant_static_not_with_the_opponent_s_commander() -> None:
    game = _game({"commander": ISAMARU, "battlefield": ["Tyrant's Familiar"]},
                 {"commander": KRENKO, "battlefield": [KRENKO]})
    assert _familiar(game) == (5, 5)
