"""The Agent protocol: a player that picks one of the legal actions from what its player may see.

An agent is given an Observation (lithoform.play.observation) of the player who must decide; for convenience a
Game is accepted too, and turned into that player's Observation, so an agent never reads hidden zones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from lithoform.play.observation import Observation, observe
from lithoform.state.actions import Action

if TYPE_CHECKING:
    from lithoform.play.game import Game


@runtime_checkable
class Agent(Protocol):
    def choose(self, seen: Observation | Game) -> Action:
        """One of `seen.legal_actions` for the pending decision of the observed player."""
        ...


def seen_by(agent: Agent, game: Game, player: int) -> Observation | Game:
    """What a play loop hands `agent` deciding for `player`: that player's Observation; a searching agent
    (one with `searches = True`, agents/mcts.py) gets the game, which it determinizes from that player's
    view before reading anything hidden."""
    return game if getattr(agent, "searches", False) else observe(game, player)


def as_observation(seen: Observation | Game) -> Observation:
    """The deciding player's view of a game, or the observation itself."""
    if isinstance(seen, Observation):
        return seen
    return observe(seen, seen.pending.player)
