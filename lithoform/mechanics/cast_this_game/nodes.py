"""Spells cast this game: the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class CastAnotherNamedThisGame(ConditionNode):
    """'you've cast another spell named ~ this game' (601.2i, 201.2): the controller cast, this game, a spell
    with the source's name other than the source itself (400.7: the same card cast on an earlier turn was
    another object, another spell; 707.10: a copy isn't cast)."""


class FirstSpellCastThisGame(ConditionNode):
    """'~ is the first spell you've cast this game' (601.2i): the controller cast no spell this game other than
    the source itself (400.7: the same card cast earlier was another spell; 707.10: a copy isn't cast)."""
