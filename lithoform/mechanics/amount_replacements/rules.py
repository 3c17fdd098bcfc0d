"""Amount replacements (614.1a): what the nodes do. Life gain (119.10) asks LIFE_GAIN_AMOUNT and token creation
(111.1) asks TOKEN_COUNT (rules/hooks.py); each applies its controller's effects one at a time, in the order
that player chooses (616.1e: 'twice that much' then 'plus 1' differs from the other order)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.amount_replacements.nodes import LifeGainInstead, TokensInstead
from lithoform.rules.continuous.characteristics import battlefield_abilities
from lithoform.rules.damage import lose_life
from lithoform.rules.hooks import LIFE_GAIN_AMOUNT, TOKEN_COUNT
from lithoform.rules.replacement.events import Applicable, choose, statics
from lithoform.state.model import GameState


def _applies_to(f: Applicable, player: int) -> bool:
    """Whose amounts the effect replaces: its controller's, or a life gain effect's opponents or players."""
    who = getattr(f.ability, "who", "you")
    return who == "players" or (who == "you") == (f.controller == player)


def _lose_instead(state: GameState, player: int, amount: int, f: Applicable) -> None:
    """614.1a, 119.3: the life gain is replaced by losing that much life (Tainted Remedy ruling: "Once the effect
    of one Tainted Remedy applies, there is no life gain for the others to apply to.")."""
    state.emit("amount_replaced", ("614.1a", "119.10"), player=player, what="the life gained", amount=amount,
               new=-amount, card=state.objects[f.source].card if f.source in state.objects else "")
    lose_life(state, player, amount)  # 119.3: 'whenever a player loses life' sees it


def _apply(state: GameState, player: int, kind: type, amount: int, what: str, rule: str) -> int:
    if not battlefield_abilities(state, kind):  # (one cached lookup when no such permanent is out)
        return amount
    applied: set[Any] = set()
    while amount > 0:
        found: list[Applicable] = [f for f in statics(state, kind) if _applies_to(f, player) and f.key not in applied]
        if not found:
            break
        f = choose(state, player, found, what)
        applied.add(f.key)
        if getattr(f.ability, "lose", False):  # 'that player loses that much life instead': no life gain is left
            _lose_instead(state, player, amount, f)
            return 0
        new = amount * f.ability.times + getattr(f.ability, "plus", 0)
        state.emit("amount_replaced", (rule, "614.1a"), player=player, what=what, amount=amount, new=new,
                   card=state.objects[f.source].card if f.source in state.objects else "")
        amount = new
    return amount


@LIFE_GAIN_AMOUNT.register
def life_gain_amount(state: GameState, player: int, amount: int) -> int:
    """119.10, 614.1a: 'if you would gain life, you gain twice that much life instead'."""
    return _apply(state, player, LifeGainInstead, amount, "the life gained", "119.10")


@TOKEN_COUNT.register
def token_count(state: GameState, player: int, count: int) -> int:
    """111.1, 614.1a: 'it creates twice that many of those tokens instead' (under `player`'s control)."""
    return _apply(state, player, TokensInstead, count, "the tokens created", "111.1")
