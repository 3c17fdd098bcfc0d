"""Conditions on the status of the permanent with the ability, the tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes.base import ConditionNode


class SourceAttacking(ConditionNode):
    """'it's attacking', '~ is attacking' (506.4: from its declaration as an attacker until it is removed
    from combat or the combat phase ends); `alone`: 'it's attacking alone' (506.5: no other creature is)."""

    alone: bool = False


class SourceTapped(ConditionNode):
    """'~ is tapped' (110.5)."""


class SourceAttachedBy(ConditionNode):
    """'~ is equipped' (301.5: an Equipment is attached to it), 'it's enchanted' (303.4: an Aura is)."""

    subtype: str  # 'Equipment', 'Aura', or 'Aura/Equipment' ('it's enchanted or equipped')


class SourceModified(ConditionNode):
    """'~ is modified' (700.9: a counter on it, equipped, or enchanted by an Aura its controller controls;
    the rulings of Orochi Merge-Keeper: only creatures can be modified)."""
