"""Winning and losing by effect (104.2b, 104.3e): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import AbilityNode, EffectNode, PartNode
from lithoform.cards.nodes.refs import You

PROTECTS = "protects"  # 'you can't lose the game and your opponents can't win the game'
CURSES = "curses"  # 'you can't win the game and your opponents can't lose the game'
LOSS_ONLY = "loss_only"  # 'you can't lose the game' (Lich's Mastery: an opponent may still win, its ruling)
ZERO_LIFE = "zero_life"  # 'you don't lose the game for having 0 or less life' (704.5a only: Phyrexian Unlife)


class WinGame(EffectNode):
    """'[Player] wins the game' (104.2b): each player `who` stands for wins; in a two-player game, so their
    opponent loses."""

    who: unions.Ref = You()


class CantLoseOrWin(AbilityNode):
    """A static ability of a permanent (104.3e, 104.2b): PROTECTS: its controller can't lose and their
    opponents can't win (Platinum Angel); CURSES: its controller can't win and their opponents can't lose
    (Abyssal Persecutor); LOSS_ONLY: its controller can't lose, while their opponents can still win (Lich's
    Mastery); ZERO_LIFE: its controller doesn't lose for having 0 or less life (704.5a; 704.5b-c still apply:
    Phyrexian Unlife, Lich). `condition`: 'As long as you control a Gideon planeswalker, ...' (611.3a; Gideon of the Trials'
    emblem, which functions in the command zone, 114.4)."""

    kind: str = PROTECTS
    text: str = ""
    condition: unions.Condition | None = None


class CantLoseThisTurn(EffectNode):
    """'You can't lose the game this turn and your opponents can't win the game this turn.' (Angel's Grace):
    an effect until end of turn (611.2a, 514.2) for the controller."""


class NoLoss(PartNode):
    """The continuous effect `CantLoseThisTurn` makes: `player` can't lose the game and their opponents can't
    win it. In no layer: it changes a rule, not characteristics."""

    player: int = 0


class DamageAsInfect(AbilityNode):
    """'All damage is dealt to you as though its source had infect.' (120.3b, 702.90b: poison counters instead of
    life loss), under `condition` ('As long as you have 0 or less life, ...', Phyrexian Unlife; 611.3a)."""

    text: str = ""
    condition: unions.Condition | None = None
