"""Putting cards from a hand onto the battlefield: the mechanic's tree node. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode
from lithoform.cards.nodes.refs import Filter, You


class PutFromHand(EffectNode):
    """'[You may] put [up to N] [filter] card(s) from your hand onto the battlefield [tapped]' / 'Each player may
    put an artifact, creature, enchantment, or land card from their hand onto the battlefield.' (Show and Tell):
    each of the players `who`, in turn order from the active player, chooses `count` cards matching `filter` in
    their hand as it resolves (608.2d; up to `count` if `optional`), then the chosen cards enter the
    battlefield at the same time, each under its owner's control (110.2a). `mana_value`: 'with mana value
    equal to [amount]' (Aether Vial), counted as it resolves. The permanents are what a later 'that creature'
    names (ctx.created)."""

    filter: Filter = Filter()
    who: unions.Ref = You()
    count: int = 1
    tapped: bool = False
    optional: bool = False
    mana_value: unions.Amount | None = None
    attacking: bool = False  # 'tapped and attacking' (508.4: it attacks without being declared as an attacker)
    all: bool = False  # 'put all land cards from it onto the battlefield' (Manabond): every matching card, no choice
