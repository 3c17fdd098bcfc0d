"""Amounts counted for each player an instruction reaches, the text part. Data only."""

from __future__ import annotations

from typing import Any

from lithoform.cards.nodes.refs import EachOpponent, EachPlayer, Target, Triggering
from lithoform.cards.tree import (
    ActivePlayer,
    DealDamage,
    GainLife,
    LoseLife,
    TargetSpec,
)
from lithoform.compiler.descriptions import DescriptionError
from lithoform.compiler.values import Unsupported, uncontrolled_permanents
from lithoform.mechanics.per_recipient.nodes import CountControlledBy, EachRecipient

# The players 'they' may name: one named before (a target player, the trigger event's player, the active player)
_NAMED = (Target, Triggering, ActivePlayer)


def they(scope: Any) -> Any:
    """Who 'they' / 'that player' is in a count: the player named before, or each player the instruction reaches
    after 'each player' / 'each opponent' (EachRecipient)."""
    if isinstance(scope.player, _NAMED):
        return scope.player
    if scope.player is None and isinstance(scope.each_players, (EachPlayer, EachOpponent)):
        return EachRecipient()
    raise Unsupported("'they control' with no player named before it")


class PerRecipientRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def _they_control(self, tok: Any) -> CountControlledBy:
        f = uncontrolled_permanents(self._desc_of(tok), "they control")  # type: ignore[attr-defined]
        return CountControlledBy(f, they(self.scope))  # type: ignore[attr-defined]

    def amt_number_they_control(self, c: list) -> CountControlledBy:
        """'equal to the number of lands they control' (Acidic Soil)."""
        return self._they_control(c[0])

    def _target_controls(self, tok: Any, kind: str) -> CountControlledBy:
        d = self._desc_of(tok)  # type: ignore[attr-defined]
        try:
            f = d.permanents()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        if f.controller is not None or f.other:  # 'another target player' (115.3) is a second, different target
            raise Unsupported("'target player controls' after a description naming a controller")
        return CountControlledBy(f, self.scope.target(TargetSpec(kind)))  # type: ignore[attr-defined]

    def fe_target_player_controls(self, c: list) -> CountControlledBy:
        """'you gain 2 life for each creature target player controls' (Divine Congregation): a new target."""
        return self._target_controls(c[0], "player")

    def amt_number_target_player_controls(self, c: list) -> CountControlledBy:
        """'equal to the number of creatures target player controls': a new target (115.1)."""
        return self._target_controls(c[0], "player")

    def amt_number_target_opponent_controls(self, c: list) -> CountControlledBy:
        """'where X is the number of Islands target opponent controls' (Carpet of Flowers): a new target (115.1)."""
        return self._target_controls(c[0], "opponent")

    def fe_target_opponent_controls(self, c: list) -> CountControlledBy:
        return self._target_controls(c[0], "opponent")

    def fe_they_control(self, c: list) -> CountControlledBy:
        """'loses 1 life for each creature they control' (Stronghold Discipline)."""
        return self._they_control(c[0])


def _mentions(node: Any, kind: type) -> bool:
    if isinstance(node, kind):
        return True
    if isinstance(node, (tuple, list)):
        return any(_mentions(n, kind) for n in node)
    fields = getattr(node, "__struct_fields__", None)
    return fields is not None and any(_mentions(getattr(node, f), kind) for f in fields)


def _only_in_amounts(node: Any) -> bool:
    """EachRecipient is valid only in the amount of damage dealt to, or life lost or gained by, players reached
    one at a time (rules/effects/interpreter.py reads it there)."""
    if isinstance(node, (DealDamage, LoseLife, GainLife)):
        who = node.to if isinstance(node, DealDamage) else node.who
        if _mentions(who, EachRecipient) or (isinstance(node, DealDamage) and (node.divided or node.evenly)):
            return not _mentions(node, EachRecipient)
        return True
    if isinstance(node, EachRecipient):
        return False
    if isinstance(node, (tuple, list)):
        return all(_only_in_amounts(n) for n in node)
    fields = getattr(node, "__struct_fields__", None)
    return fields is None or all(_only_in_amounts(getattr(node, f)) for f in fields)


def _check(card: Any) -> str | None:
    """Refuses a card whose 'they' of a count names no player the instruction reaches one at a time."""
    return None if _only_in_amounts(card.faces) else "'they' in a count outside a per-player instruction"


TRANSFORMER = PerRecipientRules
CARD_CHECKS = (_check,)
