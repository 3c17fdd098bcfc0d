"""Cost parts that remove a counter from another permanent (118.3, 602.2b): 'Remove a loyalty counter from a
planeswalker you control', 'remove a +1/+1 counter from a creature you control'. The permanent is chosen as the
cost is paid (601.2h), one counter comes off it then (122.1). The choices are links from the announced object
(607-style records), so the choices' record and every saved game's form stay as they were."""

from __future__ import annotations

from lithoform.cards.tree import Cost, RemoveCounterCost
from lithoform.rules.continuous.filters import matches
from lithoform.rules.zones import remove_counters
from lithoform.state.model import BATTLEFIELD, GameState, Link, Obj

REMOVED_FROM_KEY = "counter removed for cost"  # a link from the spell or ability to the permanents it took from


def removed_for_cost(state: GameState, announced: int) -> tuple[int, ...]:
    """The permanents a counter was removed from to pay the announced object's cost so far (601.2h)."""
    return tuple(o for link in state.links if link.source == announced and link.key == REMOVED_FROM_KEY
                 for o in link.objects)


def candidates(state: GameState, player: int, part: RemoveCounterCost, source: int) -> tuple[int, ...]:
    """118.3: permanents the player controls that match and have a counter of that kind to remove."""
    return tuple(oid for oid in state.zones[BATTLEFIELD]
                 if isinstance(o := state.objects[oid], Obj) and o.controller == player and o.counter(part.kind) > 0
                 and matches(state, part.filter, oid, player, source))


def payable(state: GameState, player: int, cost: Cost, source: int) -> bool:
    """118.3: each part has a permanent to take its counter from (one part: Heart of Kiran's alternative); parts
    alike ('Remove two +1/+1 counters from among creatures you control') need that many counters among them."""
    for part in set(cost.remove_from):
        have = sum(state.objects[oid].counter(part.kind) for oid in candidates(state, player, part, source))
        if have < cost.remove_from.count(part):
            return False
    return True


def next_part(state: GameState, cost: Cost, announced: int) -> RemoveCounterCost | None:
    """The part still to pay (601.2h), or None once a counter was removed for each."""
    done = len(removed_for_cost(state, announced))
    return cost.remove_from[done] if done < len(cost.remove_from) else None


def pay(state: GameState, announced: int, part: RemoveCounterCost, chosen: int) -> None:
    """601.2h, 122.1: one counter of the part's kind comes off the chosen permanent; the choice is recorded."""
    remove_counters(state, chosen, part.kind, 1)
    state.links = state.links + (Link(announced, REMOVED_FROM_KEY, (chosen,)),)
