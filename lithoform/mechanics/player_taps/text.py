"""A player tapping permanents they choose, the text part: '[player] taps an untapped artifact, creature, or land
they control for each fade counter on ~'. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import XValue
from lithoform.compiler.abilities import describe_or_fail
from lithoform.compiler.values import VP, Unsupported, replace, times
from lithoform.mechanics.player_taps.nodes import TapChosen


class PlayerTapsRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def player_taps_chosen(self, c: list) -> VP:
        """701.26a: 'that player taps an untapped creature they control [for each ...]' (608.2h: counted as it
        resolves); the filter's controller is the tapping player's, checked then (rules.py)."""
        n, tok, *rest = c
        if not isinstance(n, int) or isinstance(n, XValue) or n < 1:
            raise Unsupported("a player tapping a number of permanents that isn't fixed")
        words = list(self._words(tok))  # type: ignore[attr-defined]
        d = describe_or_fail(words)
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.controller is not None:
            raise Unsupported(f"a player tapping {' '.join(words)!r}")
        f = replace(d.filter(), controller=None)
        amount = times(rest[0], n) if rest else n
        return VP(lambda who: TapChosen(who, f, amount), "player", "taps")


TRANSFORMER = PlayerTapsRules
