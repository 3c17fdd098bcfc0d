"""When a person's interface may pass for them: priority with nothing to do but pass or make mana.

Mana abilities are left out because making mana on its own is never worth asking about: the mana empties
from the pool as the step ends (106.4), and 605.3a lets mana be made while a cost is paid anyway."""

from __future__ import annotations

from collections.abc import Iterable

from lithoform.play.game import Game
from lithoform.state.actions import Action


def only_pass_or_mana(game: Game, legal: Iterable[Action]) -> bool:
    """Whether the pending decision is priority (117.3d) and `legal` offers nothing but passing, conceding and
    mana abilities (605.3a)."""
    if game.pending.kind != "priority":
        return False
    return all(a.kind in ("pass", "concede") or (a.kind == "activate" and is_mana_action(game, a)) for a in legal)


def is_mana_action(game: Game, action: Action) -> bool:
    """Whether an `activate` action activates a mana ability (605.1a)."""
    if any(isinstance(x, str) and x.startswith("mana:") for x in action.args):
        return True
    try:
        ability = game.chars(int(action.args[0])).activated[int(action.args[1]) - 1]
    except (KeyError, IndexError, ValueError, TypeError):
        return False
    return bool(ability.mana)
