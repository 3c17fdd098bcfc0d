"""The hook points where protection (702.16), evasion (702.13-14/28/31/36/118), regeneration (701.19, 614.8),
"can't be countered" (113.6g) and changeling (702.73a) plug into the rules core (rules/hooks.py). The core
never imports them: each mechanic's `rules` module registers its functions when `lithoform` is imported."""

from __future__ import annotations

import re

import pytest

import lithoform  # noqa: F401  (imports every mechanic once: lithoform.mechanics.all)
from lithoform.mechanics.changeling import rules as changeling
from lithoform.mechanics.evasion import rules as evasion
from lithoform.mechanics.player_hexproof import rules as player_hexproof
from lithoform.mechanics.protection import rules as protection
from lithoform.mechanics.regeneration import rules as regeneration
from lithoform.mechanics.uncounterable import rules as uncounterable
from lithoform.rules import hooks
from lithoform.rules.continuous.characteristics import Chars

HOOKS = {
    hooks.BLOCK_FORBIDDEN: (evasion, protection),
    hooks.TARGET_FORBIDDEN: (protection,),
    hooks.PLAYER_KEYWORDS: (player_hexproof,),  # 702.11c, 702.18a
    hooks.ATTACH_FORBIDDEN: (protection,),
    hooks.DAMAGE_PREVENTIONS: (protection,),
    hooks.DESTRUCTION_REPLACEMENTS: (regeneration,),
    hooks.COUNTER_FORBIDDEN: (uncounterable,),
    hooks.PRINTED_CDAS: (changeling,),
}


@pytest.mark.parametrize("hook", list(HOOKS), ids=lambda h: h.name)
def test_each_hook_point_says_what_the_core_asks_and_cites_the_rules(hook: hooks.Hook) -> None:
    assert hooks.all_hooks()[hook.name] is hook
    assert re.match(r"\d{3}\.\d+[a-z]?", hook.doc), hook.doc


@pytest.mark.parametrize("hook", list(HOOKS), ids=lambda h: h.name)
def test_the_mechanics_register_at_import(hook: hooks.Hook) -> None:
    modules = [fn.__module__ for fn in hook.fns]
    for mechanic in HOOKS[hook]:
        assert mechanic.__name__ in modules, (hook, mechanic.__name__)


def test_changeling_is_every_creature_type_in_the_printed_characteristics() -> None:
    """702.73a, 604.3: applied with the printed values, before any layer."""
    base = Chars("Test Shapeshifter", frozenset({"Creature"}), frozenset({"Shapeshifter"}), frozenset(),
                 frozenset(), 2, 1, 1, frozenset({"changeling"}), ())
    assert changeling.every_creature_type(base).subtypes == frozenset({"Shapeshifter"}) | changeling.creature_types()
    plain = Chars("Test Bear", frozenset({"Creature"}), frozenset({"Bear"}), frozenset(), frozenset(), 2, 2, 2,
                  frozenset(), ())
    assert changeling.every_creature_type(plain) is plain
