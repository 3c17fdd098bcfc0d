"""Discard trigger events (701.9a, 603.2), the rules part: the core calls CARD_DISCARDED (rules/hooks.py) for
every discarded card (an effect, a cost, cycling, the cleanup step); the abilities whose controller fits
`whose` and whose filter matches the card as it was in the hand trigger, with the card (where it went) as the
triggering object. Draw triggers of any player are matched by the core (player_event_triggers)."""

from __future__ import annotations

from lithoform.cards.tree import TriggeredAbility
from lithoform.mechanics.discard_draw.events import DISCARDS, OPPONENT_CAUSE
from lithoform.mechanics.discard_draw.nodes import DiscardedCount, DiscardedThisTurn
from lithoform.rules.context import EXTRA_AMOUNTS, EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import CARD_DISCARDED
from lithoform.rules.triggers.matching import add_triggers
from lithoform.state.history import events_this_turn
from lithoform.state.model import BATTLEFIELD, GameState, Obj


def discarded(state: GameState, old: Obj, new: int) -> None:
    player = old.owner
    by_opponent = _caused_by_opponent(state, player)
    found = []
    for pid, a in battlefield_abilities(state, TriggeredAbility):
        t = a.trigger
        if t.event != DISCARDS or a.zone != BATTLEFIELD or t.this:
            continue
        controller = state.objects[pid].controller
        if (t.whose == "your" and controller != player) or (t.whose == "opponent" and controller == player):
            continue
        if t.cause == OPPONENT_CAUSE and not by_opponent:
            continue
        if t.filter is not None and not matches(state, t.filter, new, controller, pid):
            continue  # the card's characteristics are the same in the graveyard (a card, not a permanent)
        found.append((pid, controller, chars(state, pid).name, a))
    add_triggers(state, found, new)
    # 'When you discard ~': the card's own ability, where the card went (a graveyard, or exile for madness,
    # 702.35a: it was still discarded); its owner controls the ability (113.8)
    if new in state.objects:
        own = chars(state, new)
        mine = [(new, player, own.name, a) for a in own.abilities if isinstance(a, TriggeredAbility)
                and a.trigger.event == DISCARDS and a.trigger.this
                and (a.trigger.cause != OPPONENT_CAUSE or by_opponent)]
        add_triggers(state, mine, new)


def _caused_by_opponent(state: GameState, player: int) -> bool:
    """'A spell or ability an opponent controls causes you to discard' (608.2): the discard happens while a
    spell or ability controlled by an opponent of `player` resolves (not as a cost, 601.2h, nor in the cleanup
    step, 514.1)."""
    source = state.known(state.resolving) if state.resolving else None
    return source is not None and getattr(source, "controller", player) != player


CARD_DISCARDED.register(discarded)


def discards_this_turn(state: GameState, player: int, whose: str) -> int:
    """701.9a: how many cards of `player` (whose "your") or of opponents of theirs were discarded this turn (the
    log's discard moves: 'zone_change' events by 701.9a, player: the card's owner)."""
    return sum(1 for event in events_this_turn(state)
               if event.kind == "zone_change" and event.rules[:1] == ("701.9a",)
               and (event.args.get("player") == player) == (whose == "your"))


def _discarded_condition(state: GameState, cond: DiscardedThisTurn, ctx: Ctx) -> bool:
    return discards_this_turn(state, ctx.controller, cond.whose) > 0


def _discarded_count(ctx: Ctx, value: DiscardedCount) -> int:
    return discards_this_turn(ctx.state, ctx.controller, "your")


EXTRA_CONDITIONS[DiscardedThisTurn] = _discarded_condition
EXTRA_AMOUNTS[DiscardedCount] = _discarded_count
