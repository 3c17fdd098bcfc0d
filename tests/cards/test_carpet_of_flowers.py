"""Carpet of Flowers: "At the beginning of each of your main phases, if you haven't added mana with this ability
this turn, you may add X mana of any one color, where X is the number of Islands target opponent controls."
(505.4: each main phase begins; 603.4: an intervening 'if', checked as it triggers and as it resolves; 605.5a: with
a target it is not a mana ability, it uses the stack; mechanics/each_main_phase, per_recipient)"""

from __future__ import annotations

from support import board, use_compiled

from lithoform import Game

use_compiled("Carpet of Flowers")


def _game(islands: int = 3, p2_extra: list | None = None) -> Game:
    return board({"battlefield": ["Carpet of Flowers"]},
                 {"battlefield": [{"card": "Island", "count": islands}, *(p2_extra or [])]}, step="draw")


def _pool(game: Game) -> list[str]:
    return sorted(m.type for m in game.state.players[0].pool)


def _to_trigger(game: Game, step: str) -> bool:
    """Passes until `step` begins; True if Carpet of Flowers's ability triggered there (its target is asked)."""
    while not (game.state.step == step and game.pending.kind in ("target", "priority")):
        game.apply("pass")
    return game.pending.kind == "target"


def _resolve(game: Game, answer: str, color: int = 1) -> None:
    game.apply("target P2")
    game.apply("pass")
    game.apply("pass")  # the ability resolves: the offer (608.2d)
    game.apply(answer)
    if answer == "yes" and game.pending.kind == "choose":
        game.apply(f"choose {color}")  # 106.1b: one color for all of it (W U B R G: 1 is blue)


def test_adds_mana_equal_to_the_islands_of_target_opponent() -> None:
    game = _game(3)
    assert _to_trigger(game, "main1")
    assert game.state.stack  # 605.5a: not a mana ability, it uses the stack
    _resolve(game, "yes")
    assert _pool(game) == ["U", "U", "U"]


def test_603_4_added_mana_in_the_first_main_phase_so_no_trigger_in_the_second() -> None:
    game = _game(2)
    assert _to_trigger(game, "main1")
    _resolve(game, "yes")
    assert not _to_trigger(game, "main2")  # 505.4: main2 begins, but the intervening 'if' is false


def test_505_4_declined_in_the_first_main_phase_triggers_again_in_the_second() -> None:
    game = _game(2)
    assert _to_trigger(game, "main1")
    _resolve(game, "no")
    assert _pool(game) == []
    assert _to_trigger(game, "main2")
    _resolve(game, "yes", color=4)
    assert _pool(game) == ["G", "G"]


def test_only_the_controllers_main_phases() -> None:
    """'each of your main phases': not the opponent's."""
    game = board({}, {"battlefield": ["Carpet of Flowers", "Island"]}, step="draw")
    assert not _to_trigger(game, "main1")
