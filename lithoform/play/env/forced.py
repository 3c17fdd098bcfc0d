"""Forced decisions (README, "Learning environments"): a decision that offers one legal action but conceding
(104.3a, which the action space leaves out by default) gives an agent no choice, only a step to take. About
half the decisions of a game are such (a player with nothing to cast passes priority, 117.3d), so the
environments take them themselves by default (`skip_forced`) and ask an agent only when it has a choice. The
game is the same: the very same action is applied."""

from __future__ import annotations

from lithoform.play.game import Game
from lithoform.state.actions import Action


def forced_action(game: Game) -> Action | None:
    """The pending decision's only legal action but conceding, or None if it offers a choice (or the game is
    over)."""
    actions = tuple(game.legal_actions())
    if len(actions) == 2:
        first, second = actions
        if second.kind == "concede":
            return None if first.kind == "concede" else first
        return second if first.kind == "concede" else None
    if len(actions) == 1 and actions[0].kind != "concede":
        return actions[0]
    return None


def take_forced(game: Game) -> int:
    """Applies forced decisions (whoever faces them) until a decision offers a choice or the game is over;
    returns how many were taken. (forced_action inline: asked after every step of an environment.)"""
    taken = 0
    while not game.is_over:
        actions = tuple(game.legal_actions())
        n = len(actions)
        if n == 2:
            action, other = actions
            if other.kind != "concede":  # (conceding is listed last: the other order, as forced_action)
                action, other = other, action
            if other.kind != "concede" or action.kind == "concede":
                return taken
        elif n != 1 or actions[0].kind == "concede":
            return taken
        else:
            action = actions[0]
        game.apply(action)
        taken += 1
    return taken
