"""Exiling the top card of a player's library with a permission to cast it: the mechanic's tree nodes. Data
only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode


class ExileTopOfLibrary(EffectNode):
    """'Exile the top card of that player's library' (406.2): the top card of each library of `who`, exiled;
    a later 'that card' of the same effect names it (ctx.created)."""

    who: unions.Ref
    key: str = ""  # 607.2a: linked to the source under this key ('cards exiled with ~'), if any


class MayCastExiled(EffectNode):
    """'Until end of turn, you may cast that card.' (601.3): the controller may cast the cards the instruction
    before exiled while they stay exiled, this turn, following the usual timing rules and paying the costs (a
    land card can't be played: 'cast' isn't 'play', 305.1). `any_type`: '... and you may spend mana as though it
    were mana of any type to cast that spell' (609.4b); `exile_after`: 'If that spell would be put into a graveyard
    this turn, exile it instead.' (614.1a)."""

    any_type: bool = False
    exile_after: bool = False


class CastExiledNow(EffectNode):
    """'Exile the top card of your library. You may cast that card. If you don't, ...' (Chandra, Torch of
    Defiance; 608.2g): as the effect resolves, the controller may cast the one card the instruction before
    exiled, paying its costs (601.2f-h), the timing rules of its type ignored (the ruling); a land card can't be
    cast (305.1). `otherwise`: what happens when it isn't cast ('If you don't', 608.2c)."""

    otherwise: unions.Effect | None = None
