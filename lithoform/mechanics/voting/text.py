"""Voting (701.38), the text part: the vote (an instruction of the controller's spell or ability, 701.38a), the
conditions on its result and the count of one word's votes. Data only."""

from __future__ import annotations

from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.voting.nodes import Vote, VotesFor, VoteWins


class VotingRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def vote_word(self, c: list) -> str:
        return str(c[0])

    def vote(self, c: list) -> VP:
        if c[0] == c[1]:
            raise Unsupported("a vote between two equal words")
        options = (c[0], c[1])
        return VP(lambda _you: Vote(options), "you", "vote")

    def cond_vote_more(self, c: list) -> VoteWins:
        return VoteWins(c[0])

    def cond_vote_more_or_tie(self, c: list) -> VoteWins:
        return VoteWins(c[0], or_tied=True)

    def for_each_vote(self, c: list) -> VotesFor:
        return VotesFor(c[0])


TRANSFORMER = VotingRules
