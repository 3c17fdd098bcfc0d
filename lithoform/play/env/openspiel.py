"""An OpenSpiel game, registered as "lithoform" (README, "Learning environments").

The root is a chance node choosing one of `SEEDS` equally likely seeds: the seed decides every shuffle and
coin flip of the game (state/rng.py), so this one chance node covers all the game's randomness, and nothing
random happens later outside it. Players then act on the indices of encoding.py. Information is imperfect:
the information state and observation tensors are the encoding of `observe(game, player)` (hands and
libraries hidden, 400.2); the tensor's history rows hold only the current turn (the tensor is computed from
the state alone). Games are capped at `MAX_ACTIONS` actions (a capped game is a draw, utility 0).

    >>> import pyspiel
    >>> game = pyspiel.load_game("lithoform")
    >>> state = game.new_initial_state()
    >>> state.is_chance_node(), len(state.chance_outcomes())
    (True, 1024)
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

from lithoform.play.env.encoding import ACTION_SIZE, OBS_SIZE, Encoder, index_actions, table
from lithoform.play.env.games import MAX_TURNS, new_game
from lithoform.play.game import Game
from lithoform.play.observation import observe

SEEDS = 1024
MAX_ACTIONS = 3000
NAME = "lithoform"

_GAME_TYPE = pyspiel.GameType(
    short_name=NAME, long_name="lithoform Magic: The Gathering",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2, min_num_players=2,
    provides_information_state_string=True, provides_information_state_tensor=True,
    provides_observation_string=True, provides_observation_tensor=True,
    parameter_specification={},
)
_GAME_INFO = pyspiel.GameInfo(
    num_distinct_actions=ACTION_SIZE, max_chance_outcomes=SEEDS, num_players=2, min_utility=-1.0,
    max_utility=1.0, utility_sum=0.0, max_game_length=MAX_ACTIONS + 1,
)


class LithoformGame(pyspiel.Game):
    def __init__(self, params: dict[str, Any] | None = None) -> None:
        super().__init__(_GAME_TYPE, _GAME_INFO, params or {})

    def new_initial_state(self) -> LithoformState:
        return LithoformState(self)

    def deserialize_state(self, text: str) -> LithoformState:
        """The state `LithoformState.serialize` wrote: its history (the seed, then every action index),
        replayed from the start; a malformed or illegal history raises ValueError."""
        state = self.new_initial_state()
        for part in text.split():
            if not part.lstrip("-").isdigit():
                raise ValueError(f"not a lithoform history: {part[:40]!r} is not an action index")
            if state.is_terminal():
                raise ValueError("not a lithoform history: actions after the end of the game")
            state.apply_action(int(part))
        return state

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> LithoformObserver:
        if params:
            raise ValueError(f"the lithoform observer takes no parameters, not {params!r}")
        return LithoformObserver()


class LithoformState(pyspiel.State):
    def __init__(self, game: LithoformGame) -> None:
        super().__init__(game)
        self.game: Game | None = None  # None until the chance node chose the seed

    def current_player(self) -> int:
        if self.game is None:
            return pyspiel.PlayerId.CHANCE
        if self.game.is_over:
            return pyspiel.PlayerId.TERMINAL
        return self.game.pending.player

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(s, 1.0 / SEEDS) for s in range(SEEDS)]

    def _legal_actions(self, player: int) -> list[int]:
        assert self.game is not None
        return sorted(self._indexed(player))

    def _indexed(self, player: int) -> dict:
        assert self.game is not None
        seen = observe(self.game, player)
        return index_actions(seen.legal_actions, table(seen), player)

    def _apply_action(self, action: int) -> None:
        if self.game is None:
            self.game = new_game(None, int(action), MAX_TURNS, MAX_ACTIONS)
            return
        actions = self._indexed(self.game.pending.player)
        if action not in actions:
            raise ValueError(f"action index {action} is not legal now; legal: {sorted(actions)}")
        self.game.apply(actions[action])

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        return str(self._indexed(player).get(action, f"index {action}"))

    def serialize(self) -> str:
        """The history, one action index a line (the chance node's seed first): with the seed it rebuilds
        the whole game, so it is the state (OpenSpiel's history serialization, no pickling)."""
        return "".join(f"{a}\n" for a in self.history())

    def is_terminal(self) -> bool:
        return self.game is not None and self.game.is_over

    def returns(self) -> list[float]:
        if self.game is None or not self.game.is_over or self.game.winner is None:
            return [0.0, 0.0]
        return [1.0 if self.game.winner == p else -1.0 for p in (0, 1)]

    def __str__(self) -> str:
        return "deal" if self.game is None else str(self.game.pending)

    def __getattr__(self, name: str) -> Any:
        if name == "game":
            return self._held.game
        raise AttributeError(name)

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "game":
            self._held = _Held(value)
        else:
            super().__setattr__(name, value)


class _Held:
    """The game inside a state: OpenSpiel clones a Python state with copy.deepcopy, and a game is copied
    with Game.clone (the log is a long linked list that deepcopy would recurse through)."""

    __slots__ = ("game",)

    def __init__(self, game: Game | None) -> None:
        self.game = game

    def __deepcopy__(self, memo: dict) -> _Held:
        return _Held(self.game.clone() if self.game is not None else None)


class LithoformObserver:
    """The tensor and string of `observe(game, player)`: what that player may see (400.2)."""

    def __init__(self) -> None:
        self.tensor = np.zeros(OBS_SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: LithoformState, player: int) -> None:
        if state.game is None:
            self.tensor.fill(0)
            return
        self.tensor[:] = Encoder(player).encode(state.game)[0]

    def string_from(self, state: LithoformState, player: int) -> str:
        return "deal" if state.game is None else state.game.view(player)


pyspiel.register_game(_GAME_TYPE, LithoformGame)
