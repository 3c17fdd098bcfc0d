"""Reanimation Auras (303.4a, 303.4f, 607.2a, 603.7a), the text part. Data only."""

from __future__ import annotations

from lithoform.cards.tree import SourceOnBattlefield, This
from lithoform.compiler.values import VP, Suffix, Unnamed, Unsupported
from lithoform.mechanics.reanimation_auras.nodes import ReturnEnchantedCard, SacrificeWhenSourceLeaves


class ReanimationAuraRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def sfx_put_with_this(self, c: list) -> Suffix:
        return Suffix("put_with_this")

    def cond_self_on_battlefield(self, c: list) -> SourceOnBattlefield:
        """603.4: 'if it's on the battlefield', checked as it triggers and again as it resolves."""
        return SourceOnBattlefield()

    def cond_it_on_battlefield(self, c: list) -> SourceOnBattlefield:
        """'if it's on the battlefield' where 'it' is the source (Animate Dead's trigger); about another object
        ('destroy that artifact if it's on the battlefield') it is no condition on the source."""
        if not isinstance(self.scope.it(), This):  # type: ignore[attr-defined]
            raise Unsupported("'if it's on the battlefield' about an object other than the source")
        return SourceOnBattlefield()

    def reanimate_enchanted(self, c: list) -> VP:
        """The card the Aura enchants, in a graveyard (303.4a); 'it' is then the creature it became."""
        noun = " ".join(self._words(c[0]))  # type: ignore[attr-defined]
        if noun != "creature card":
            raise Unsupported(f"returning enchanted {noun}")
        if "Aura" not in self.face_subtypes:  # type: ignore[attr-defined]
            raise Unsupported("'return enchanted creature card' on a card that isn't an Aura")
        self.scope.reanimated = True  # type: ignore[attr-defined]
        self.scope.last = Unnamed("the creature put onto the battlefield with ~")  # type: ignore[attr-defined]
        tapped = len(c) > 1
        return VP(lambda who: ReturnEnchantedCard(tapped=tapped), "you", "return")

    def when_self_leaves_sacrifice(self, c: list) -> list:
        """603.7a: 'that creature' is the one put onto the battlefield with ~ by this same ability."""
        noun = " ".join(self._words(c[0]))  # type: ignore[attr-defined]
        if noun != "creature" or not self.scope.reanimated:  # type: ignore[attr-defined]
            raise Unsupported("'when ~ leaves the battlefield' about a creature this ability didn't put there")
        return [SacrificeWhenSourceLeaves()]


TRANSFORMER = ReanimationAuraRules
