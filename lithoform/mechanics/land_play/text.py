"""'When you play a land' / 'When you play another land' (305.1, 603.2), the text part: a trigger on the
controller's playing a land (not a land put onto the battlefield by an effect: that isn't playing it, 305.1).
The rules core triggers it (rules/triggers/matching.py `land_played_triggers`, called as the land is
played). Data only: imports the cards and the compiler's basics, never the rules."""

from __future__ import annotations

from lithoform.cards.tree import Trigger, TriggeringController
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import Unsupported, replace


class LandPlayRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def trig_you_play_land(self, c: list) -> Trigger:
        """'another land': not the source itself (`other`)."""
        d = describe_or_fail(list(self._words(c[-1])))  # type: ignore[attr-defined]
        if "Land" not in d.types:
            raise Unsupported("playing something other than a land")
        return Trigger("play_land", filter=replace(d.filter(), controller=None))

    def _someone_plays(self, whose: str, c: list) -> Trigger:
        """'Whenever an opponent (a player) plays a land' (305.1): `whose` 'opponent' or 'each'; 'that player'
        is the player who played it, the land's controller as it entered (603.2)."""
        trigger = self.trig_you_play_land(c)
        if trigger.filter is not None and trigger.filter.other:
            raise Unsupported("'another land' played by another player")
        self.scope.player = TriggeringController()  # type: ignore[attr-defined]
        return replace(trigger, whose=whose)

    def trig_opponent_plays_land(self, c: list) -> Trigger:
        return self._someone_plays("opponent", c)

    def trig_player_plays_land(self, c: list) -> Trigger:
        return self._someone_plays("each", c)


TRANSFORMER = LandPlayRules
