"""Helpers shared by every test: set up a board, drive a game through the public API, read the result,
and register test-only cards.

Importable as `support` in every pytest run (`pythonpath = ["tests"]` in pyproject.toml):
`from support import board, cast, pass_both`. Every helper drives the public interface only
(`Game.from_board`, `apply`, `pending`, `legal_actions`, `find`, `chars`, `zone`, `state`)."""

from __future__ import annotations

from support.cards import (
    define,
    instant,
    registered,
    registering,
    use_compiled,
    use_compiled_without,
)
from support.driving import (
    actions,
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
    order_if_asked,
    pass_both,
    pass_until,
    pay_with,
    random_play,
    resolve_stack,
    resolve_top,
    target_options,
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
    triggers,
    untapped,
    zone_names,
)
from support.scenes import (
    ENGINE,
    TAWNOS,
    engine_board,
    engine_copies,
    kill_fiend_hunter,
    pump_bears,
    shock,
    tawnos_board,
)

__all__ = [
    "ENGINE", "P1", "P2", "TAWNOS", "actions", "activate", "attack", "basics", "battlefield_names", "block",
    "blockers_of", "board", "can_activate", "cast", "cast_actions", "cast_with", "castable", "choose_targets",
    "controlled", "counters", "damage_to", "define", "engine_board", "engine_copies", "events",
    "events_since", "hand_size", "instant", "keep_targets", "kill_fiend_hunter", "kinds", "lands", "legal",
    "life", "log_since", "mark", "names", "order_if_asked", "pass_both", "pass_until", "pay_with", "pt",
    "pump_bears", "random_play", "ref_text", "registered", "registering", "resolve_stack", "resolve_top",
    "shock", "stack_abilities", "target_options", "tawnos_board", "to_attackers", "to_blockers", "tokens",
    "top", "triggers", "untapped", "use_compiled", "use_compiled_without", "zone_names",
]
