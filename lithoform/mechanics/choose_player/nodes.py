"""'Choose an opponent.' / 'Choose a player.': the mechanic's tree nodes. Data only: imports cards/."""

from __future__ import annotations

from lithoform.cards.nodes.base import EffectNode, RefNode


class ChoosePlayerNow(EffectNode):
    """'Choose an opponent.' / 'Choose a player.' (608.2d): the controller chooses a player who is still in
    the game as the spell or ability resolves (an opponent: not themselves); nothing is chosen if there is
    none. Not a target (115.1): hexproof and shroud don't stop it."""

    kind: str  # 'opponent' or 'player'
    at_random: bool = False  # 'choose an opponent at random': the game chooses (its seeded generator)


class ChosenPlayer(RefNode):
    """'that player' after 'Choose an opponent.' (607.2d): the player the source chose as this resolved."""

    kind: str  # 'opponent' or 'player'
    PLAYERS = True  # a reference to players, not objects (compiler/values.py Scope.is_player)


class TargetOnly(EffectNode):
    """'Choose target opponent.' (115.1, 601.2c): the sentence does nothing but name the target the rest of
    the text reads as 'that player'; the target is chosen as the spell or ability is put on the stack."""
