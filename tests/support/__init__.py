"""Helpers shared by every test: set up a board, drive a game through the public API, read the result,
and register test-only cards.

Importable as `support` in every pytest run (`pythonpath = ["tests"]` in pyproject.toml):
`from support import board, cast, pass_both`. Every helper drives the public interface only
(`Game.from_board`, `apply`, `pending`, `legal_actions`, `find`, `chars`, `zone`, `state`)."""

from __future__ import annotations

from support.cards import define, registered, registering, use_compiled
from support.driving import (
    activate,
    attack,
    basics,
    block,
    blockers_of,
    board,
    can_activate,
    cast,
    cast_actions,
    cast_with,
    castable,
    choose_targets,
    keep_targets,
    lands,
    legal,
    pass_both,
    pass_until,
    pay_with,
    pump_bears,
    random_play,
    resolve_stack,
    resolve_top,
    to_attackers,
    to_blockers,
)
from support.reading import (
    P1,
    P2,
    battlefield_names,
    controlled,
    counters,
    damage_to,
    events,
    events_since,
    hand_size,
    kinds,
    life,
    log_since,
    mark,
    names,
    pt,
    ref_text,
    stack_abilities,
    tokens,
    top,
    untapped,
    zone_names,
)

__all__ = [
    "P1", "P2", "activate", "attack", "basics", "battlefield_names", "block", "blockers_of", "board", "can_activate", "cast", "cast_actions", "cast_with", "castable",
    "choose_targets", "controlled", "counters", "damage_to", "define", "events", "events_since", "hand_size",
    "keep_targets", "kinds", "lands", "legal", "life", "log_since", "mark", "names", "pass_both", "pass_until",
    "pay_with", "pt", "pump_bears", "random_play", "ref_text", "registered", "registering", "resolve_stack", "resolve_top",
    "stack_abilities", "to_attackers", "to_blockers", "tokens", "top", "untapped", "use_compiled", "zone_names",
]
