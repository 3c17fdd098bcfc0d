"""Whose step a step trigger waits for, and a delayed trigger that remembers objects: the mechanic's tree
nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import EffectNode, RefNode

# Trigger.whose: the turn of the controller of the permanent the source is attached to ('at the beginning of
# the upkeep of enchanted creature's controller', 303.4, 301.5)
ATTACHED_CONTROLLER = "attached_controller"


class ActivePlayer(RefNode):
    """'That player' after 'at the beginning of each player's upkeep' (102.1): the player whose turn it is
    as the ability resolves, the player whose step it triggered in."""

    PLAYERS = True  # a reference to players, not objects (compiler/values.py Scope.is_player)


class DelayedAbout(EffectNode):
    """'Destroy that creature at end of combat' (603.7): a delayed triggered ability waiting for the next
    `step`; `about` names objects as this resolves, and `effect` refers to them as Created() (603.7c: a
    delayed ability refers to the particular objects it was created about, even if they change)."""

    step: str
    effect: unions.Effect
    about: unions.Ref
