"""'Target creature and all other creatures with the same name as that creature' (201.2), the text part.
Data only."""

from __future__ import annotations

import re

from lithoform.cards.tree import TargetController
from lithoform.compiler.descriptions import DescriptionError, describe
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.same_name.nodes import SameNameAs

# the noun the target is named by ('that permanent') and its plural in 'all other permanents'
_NOUNS = {"creature": "creatures", "permanent": "permanents", "artifact": "artifacts",
          "enchantment": "enchantments", "land": "lands"}


class SameNameRules:
    """Transformer rule; mixed into `OracleTransformer`."""

    def np_same_name_as_target(self, c: list) -> SameNameAs:
        """The target (any description of one permanent) and the other permanents of its kind ('all other
        permanents', 'each other creature') with its name; 'that [noun]' must be the target's own noun."""
        d = c[0]
        others, that = (self._words(p) for p in re.findall(r"§\d+", str(c[1])))  # type: ignore[attr-defined]
        noun = " ".join(that)
        plural = "creature" if str(c[1]).startswith("and each") else _NOUNS.get(noun)
        # 'that player controls' (after 'an opponent controls') / 'its controller controls': the target's controller
        same_controller = " controls with " in str(c[1])
        if same_controller and d.controller is None and "its controller controls" not in str(c[1]):
            raise Unsupported("'that player controls' naming no player")
        kind_words = list(others[1:])
        if kind_words[:1] == ["nonland"]:  # 'all other nonland permanents' after a nonland target
            if noun != "permanent" or "Land" not in d.not_types:
                raise Unsupported("'all other nonland ...' after a target that may be a land")
            kind_words = kind_words[1:]
        if d.plural or noun not in _NOUNS or others[:1] != ("other",) or " ".join(kind_words) != plural \
                or d.zone != "battlefield" \
                or d.noun in ("spell", "card", "ability") or (noun != "permanent" and d.types != [noun.title()]):
            raise Unsupported("'target X and all other Ys with the same name' with different nouns")
        try:  # the others: any permanent of that kind with the name (not the target's other qualities)
            kind = describe(list(others[1:]), []).filter()
        except DescriptionError as e:
            raise Unsupported(str(e)) from None
        target = self.scope.target(self._spec(d, 1, 1))  # type: ignore[attr-defined]
        self.scope.last = target  # type: ignore[attr-defined]
        if same_controller and self.scope.player is None:  # type: ignore[attr-defined]
            # 'its controller controls ... That player investigates' (Declaration in Stone): the target's
            # controller, as it last existed (608.2h)
            self.scope.player = TargetController(target.slot)  # type: ignore[attr-defined]
        return SameNameAs(target, kind, same_controller)


TRANSFORMER = SameNameRules
