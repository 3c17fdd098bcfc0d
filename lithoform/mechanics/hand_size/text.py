"""'You have no maximum hand size', the text part: a static ability the rules part reads by name. Data only."""

from __future__ import annotations

from lithoform.cards.tree import Static, You
from lithoform.mechanics.hand_size.nodes import MaxHandSizeChange, ReduceMaxHandSize

NO_MAXIMUM_HAND_SIZE = "You have no maximum hand size"
PLAYERS_NO_MAXIMUM_HAND_SIZE = "Players have no maximum hand size"


class HandSizeRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def st_no_maximum_hand_size(self, c: list) -> Static:
        return Static(NO_MAXIMUM_HAND_SIZE, text=NO_MAXIMUM_HAND_SIZE + ".")

    def st_players_no_maximum_hand_size(self, c: list) -> Static:
        """402.2: 'Players have no maximum hand size.' (Anvil of Bogardan): each player's."""
        return Static(PLAYERS_NO_MAXIMUM_HAND_SIZE, text=PLAYERS_NO_MAXIMUM_HAND_SIZE + ".")

    def max_hand_size_reduced_sentence(self, c: list) -> list:
        """402.2: 'Your maximum hand size is reduced by three for the rest of the game.'"""
        return [ReduceMaxHandSize(int(c[0]), You())]

    def st_your_max_hand_size(self, c: list) -> MaxHandSizeChange:
        """402.2: 'Your maximum hand size is reduced by four.' (Thought Devourer)"""
        return _change(c, opponents=False)

    def hand_size_change(self, c: list) -> str:
        return str(c[0])

    def hand_size_by(self, c: list) -> int:
        return int(c[0])

    def hand_size_one(self, c: list) -> int:
        return 1

    def st_opponents_max_hand_size(self, c: list) -> MaxHandSizeChange:
        """402.2: 'Each opponent's maximum hand size is reduced by seven.' (Jin-Gitaxias, Core Augur)"""
        return _change(c, opponents=True)


def _change(c: list, opponents: bool) -> MaxHandSizeChange:
    way, n = str(c[0]), int(c[1])
    whose = "Each opponent's" if opponents else "Your"
    return MaxHandSizeChange(n if way == "increased" else -n, opponents,
                             text=f"{whose} maximum hand size is {way} by {n}.")


TRANSFORMER = HandSizeRules
