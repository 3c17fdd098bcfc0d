"""Effects on players: life (119), losing the game (104.3), mana (106), skipped steps (614.10) and extra
turns (500.7)."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import You


class AddMana(EffectNode):
    """'Add {G}' or 'Add {G}, {U}, or {R}' (106, 605): `options` lists the alternatives."""

    options: tuple[str, ...]
    only: str = ""  # 106.6: 'Spend this mana only to ...' (a Mana's `only`), "" when it may pay any cost
    rider: str = ""  # 106.6: '..., and that spell can't be countered' (a Mana's `rider`)


class GainLife(EffectNode):
    amount: unions.Amount
    who: unions.Ref = You()


class LoseLife(EffectNode):
    amount: unions.Amount
    who: unions.Ref = You()


class SkipNextStep(EffectNode):
    """'[player] skips their next [step]' (614.1b, 614.10): a replacement effect on that step."""

    step: str
    who: unions.Ref = You()


class LoseGame(EffectNode):
    """'You lose the game' (104.3e)."""

    who: unions.Ref = You()


class TakeExtraTurns(EffectNode):
    """500.7: '[player] takes N extra turns after this one'."""

    count: int = 1
    who: unions.Ref = You()
