"""Voting, the rules part (701.38).

701.38a: to vote, each player, starting with the specified player (the controller: 'starting with you') and
proceeding in turn order, chooses one of the choices. 701.38b: the choices here are words with no rules meaning,
each connected to an effect by the sentences after the vote: 'If A gets more votes' (A got more votes than each
other choice), '... or the vote is tied' (no choice got more votes than all the others), 'for each A vote' (how
many votes A got). A player who has lost the game doesn't vote (800.4a)."""

from __future__ import annotations

from typing import Any

from lithoform.mechanics.voting.nodes import MostVoted, Vote, VoteObject, VotesFor, VoteWins
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, EXTRA_REFS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.state.model import GameState


def _vote(ctx: Ctx, e: Vote) -> None:
    """701.38a: each player in turn order from the controller chooses one word; the tally stays with the
    resolution for the instructions after it."""
    st = ctx.state
    n = len(st.players)
    votes = dict.fromkeys(e.options, 0)
    for i in range(n):
        p = (ctx.controller + i) % n
        if st.players[p].lost:
            continue
        (picked,) = ctx.ask(p, "choose", f"vote for {' or '.join(e.options)} (701.38a)",
                            tuple(range(len(e.options))), 1, 1, labels=e.options, purpose="vote")
        word = e.options[picked]
        votes[word] += 1
        st.emit("vote", ("701.38a",), player=p, choice=word)
    ctx.votes = votes
    st.emit("vote_result", ("701.38a",), result=", ".join(f"{w} {k}" for w, k in votes.items()))


def _vote_object(ctx: Ctx, e: VoteObject) -> None:
    """701.38a-b: each player in turn order from the controller chooses one of the permanents the description
    names (a candidate, not a target: protection doesn't stop it, the card's ruling); with none, nobody votes."""
    st = ctx.state
    n = len(st.players)
    candidates = tuple(o for o in st.battlefield if matches(st, e.filter, o, ctx.controller, ctx.source))
    votes: dict[str | int, int] = {}
    for i in range(n if candidates else 0):
        p = (ctx.controller + i) % n
        if st.players[p].lost:
            continue
        (picked,) = ctx.ask(p, "choose", "vote for a permanent (701.38a)", candidates, 1, 1, purpose="vote")
        votes[picked] = votes.get(picked, 0) + 1
        st.emit("vote", ("701.38a",), player=p, choice=chars(st, picked).name)
    ctx.votes = votes
    st.emit("vote_result", ("701.38a",), result=", ".join(f"{chars(st, o).name} {k}" for o, k in votes.items()
                                                           if isinstance(o, int)) or "no votes")


def _most_voted(ctx: Ctx, ref: MostVoted) -> tuple[int, ...]:
    """'each permanent with the most votes or tied for most votes': those of the last vote (none: no votes)."""
    objects = {o: k for o, k in ctx.votes.items() if isinstance(o, int)}
    top = max(objects.values(), default=0)
    return tuple(o for o, k in objects.items() if k == top and top > 0)


def _vote_wins(state: GameState, c: VoteWins, ctx: Any) -> bool:
    """'A gets more votes': more than each other choice; 'or the vote is tied': no choice got more than all
    the others."""
    votes: dict[str | int, int] = getattr(ctx, "votes", {})
    if not votes:
        return False
    mine = votes.get(c.option, 0)
    if c.option in votes and all(mine > k for w, k in votes.items() if w != c.option):
        return True
    if c.or_tied:
        return not any(all(k > k2 for w2, k2 in votes.items() if w2 != w) for w, k in votes.items())
    return False


def _votes_for(ctx: Ctx, value: VotesFor) -> int:
    """'for each A vote': the votes A got in the resolution's last vote."""
    return ctx.votes.get(value.option, 0)


register_effect(Vote, _vote)
register_effect(VoteObject, _vote_object)
EXTRA_REFS[MostVoted] = _most_voted
EXTRA_CONDITIONS[VoteWins] = _vote_wins
EXTRA_AMOUNTS[VotesFor] = _votes_for
