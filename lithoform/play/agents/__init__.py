"""Agents: players that choose among the legal actions from what their player may see."""

from lithoform.play.agents.base import Agent, as_observation, seen_by
from lithoform.play.agents.heuristic import HeuristicAgent
from lithoform.play.agents.mcts import MCTSAgent
from lithoform.play.agents.random_agent import RandomAgent

AGENTS = {"heuristic": HeuristicAgent, "mcts": MCTSAgent, "random": RandomAgent}


def make_agent(name: str, seed: int = 0) -> Agent:
    """An agent by name (`heuristic`, `mcts` or `random`), with its own seed."""
    try:
        return AGENTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown agent {name!r}; agents are {', '.join(AGENTS)}") from None


__all__ = ["AGENTS", "Agent", "HeuristicAgent", "MCTSAgent", "RandomAgent", "as_observation", "make_agent",
           "seen_by"]
