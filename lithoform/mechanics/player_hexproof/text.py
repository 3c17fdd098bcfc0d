"""Players with hexproof or shroud, the text part. Data only: imports the cards and the compiler's basics."""

from __future__ import annotations

from lithoform.cards.tree import AddAbilities, ApplyContinuous, Each, Filter, StaticEffect
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.player_hexproof.nodes import YouGainKeywordsThisTurn, YouHaveKeyword

_COLORS = ("white", "blue", "black", "red", "green")


class PlayerHexproofRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def st_you_have_hexproof(self, c: list) -> YouHaveKeyword:
        return YouHaveKeyword("hexproof", text="You have hexproof.")

    def st_you_have_shroud(self, c: list) -> YouHaveKeyword:
        return YouHaveKeyword("shroud", text="You have shroud.")

    def st_you_and_group_have(self, c: list) -> list:
        """702.11c, 702.18a: 'You and Humans you control have hexproof.': the controller of the permanent has the
        keyword (a player's hexproof or shroud) and so do the permanents of the group (layer 6, 611.3a)."""
        group: Filter = c[0]
        keywords: tuple[str, ...] = tuple(c[1])
        if len(keywords) != 1 or keywords[0].lower() not in ("hexproof", "shroud"):
            raise Unsupported(f"a player with {', '.join(keywords)}")
        keyword = keywords[0].lower()
        return [YouHaveKeyword(keyword), StaticEffect((AddAbilities(keywords=keywords),), group)]

    def st_you_and_self_have(self, c: list) -> list:
        """702.11c, 702.11b: 'you and ~ have hexproof': the controller has the keyword, and so does the permanent
        (layer 6); 'As long as it's your turn, ...' (Gruul Spellbreaker) gates both (611.3a)."""
        keywords: tuple[str, ...] = tuple(c[-1])
        if len(keywords) != 1 or keywords[0].lower() not in ("hexproof", "shroud"):
            raise Unsupported(f"a player with {', '.join(keywords)}")
        text = f"you and ~ have {keywords[0].lower()}"
        return [YouHaveKeyword(keywords[0].lower(), text=text), StaticEffect((AddAbilities(keywords=keywords),),
                                                                             text=text)]

    def you_and_yours_gain_hexproof_from(self, c: list) -> list:
        """702.11d, 702.11f: each 'from [color]' is its own 'hexproof from [color]'; the permanents' part is a
        layer 6 effect locked in as it resolves (611.2c), the player's lasts until end of turn too."""
        if self._words(c[0]) != ("permanents",):  # type: ignore[attr-defined]
            raise Unsupported("'you and ... you control gain hexproof' of something other than permanents")
        colors = [" ".join(self._words(d)) for d in c[1:]]  # type: ignore[attr-defined]
        if any(color not in _COLORS for color in colors):
            raise Unsupported(f"hexproof from {', '.join(colors)}")
        keywords = tuple(f"Hexproof from {color}" for color in colors)
        permanents = ApplyContinuous((AddAbilities(keywords=keywords),), Each(Filter(controller="you")))
        return [YouGainKeywordsThisTurn(tuple(k.lower() for k in keywords)), permanents]


TRANSFORMER = PlayerHexproofRules
