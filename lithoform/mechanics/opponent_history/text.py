"""What an opponent did this turn (the Traps' conditions), the text part. Data only."""

from __future__ import annotations

from lithoform.compiler.values import Unsupported
from lithoform.mechanics.opponent_history.nodes import OpponentDidThisTurn


class OpponentHistoryRules:
    """Transformer rules; mixed into `OracleTransformer`."""

    def _opponent_history_cards(self, tok: object, plural: bool) -> None:
        words = " ".join(self._words(tok))  # type: ignore[attr-defined]
        if words != ("cards" if plural else "card"):
            raise Unsupported(f"{words!r} counted where only cards are")

    def cond_opponent_had_put_into_graveyard(self, c: list) -> OpponentDidThisTurn:
        """'an opponent had a card put into their graveyard from anywhere this turn'."""
        if c[0] != 1:
            raise Unsupported("'an opponent had' with a count other than one or 'N or more'")
        self._opponent_history_cards(c[1], plural=False)
        return OpponentDidThisTurn("graveyard", 1)

    def cond_opponent_had_n_put_into_graveyard(self, c: list) -> OpponentDidThisTurn:
        """'an opponent had three or more cards put into their graveyard from anywhere this turn' (Ravenous Trap)."""
        self._opponent_history_cards(c[1], plural=True)
        return OpponentDidThisTurn("graveyard", _at_least(c[0]))

    def cond_opponent_searched(self, c: list) -> OpponentDidThisTurn:
        """'an opponent searched their library this turn' (Archive Trap)."""
        return OpponentDidThisTurn("search", 1)

    def cond_opponent_drew_n(self, c: list) -> OpponentDidThisTurn:
        """'an opponent drew three or more cards this turn' (Runeflare Trap)."""
        self._opponent_history_cards(c[1], plural=True)
        return OpponentDidThisTurn("draw", _at_least(c[0]))

    def cond_opponent_gained_life(self, c: list) -> OpponentDidThisTurn:
        """'an opponent gained life this turn' (Needlebite Trap)."""
        return OpponentDidThisTurn("life_gain", 1)


def _at_least(n: object) -> int:
    if not isinstance(n, int) or n < 1:
        raise Unsupported("'N or more' with N other than a number")
    return n


TRANSFORMER = OpponentHistoryRules
