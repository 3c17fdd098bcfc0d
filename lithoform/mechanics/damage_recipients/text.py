"""More recipients of damage, the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import EachOpponent, Target, TargetSpec
from lithoform.compiler.values import Amounted, Itself, Suffix, Unsupported
from lithoform.mechanics.damage_recipients.nodes import AttackedBy


class DamageRecipientsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def more_amount_itself(self, c: list) -> tuple:
        """'and 3 damage to itself': the source of the damage (the sentence's `_deal` reads it), its own amount
        (mechanics/damage_pairs)."""
        return ("np", Amounted(c[0], Itself()), c[1] if len(c) > 1 else None)

    def obj_each_of_two_targets(self, c: list) -> Target:
        """115.1: two targets of one requirement (any target: creature, player, planeswalker or battle); the same
        object or player can't be chosen twice (115.3)."""
        return self.scope.target(TargetSpec("any", min=2, max=2))  # type: ignore[attr-defined]

    def more_each_they_control(self, c: list) -> tuple:
        """'and each creature they control' after 'each opponent' (the creatures of every opponent) or after
        'target player' (that player's, 109.4): a recipient like 'each creature your opponents control'."""
        scope = self.scope  # type: ignore[attr-defined]
        if isinstance(scope.player, Target):
            suffix = Suffix("player_ref", scope.player)
        elif isinstance(scope.they, EachOpponent):
            suffix = Suffix("opponent_controls")
        else:
            raise Unsupported("'they control' without the players named before")
        each = self.obj_each([self.desc([c[0], suffix])])  # type: ignore[attr-defined]
        return ("np", each, c[1] if len(c) > 1 else None)

    def obj_each_of_up_to_targets(self, c: list) -> Target:
        """115.1, 601.2c: 'each of up to three targets': zero to three different targets of one requirement (any
        target), each dealt the damage."""
        if not isinstance(c[0], int):
            raise Unsupported("'each of up to X targets' (a number of targets that varies)")
        return self.scope.target(TargetSpec("any", min=0, max=c[0]))  # type: ignore[attr-defined]

    def _attacked(self, pw: object, attacker: object) -> AttackedBy:
        if self._words(pw) != ("planeswalker",):  # type: ignore[attr-defined]
            raise Unsupported("'the player or [something other than a planeswalker]'")
        return AttackedBy(attacker)

    def obj_attacked_by_that(self, c: list) -> AttackedBy:
        return self._attacked(c[0], self.obj_that([c[1]]))  # type: ignore[attr-defined]

    def obj_attacked_by_it(self, c: list) -> AttackedBy:
        return self._attacked(c[0], self.scope.it())  # type: ignore[attr-defined]


TRANSFORMER = DamageRecipientsRules
