"""Exiling the top card of a player's library with a permission to cast it: the mechanic's tree nodes. Data
only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ExileTopOfLibrary(EffectNode):
    """'Exile the top card of that player's library' (406.2): the top card of each library of `who`, exiled;
    a later 'that card' of the same effect names it (ctx.created)."""

    who: unions.Ref


class MayCastExiled(EffectNode):
    """'Until end of turn, you may cast that card.' (601.3): the controller may cast the cards the instruction
    before exiled while they stay exiled, this turn, following the usual timing rules and paying the costs (a
    land card can't be played: 'cast' isn't 'play', 305.1)."""
