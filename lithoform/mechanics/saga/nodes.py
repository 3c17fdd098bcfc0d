"""Saga cards (714): the mechanic's tree nodes.

A chapter ability is a TriggeredAbility whose trigger is Trigger('counters_put', this=True,
counter_kind='lore', nth=N) (714.2b): the saga's trigger needs no node of its own. Its text part: data that
imports only cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode

CHAPTER_KEYWORD = "Chapter"  # the `keyword` of a chapter ability (714.2)
LORE = "lore"  # the lore counter (714.3)


class ExileReturnTransformed(EffectNode):
    """'Exile this Saga, then return it to the battlefield transformed under your control.' (701.13a, 712.14a):
    the card comes back as a new object with its back face up, under the controller of the effect; `owner`:
    'exile ~, then return him to the battlefield transformed under his owner's control' (Jace, Vryn's Prodigy;
    the double-faced cards' form, mechanics/double_faced), under its owner's control."""

    owner: bool = False
