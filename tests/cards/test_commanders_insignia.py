"""Commander's Insignia: "Creatures you control get +1/+1 for each time you've cast your commander from the command
zone this game." (903.8: the casts the commander tax counts; mechanics/commander)"""

from __future__ import annotations

import msgspec
from support import use_compiled

from lithoform import Game
from lithoform.play.serialize import dumps, loads
from lithoform.rules.continuous.characteristics import chars

use_compiled("Commander's Insignia")


def _game(commanders: list[str], casts: tuple[int, ...], battlefield: list) -> Game:
    game = Game.from_board({"active": "P1", "turn": 3, "step": "main1",
                            "P1": {"commander": commanders, "battlefield": ["Commander's Insignia", *battlefield]},
                            "P2": {"commander": "Isamaru, Hound of Konda"}})
    state = game.state
    state.commanders = tuple(msgspec.structs.replace(c, casts=n) if c.owner == 0 else c
                             for c, n in zip(state.commanders, (*casts, 0), strict=False))
    return Game(loads(dumps(state)))  # as a saved game with those counts would load


def _pt(game: Game, name: str) -> tuple[int | None, int | None]:
    c = chars(game.state, game.find(name))
    return c.power, c.toughness


def test_creatures_get_plus_one_for_each_cast_from_the_command_zone() -> None:
    game = _game(["Krenko, Mob Boss"], (2,), ["Grizzly Bears"])
    assert _pt(game, "Grizzly Bears") == (4, 4)
    assert _pt(game, "Commander's Insignia") == (None, None)  # not a creature


def test_ruling_the_commander_spell_still_on_the_stack_counts() -> None:
    """Ruling (2019-08-23): "Commander's Insignia counts each time you've cast your commander, even the times it was
    countered or when your commander spell is still on the stack." """
    game = _game(["Isamaru, Hound of Konda"], (0,), ["Grizzly Bears", "Plains"])
    assert _pt(game, "Grizzly Bears") == (2, 2)
    cast = next(a for a in game.legal_actions() if a.kind == "cast")
    game.apply(cast)
    game.apply("autopay")
    assert game.state.objects[game.state.stack[-1]].card == "Isamaru, Hound of Konda"
    assert _pt(game, "Grizzly Bears") == (3, 3)


def test_ruling_two_commanders_the_total_of_both() -> None:
    """Ruling (2019-08-23): "If you do, Commander's Insignia counts the total number of times you've cast each of
    your commanders." """
    game = _game(["Thrasios, Triton Hero", "Kraum, Ludevic's Opus"], (1, 2), ["Grizzly Bears"])
    assert _pt(game, "Grizzly Bears") == (5, 5)


def test_the_opponent_s_casts_don_t_count() -> None:
    game = _game(["Krenko, Mob Boss"], (0,), ["Grizzly Bears"])
    state = game.state
    state.commanders = tuple(msgspec.structs.replace(c, casts=3) if c.owner == 1 else c for c in state.commanders)
    game = Game(loads(dumps(state)))
    assert _pt(game, "Grizzly Bears") == (2, 2)
