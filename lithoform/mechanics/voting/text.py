"""Voting (701.38), the text part: the vote (an instruction of the controller's spell or ability, 701.38a), the
conditions on its result and the count of one word's votes. Data only."""

from __future__ import annotations

from lithoform.compiler.values import VP, Unsupported
from lithoform.mechanics.voting.nodes import MostVoted, Vote, VoteObject, VotesFor, VoteWins


class VotingRules:
    """Transformer rules; mixed into `OracleTransformer` (compiler/transform.py)."""

    def vote_word(self, c: list) -> str:
        return str(c[0])

    def vote(self, c: list) -> VP:
        if c[0] == c[1]:
            raise Unsupported("a vote between two equal words")
        options = (c[0], c[1])
        return VP(lambda _you: Vote(options), "you", "vote")

    def vote_object(self, c: list) -> VP:
        """'each player votes for a nonland permanent you don't control' (701.38b: objects as the choices)."""
        d = c[-1]
        if d.zone != "battlefield" or d.noun in ("spell", "card", "ability") or d.plural or d.position:
            raise Unsupported("a vote for something other than a permanent")
        node = VoteObject(d.filter())
        return VP(lambda _you: node, "you", "vote")

    def obj_most_voted(self, c: list) -> MostVoted:
        if list(self._words(c[0])) not in (["permanent"], ["creature"]):  # type: ignore[attr-defined]
            raise Unsupported("'each ... with the most votes' of something other than a permanent")
        return MostVoted()

    def cond_vote_more(self, c: list) -> VoteWins:
        return VoteWins(c[0])

    def cond_vote_more_or_tie(self, c: list) -> VoteWins:
        return VoteWins(c[0], or_tied=True)

    def for_each_vote(self, c: list) -> VotesFor:
        return VotesFor(c[0])


TRANSFORMER = VotingRules
