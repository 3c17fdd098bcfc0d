"""The engine calls the runner makes, and the two ways a step can go wrong with them."""

from __future__ import annotations

from lithoform.interfaces.scenario.refs import player_name
from lithoform.play.game import EngineError, Game, IllegalActionError
from lithoform.state.actions import Action
from lithoform.state.decisions import Pending

# Decisions of an announcement (601.2b-h); any other kind the engine adds with an object is one too.
COMBAT = frozenset({"attackers", "blockers", "damage"})
NOT_ANNOUNCING = frozenset({"priority", "order", "choose", "may", "game_over"}) | COMBAT
NOT_ANSWERS = frozenset({"cancel", "concede"})


class Rejected(Exception):
    """The engine refused an action (or the player may not act now): what `expect: illegal` expects."""


class StepFailure(Exception):
    """The script can't go on: an unanswered decision, a reference to nothing, an unused answer."""


def apply(game: Game, action: str | Action, player: int | None = None) -> None:
    try:
        game.apply(action, player=player)
    except IllegalActionError as e:
        raise Rejected(str(e)) from None
    except EngineError as e:
        raise StepFailure(f"the engine failed: {e}") from None


def answers(game: Game) -> list[Action]:
    """The legal answers to the pending decision, leaving out backing out (cancel) and conceding."""
    return [a for a in game.legal_actions() if a.kind not in NOT_ANSWERS]


def pending_text(game: Game, p: Pending) -> str:
    what = f" for {game.describe(p.object)}" if p.object and p.object in game.state.objects else ""
    legal = [str(a) for a in answers(game)[:12]]
    return f"{player_name(p.player)} must decide {p.kind} ({p.prompt}){what}; legal: {', '.join(legal)}"


def announcing(game: Game, oid: int | None = None) -> bool:
    """Whether the game waits on an announcement's decision (of `oid`, if given)."""
    p = game.pending
    return p.kind not in NOT_ANNOUNCING and p.object != 0 and (oid is None or p.object == oid)


def ref_text(ref: int) -> str:
    """An object id, or a player ref (-1, -2) as P1 / P2, as action text."""
    return f"P{-ref}" if ref < 0 else str(ref)
