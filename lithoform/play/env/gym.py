"""A Gymnasium environment: one seat learns, the other is any lithoform agent (README, "Learning
environments").

The observation is a dict: `observation` (the numeric view of encoding.py, float32) and `action_mask` (int8,
1 where an index is legal); `info["action_mask"]` is the same mask and `info["actions"]` the text of the
action each legal index stands for. The reward is +1 for a win, -1 for a loss, 0 otherwise (a draw by 104.4b
ends the episode with 0). A game stopped by the turn cap is `truncated`. An index that is not legal now
raises ValueError with `illegal_action="raise"`; by default ("ignore", so that agents sampling the whole
Discrete space and Gymnasium's checker work) it changes nothing, gives `illegal_penalty` as reward and says
why in `info["illegal_action"]`. A forced decision (one legal action but conceding, forced.py) is taken by the
environment, the learner's as the opponent's, unless `skip_forced=False`: the learner is asked only when it has
a choice.

    >>> env = LithoformEnv(seed=3)
    >>> obs, info = env.reset(seed=3)
    >>> obs["observation"].shape, int(obs["action_mask"].sum()) == len(info["actions"])
    ((5855,), True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from lithoform.play.agents import Agent, make_agent
from lithoform.play.env.encoding import ACTION_SIZE, OBS_SIZE, Encoder
from lithoform.play.env.forced import forced_action
from lithoform.play.env.games import MAX_TURNS, new_game
from lithoform.play.game import Game
from lithoform.state.actions import Action
from lithoform.state.decisions import Pending


def observation_space() -> spaces.Dict:
    """The observation space of one seat (shared with the PettingZoo environment)."""
    return spaces.Dict({
        "observation": spaces.Box(-np.inf, np.inf, shape=(OBS_SIZE,), dtype=np.float32),
        "action_mask": spaces.Box(0, 1, shape=(ACTION_SIZE,), dtype=np.int8),
    })


def truncated(game: Game) -> bool:
    """The game was stopped by a cap (Game.new's max_turns or max_actions), not ended by the rules."""
    if not game.is_over or game.winner is not None:
        return False
    return ((game.max_turns is not None and game.state.turn > game.max_turns)
            or (game.max_actions is not None and game.actions >= game.max_actions))


def reward(game: Game, seat: int) -> float:
    if not game.is_over or game.winner is None:
        return 0.0
    return 1.0 if game.winner == seat else -1.0


class LithoformEnv(gymnasium.Env):
    """`seat` (0 = P1, who starts) learns; `opponent` (an Agent, or "random"/"heuristic") plays the other
    seat. `decks`: two deck lists (default: the starter decks). `auto_mana`: the game option (Game.auto_mana):
    costs are paid in one `autopay` action instead of land taps offered one by one (for both players)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, opponent: Agent | str = "random", seat: int = 0,
                 decks: Sequence[Sequence[str]] | None = None, seed: int | None = None,
                 max_turns: int = MAX_TURNS, render_mode: str | None = None, illegal_action: str = "ignore",
                 illegal_penalty: float = 0.0, auto_mana: bool = False, skip_forced: bool = True) -> None:
        if illegal_action not in ("ignore", "raise"):
            raise ValueError(f"illegal_action must be 'ignore' or 'raise', not {illegal_action!r}")
        self.illegal_action, self.illegal_penalty = illegal_action, float(illegal_penalty)
        if seat not in (0, 1):
            raise ValueError(f"seat must be 0 (P1) or 1 (P2), not {seat!r}")
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.opponent = make_agent(opponent, seed or 0) if isinstance(opponent, str) else opponent
        self.seat, self.decks, self.max_turns, self.render_mode = seat, decks, max_turns, render_mode
        self.auto_mana = auto_mana
        self.skip_forced = skip_forced  # forced decisions are taken by the environment (forced.py)
        self.observation_space = observation_space()
        self.action_space = spaces.Discrete(ACTION_SIZE)
        self.encoder = Encoder(seat)
        self._seed = seed
        self.game: Game | None = None
        self._actions: dict[int, Action] = {}
        self._texts: tuple[dict[int, Action] | None, dict[int, str]] = (None, {})  # (actions, their texts)

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[dict, dict]:
        super().reset(seed=seed)
        if seed is None:
            seed = int(self.np_random.integers(0, 2**63 - 1)) if self._seed is None else self._seed
            self._seed = None if self._seed is None else self._seed + 1
        self.game = new_game(self.decks, seed, self.max_turns, auto_mana=self.auto_mana)
        if hasattr(self.opponent, "rng"):
            self.opponent.rng.seed(seed)  # the opponent's own choices repeat under the same seed
        self.encoder.reset()
        return self._observe(self._opponent_moves())

    def step(self, action: int) -> tuple[dict, float, bool, bool, dict]:
        if self.game is None:
            raise RuntimeError("call reset() before step()")
        if self.game.is_over:
            raise RuntimeError("the game is over: call reset()")
        index = int(action)
        if index not in self._actions:
            why = (f"action index {index} is not legal now; the legal indices are "
                   f"{sorted(self._actions)} (info['action_mask'])")
            if self.illegal_action == "raise":
                raise ValueError(why)
            obs, info = self._observe()
            return obs, self.illegal_penalty, False, False, {**info, "illegal_action": why}
        self.game.apply(self._actions[index])
        obs, info = self._observe(self._opponent_moves())
        return obs, reward(self.game, self.seat), self.game.is_over and not truncated(self.game), \
            truncated(self.game), info

    def legal_actions(self) -> dict[int, Action]:
        """The action each legal index stands for now (the mask's 1s)."""
        return dict(self._actions)

    def render(self) -> str | None:
        if self.render_mode == "ansi" and self.game is not None:
            return self.game.view(self.seat)
        return None

    def _opponent_moves(self) -> Pending | None:
        """The opponent acts until the learner decides (or the game is over); the learner's decision. Forced
        decisions are taken here (skip_forced), whoever faces them."""
        game = self.game
        assert game is not None
        while not game.is_over:
            if self.skip_forced:
                forced = forced_action(game)
                if forced is not None:
                    game.apply(forced)
                    continue
            pending = game.pending
            if pending.player == self.seat:
                return pending
            game.apply(self.opponent.choose(game))
        return None

    def _observe(self, pending: Pending | None = None) -> tuple[dict, dict]:
        assert self.game is not None
        vec, mask, actions = self.encoder.encode_shared(self.game, pending)
        self._actions = actions  # (the encoder's own, never written to: legal_actions() copies it)
        if actions is not self._texts[0]:  # (the very same listing and rows give the very same actions)
            texts = list(map(_TEXTS.get, actions.values()))  # (each made once: looked up in C)
            if None in texts:
                texts = list(map(_text, actions.values()))
            self._texts = (actions, dict(zip(actions, texts, strict=True)))
        mask = mask.copy()
        info = {"action_mask": mask, "actions": dict(self._texts[1])}
        return {"observation": vec, "action_mask": mask}, info


_TEXTS: dict[Action, str] = {}  # actions' texts, made once (an action is immutable; str() costs ~5 us)


def _text(action: Action) -> str:
    text = _TEXTS.get(action)
    if text is None:
        if len(_TEXTS) >= 50_000:
            _TEXTS.clear()
        text = _TEXTS[action] = str(action)
    return text
