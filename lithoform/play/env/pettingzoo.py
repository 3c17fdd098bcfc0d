"""A PettingZoo AEC environment for two learning players (README, "Learning environments").

The agents are "P1" and "P2"; `agent_selection` is always the player the game waits for (117, 601.2, ...),
so one player may act several times in a row. A forced decision (one legal action but conceding, forced.py)
is taken by the environment unless `skip_forced=False`: an agent is selected only when it has a choice. Each
observation is the dict of the Gymnasium environment
(`observation`, `action_mask`); a player who is not deciding gets an all-zero mask. Rewards: +1 to the
winner, -1 to the loser, at the end. An index that is not legal raises ValueError and changes nothing.

    >>> e = env(seed=2)
    >>> e.reset(seed=2)
    >>> e.agent_selection
    'P1'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from lithoform.play.env.encoding import ACTION_SIZE, Encoder
from lithoform.play.env.forced import take_forced
from lithoform.play.env.games import MAX_TURNS, new_game
from lithoform.play.env.gym import observation_space, reward, truncated
from lithoform.play.game import Game
from lithoform.state.actions import Action
from lithoform.state.decisions import Pending

AGENTS = ["P1", "P2"]
_SEATS = {a: i for i, a in enumerate(AGENTS)}  # an agent's seat (a hot path: every observation and step)


class LithoformAEC(AECEnv):
    metadata = {"render_modes": ["ansi"], "name": "lithoform_v0", "is_parallelizable": False}

    def __init__(self, decks: Sequence[Sequence[str]] | None = None, seed: int | None = None,
                 max_turns: int = MAX_TURNS, render_mode: str | None = None, auto_mana: bool = False,
                 skip_forced: bool = True) -> None:
        super().__init__()
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.decks, self.max_turns, self.render_mode, self._seed = decks, max_turns, render_mode, seed
        self.auto_mana = auto_mana  # the game option (Game.auto_mana)
        self.skip_forced = skip_forced  # forced decisions are taken by the environment (forced.py)
        self.possible_agents = list(AGENTS)
        self.agents = list(AGENTS)
        self._obs_space = observation_space()
        self._act_space = spaces.Discrete(ACTION_SIZE)
        self.game: Game | None = None
        self.encoders = [Encoder(0), Encoder(1)]
        # by seat: (the game's action count, the encoding then: vector, mask, actions)
        self._cache: list[tuple[int, np.ndarray, np.ndarray, dict[int, Action]] | None] = [None, None]
        self._pending: Pending | None = None  # the decision _select() found, at the action count _pending_at
        self._pending_at = -1

    def _encode(self, seat: int) -> tuple[int, np.ndarray, np.ndarray, dict[int, Action]]:
        """(the game's action count, the seat's vector, mask and actions then): computed once per game
        action, only for a seat asked about (the agent `last()` or `observe()` asks for, the one stepping).
        Callers test the kept entry first (`hit[0] == game.actions`) and call this only when it is stale."""
        game = self.game
        assert game is not None
        at = game.actions
        hit = self._cache[seat]
        if hit is None or hit[0] != at:
            # (the decision _select() found for this very action count, or none: found anew)
            vec, mask, actions = self.encoders[seat].encode_shared(
                game, self._pending if self._pending_at == at else None)
            hit = self._cache[seat] = (at, vec, mask, actions)
        return hit

    def observation_space(self, agent: str) -> spaces.Dict:
        return self._obs_space

    def action_space(self, agent: str) -> spaces.Discrete:
        return self._act_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is None:
            seed = int(np.random.default_rng(self._seed).integers(0, 2**63 - 1))
        self.game = new_game(self.decks, seed, self.max_turns, auto_mana=self.auto_mana)
        if self.skip_forced:
            take_forced(self.game)
        for e in self.encoders:
            e.reset()
        self._cache, self._pending, self._pending_at = [None, None], None, -1
        self.agents = list(AGENTS)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict] = {a: {} for a in self.agents}
        self._select()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        seat = _SEATS.get(agent)
        if seat is None:
            _seat(agent)  # (raises: no such agent)
        hit = self._cache[seat]  # type: ignore[index]
        if hit is None or hit[0] != self.game.actions:  # type: ignore[union-attr]
            hit = self._encode(seat)  # type: ignore[arg-type]
        return {"observation": hit[1], "action_mask": hit[2].copy()}  # (the encoder's mask is shared)

    def last(self, observe: bool = True) -> tuple[dict[str, np.ndarray] | None, float, bool, bool, dict]:
        """AECEnv.last (the observation, cumulative reward, terminated, truncated and info of the agent
        selected), without its indirections: it is called once per step."""
        agent = self.agent_selection
        if observe:  # (observe(agent), inline, and _encode(seat) inline: the usual call finds a new action)
            seat = _SEATS[agent]
            hit = self._cache[seat]
            game = self.game
            at = game.actions  # type: ignore[union-attr]
            if hit is None or hit[0] != at:
                vec, mask, actions = self.encoders[seat].encode_shared(
                    game, self._pending if self._pending_at == at else None)  # type: ignore[arg-type]
                hit = self._cache[seat] = (at, vec, mask, actions)
            seen: dict[str, np.ndarray] | None = {"observation": hit[1], "action_mask": hit[2].copy()}
        else:
            seen = None
        return (seen, self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent],
                self.infos[agent])

    def legal_actions(self, agent: str) -> dict[int, Action]:
        """The action each of `agent`'s legal indices stands for now (its mask's 1s; none if not deciding)."""
        seat = _SEATS.get(agent)
        if seat is None:
            seat = _seat(agent)  # (raises: no such agent)
        hit = self._cache[seat]
        if hit is None or hit[0] != self.game.actions:  # type: ignore[union-attr]
            hit = self._encode(seat)
        return dict(hit[3])

    def step(self, action: int | None) -> None:
        game = self.game
        assert game is not None
        agent = self.agent_selection
        if game.state.game_over and (self.terminations[agent] or self.truncations[agent]):  # (only an ended
            self._was_dead_step(action)  # game terminates or truncates agents)
            return
        seat = _SEATS[agent]
        hit = self._cache[seat]  # (observe() or last() has usually encoded this very action count)
        if hit is None or hit[0] != game.actions:
            hit = self._encode(seat)
        actions = hit[3]
        chosen = actions.get(int(action)) if action is not None else None
        if chosen is None:
            raise ValueError(f"action index {action} is not legal for {agent} now; the legal indices are "
                             f"{sorted(actions)} (the observation's action_mask)")
        self._cumulative_rewards[agent] = 0.0
        game.apply(chosen)
        if self.skip_forced:
            take_forced(game)
        if game.is_over:
            cut = truncated(game)
            self.rewards = dict.fromkeys(self.agents, 0.0)
            for i, a in enumerate(self.agents):
                self.rewards[a] = reward(game, i)
                self.terminations[a] = not cut
                self.truncations[a] = cut
            self._accumulate_rewards()
            self._select()
            return
        # (otherwise the rewards are all 0, as reset() made them: only the end of the game gives any, and no
        # live step follows it, so there is nothing to clear or accumulate); _select() inline:
        pending = self._pending = game.pending  # (kept for the encoder: found once per action)
        self._pending_at = game.actions
        self.agent_selection = AGENTS[pending.player]

    def _select(self) -> None:
        assert self.game is not None
        if self.game.is_over:
            live = [a for a in self.agents if not (self.terminations[a] or self.truncations[a])]
            self.agent_selection = live[0] if live else self.agents[0]
            return
        pending = self._pending = self.game.pending  # (kept for the encoder: found once per action)
        self._pending_at = self.game.actions
        self.agent_selection = AGENTS[pending.player]

    def render(self) -> str | None:
        if self.render_mode == "ansi" and self.game is not None:
            return self.game.view(self.game.pending.player)
        return None

    def close(self) -> None:
        pass


def _seat(agent: str) -> int:
    seat = _SEATS.get(agent)
    if seat is None:
        raise ValueError(f"no agent {agent!r}: the agents are {', '.join(AGENTS)}")
    return seat


def env(**kwargs: Any) -> LithoformAEC:
    """The PettingZoo AEC environment (arguments as LithoformAEC)."""
    return LithoformAEC(**kwargs)
