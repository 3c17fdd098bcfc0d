"""Attack events (508.1m): the mechanic's tree nodes. Data only."""

from __future__ import annotations

from lithoform.cards.nodes import unions
from lithoform.cards.nodes.base import RefNode

PLAYER_ATTACKS = "player_attacks"  # Trigger.event: a player's declaration of attackers, as a whole (508.1m)
ATTACKS_OPPONENT = "attacks_opponent"  # Trigger.event: a creature attacks one of the controller's opponents

# Trigger.attacked: whom the attack must be on ('you attack a player': each player attacked is one event)
PER_DEFENDER = ("opponent", "walker", "player")


class AttackedPlayer(RefNode):
    """'that player' after 'whenever a creature attacks one of your opponents' (506.2, 508.1b): the opponent
    the triggering creature was declared attacking."""

    PLAYERS = True  # a reference to players, not objects (compiler/values.py Scope.is_player)


class OpponentsAttacking(RefNode):
    """'each opponent attacking that player' (the Curses' ruling: a player is attacking another player if they
    control a creature that's attacking that player): the controller's opponents who do, as it resolves."""

    PLAYERS = True
    whom: unions.Ref
