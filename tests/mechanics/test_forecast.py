"""Forecast (702.57): 'Forecast — [Cost], Reveal ~ from your hand: [Effect]' is activated only from its owner's
hand (702.57a), only during their upkeep and only once each turn (702.57b, 602.5b). Steeling Stance: 'Forecast —
{W}, Reveal Steeling Stance from your hand: Target creature gets +1/+1 until end of turn.'"""

from __future__ import annotations

from support import activate, board, lands, resolve_stack

from lithoform import Game

STANCE = "Steeling Stance"


def _game(step: str = "upkeep") -> Game:
    return board({"battlefield": ["Grizzly Bears", lands("Plains", 2)], "hand": [STANCE]}, step=step)


def _can_forecast(game: Game) -> bool:
    card = game.find(STANCE, zone="hand")
    return any(str(a).startswith(f"activate {card} ") for a in game.legal_actions())


def test_forecast_in_your_upkeep_from_your_hand() -> None:
    game = _game()
    assert _can_forecast(game)
    bears = game.find("Grizzly Bears")
    activate(game, game.find(STANCE, zone="hand"), 1, bears)
    resolve_stack(game)
    c = game.chars(bears)
    assert (c.power, c.toughness) == (3, 3)
    assert game.find(STANCE, zone="hand")  # 702.57a: the card stays in the hand


def test_702_57b_only_once_each_turn() -> None:
    game = _game()
    activate(game, game.find(STANCE, zone="hand"), 1, game.find("Grizzly Bears"))
    resolve_stack(game)
    assert not _can_forecast(game)


def test_702_57b_only_during_your_upkeep() -> None:
    assert not _can_forecast(_game("main1"))
    opponents_upkeep = board({"battlefield": ["Grizzly Bears", lands("Plains", 2)], "hand": [STANCE]},
                             active="P2", step="upkeep")
    opponents_upkeep.apply("pass")  # P1 now holds priority in P2's upkeep (117.3d)
    assert opponents_upkeep.pending.player == 0 and opponents_upkeep.state.step == "upkeep"
    assert not _can_forecast(opponents_upkeep)
