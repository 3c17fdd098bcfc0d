"""Targets (115): which objects and players a target requirement allows, when announced (601.2c) and
again on resolution (608.2b)."""

from __future__ import annotations

from typing import Any

import msgspec

from lithoform.cards.tree import TargetSpec
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.rules.hooks import (
    CARD_TARGET_FORBIDDEN,
    PLAYER_KEYWORDS,
    PLAYER_TARGET_FORBIDDEN,
    TARGET_FORBIDDEN,
    TARGET_FORBIDDEN_TO,
)
from lithoform.state.model import (
    BATTLEFIELD,
    STACK,
    GameState,
    Obj,
    StackAbility,
    player_ref,
    ref_player,
    zone_key,
)

_PERMANENT_KINDS = {"creature": "Creature", "artifact": "Artifact", "land": "Land", "enchantment": "Enchantment",
                    "planeswalker": "Planeswalker"}


def is_legal_target(state: GameState, spec: TargetSpec, ref: int, controller: int, source: int,
                    spell: int) -> bool:
    """115.1/115.4: does `ref` (an object id, or a negative player ref) satisfy the requirement, for a spell
    or ability `spell` controlled by `controller` with source `source`? 115.5: a spell or ability on the
    stack can't target itself."""
    if ref < 0:
        p = ref_player(ref)
        if p < 0 or p >= len(state.players) or state.players[p].lost:
            return False
        fns = PLAYER_KEYWORDS.now(state)
        if fns and not _player_targetable(state, fns, p, controller, source):
            return False
        if any(forbids(state, p, source) for forbids in PLAYER_TARGET_FORBIDDEN.now(state)):
            return False  # 702.16b: a player with protection from it (Runed Halo)
        if spec.controls_more is not None and not _controls_more(state, spec.controls_more, p, controller, source):
            return False
        if spec.kind in ("any", "player", "player_or_planeswalker"):
            return True
        if spec.kind in ("opponent", "opponent_or_planeswalker"):  # 'target opponent or planeswalker' (115.1)
            return p != controller
        return False
    if ref == spell:
        return False
    obj = state.objects.get(ref)
    if obj is None:
        return False
    kind = spec.kind
    if kind in ("spell_or_creature", "spell_or_permanent"):  # 'target spell or creature': either kind (115.1)
        kind = "spell" if obj.zone == STACK else kind.removeprefix("spell_or_")
        spec = msgspec.structs.replace(spec, kind=kind)
    if kind in ("spell", "ability", "spell_or_ability"):  # 'target spell or ability': either (115.1)
        if obj.zone != STACK:
            return False
        if kind == "spell" and not isinstance(obj, Obj):
            return False
        if kind == "ability" and not isinstance(obj, StackAbility):
            return False
        return matches(state, spec.filter, ref, controller, source)
    if kind == "card":
        if spec.controlled_by == "trigger_player" and not _trigger_player_controls(state, spell, obj.owner):
            return False  # 'from that player's graveyard' (404.2: a graveyard holds its owner's cards)
        if spec.controlled_by == "defending" and not _defending_controls(state, source, obj.owner):
            return False  # 'from defending player's graveyard' (506.2, 404.2)
        if spec.controlled_by and spec.controlled_by.startswith("target:") \
                and not _target_slot_controls(state, spell, int(spec.controlled_by[7:]), obj.owner):
            return False  # 'target cards from their graveyard' after 'target player' (404.2: its owner's)
        if spec.lesser_mana_value and not _lesser_mana_value(state, spell, ref):
            return False
        if any(forbids(state, ref) for forbids in CARD_TARGET_FORBIDDEN.fns):  # Ground Seal (115.4)
            return False
        return isinstance(obj, Obj) and obj.zone == spec.zone and matches(state, spec.filter, ref, controller, source)
    if obj.zone != BATTLEFIELD or not isinstance(obj, Obj):
        return False
    if spec.lesser_mana_value and not _lesser_mana_value(state, spell, ref):
        return False
    if not permanent_matches(state, spec, ref, controller, source):
        return False
    c = chars(state, ref)
    if "shroud" in c.keywords:  # 702.18a
        return False
    if obj.controller != controller and _hexproof_from(state, c.keywords, source):
        return False
    for forbids in TARGET_FORBIDDEN.fns:  # protection (702.16b), ...
        if forbids(state, ref, source):
            return False
    for forbids_to in TARGET_FORBIDDEN_TO.fns:  # 'your opponents control' (115.4, Vines of Vastwood)
        if forbids_to(state, ref, controller):
            return False
    if spec.controlled_by == "trigger_player" and not _trigger_player_controls(state, spell, obj.controller):
        return False
    if spec.controlled_by == "active_player" and obj.controller != state.active:
        return False  # 'target creature that player controls' on another player's step (603.2)
    if spec.controlled_by == "defending" and not _defending_controls(state, source, obj.controller):
        return False
    if spec.controlled_by and spec.controlled_by.startswith("target:") \
            and not _target_slot_controls(state, spell, int(spec.controlled_by[7:]), obj.controller):
        return False
    return not ("hexproof" in c.keywords and obj.controller != controller)  # 702.11b


_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
# 'hexproof from planeswalkers' (Eradicator Valkyrie): sources of that card type (702.11d)
_TYPE_WORDS = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
               "planeswalkers": "Planeswalker", "lands": "Land", "instants": "Instant", "sorceries": "Sorcery"}


def target_chooser(state: GameState, spec: TargetSpec, controller: int) -> int:
    """601.2c, 603.3d: the controller chooses the targets, unless the text names another player who does
    (601.6: when the controller would; 'that player chooses target player ...', Oath of Druids)."""
    if spec.chooser == "opponent":
        # 'any target of an opponent's choice' (Cuombajj Witches): the controller picks which opponent chooses (the
        # ruling); the engine asks the next one in turn order (in a two-player game, the only one)
        n = len(state.players)
        return next((p for p in ((controller + i) % n for i in range(1, n)) if not state.players[p].lost),
                    controller)
    return state.active if spec.chooser == "active_player" else controller


def target_judge(state: GameState, spec: TargetSpec, controller: int) -> int:
    """The player from whose side a target's legality is read (115.1, 702.11b: hexproof): the ability's controller
    when an opponent only chooses for them (Cuombajj Witches, 601.6), else the player who chooses (Oath of Druids:
    'opponent' from that player's point of view)."""
    return controller if spec.chooser == "opponent" else target_chooser(state, spec, controller)


def _controls_more(state: GameState, f: Any, player: int, chooser: int, source: int) -> bool:
    """'target player who controls more creatures than they do' (115.1): a part of the targeting requirement."""
    def count(p: int) -> int:
        return sum(1 for oid in state.zones[BATTLEFIELD] if state.objects[oid].controller == p
                   and matches(state, f, oid, chooser, source))
    return count(player) > count(chooser)


def _player_targetable(state: GameState, fns: tuple, player: int, controller: int, source: int) -> bool:
    """702.18a: a player with shroud can't be targeted; 702.11c-d: one with hexproof (from a quality) can't be
    targeted by spells or abilities their opponents control (of that quality)."""
    keywords = frozenset().union(*(fn(state, player) for fn in fns))
    if "shroud" in keywords:
        return False
    return player == controller or not ("hexproof" in keywords or _hexproof_from(state, keywords, source))


def _hexproof_from(state: GameState, keywords: frozenset[str], source: int) -> bool:
    """702.11d: 'hexproof from [color]': not a target of an opponent's [color] spell, or of an opponent's
    ability from a [color] source (the source as it is, or as it last existed, 608.2h)."""
    colors = {_COLOR_WORDS[k[len("hexproof from "):]] for k in keywords
              if k.startswith("hexproof from ") and k[len("hexproof from "):] in _COLOR_WORDS}
    types = {_TYPE_WORDS[k[len("hexproof from "):]] for k in keywords
             if k.startswith("hexproof from ") and k[len("hexproof from "):] in _TYPE_WORDS}
    if not colors and not types:
        return False
    try:
        c = chars(state, source)
    except KeyError:
        return False
    return bool(colors & set(c.colors)) or bool(types & set(c.types))


def _lesser_mana_value(state: GameState, spell: int, ref: int) -> bool:
    """'with lesser mana value' (Scrap Trawler): a mana value (202.3) less than that of the object whose event made
    the ability trigger, as it last existed (608.2h: Scrap Trawler's ruling, 'Use the artifact's mana value as it
    last existed on the battlefield'). With no such object, nothing qualifies."""
    item = state.objects.get(spell)
    trigger = item.trigger_object if isinstance(item, StackAbility) else 0
    if trigger <= 0 or state.known(trigger) is None:
        return False
    return chars(state, ref).mana_value < chars(state, trigger).mana_value


def _trigger_player_controls(state: GameState, spell: int, controller: int) -> bool:
    """'target artifact that player controls' in a trigger whose event names a player (the player dealt
    combat damage): the stack object's triggering object is that player (a negative ref)."""
    item = state.objects.get(spell)
    who = item.trigger_object if isinstance(item, StackAbility) else 0
    return who < 0 and ref_player(who) == controller


def _defending_controls(state: GameState, source: int, controller: int) -> bool:
    """506.2: 'target creature defending player controls': the player the source is attacking (or the controller
    of the planeswalker it attacks); of a source that isn't attacking, the player attacked (the nonactive player
    of a two-player game); with no combat, there is no defending player."""
    combat = state.combat
    if combat is None:
        return False
    for attacker, defender in combat.attackers:
        if attacker == source:
            if defender < 0:
                return ref_player(defender) == controller
            pw = state.known(defender)
            return pw is not None and pw.controller == controller
    return controller != state.active


def _target_slot_controls(state: GameState, spell: int, slot: int, controller: int) -> bool:
    """'target creature that player or that planeswalker's controller controls' (Searing Blaze): the player
    chosen for target `slot`, or the controller of the permanent chosen for it (as it is now, or as it last
    existed, 608.2h)."""
    item = state.objects.get(spell)
    if item is None or item.zone != STACK:
        return True  # whether it could be cast (601.2c): any player could be chosen for the earlier target
    chosen = item.choices.targets if item.choices is not None else ()
    if slot >= len(chosen) or not chosen[slot]:
        return False
    ref = chosen[slot][0]
    if ref < 0:
        return ref_player(ref) == controller
    known = state.known(ref)
    return known is not None and known.controller == controller


def permanent_matches(state: GameState, spec: TargetSpec, ref: int, controller: int, source: int) -> bool:
    """Whether a permanent fits a requirement's kind and filter (not counting targeting restrictions)."""
    kind = spec.kind
    c = chars(state, ref)
    if kind == "any":
        if not (c.types & {"Creature", "Planeswalker", "Battle"}):
            return False
    elif kind in ("player_or_planeswalker", "opponent_or_planeswalker"):
        if "Planeswalker" not in c.types:
            return False
    elif kind in _PERMANENT_KINDS:
        if _PERMANENT_KINDS[kind] not in c.types:
            return False
    elif kind != "permanent":
        return False
    return matches(state, spec.filter, ref, controller, source)


def candidates(state: GameState, spec: TargetSpec, controller: int, source: int, spell: int) -> list[int]:
    """Every object or player that could be chosen for this requirement now (601.2c)."""
    return [r for r in _pool(state, spec) if is_legal_target(state, spec, r, controller, source, spell)]


def has_candidate(state: GameState, spec: TargetSpec, controller: int, source: int, spell: int) -> bool:
    """Whether at least one legal target exists (stops at the first)."""
    return any(is_legal_target(state, spec, r, controller, source, spell) for r in _pool(state, spec))


def _pool(state: GameState, spec: TargetSpec) -> list[int]:
    out: list[int] = []
    kind = spec.kind
    if kind in ("any", "player", "opponent", "player_or_planeswalker", "opponent_or_planeswalker"):
        out.extend(player_ref(p.index) for p in state.players)
    if kind in ("spell", "ability", "spell_or_ability"):
        pool: tuple[int, ...] = state.zones[STACK]
    elif kind in ("spell_or_creature", "spell_or_permanent"):
        pool = state.zones[STACK] + state.zones[BATTLEFIELD]
    elif kind == "card":
        pool = tuple(i for p in state.players for i in state.zones[zone_key(spec.zone, p.index)])
    elif kind in ("player", "opponent"):
        pool = ()
    else:
        pool = state.zones[BATTLEFIELD]
    out.extend(pool)
    return out


def targets_possible(state: GameState, player: int, specs: tuple[TargetSpec, ...], source: int,
                      elsewhere: bool = False) -> bool:
    """Whether each target requirement with a minimum can be met (601.2c, 603.3c-d), distinct where
    115.3 says so. `elsewhere`: the spell would be cast from a graveyard or library; it is on the stack as its targets
    are chosen (601.2a, 601.2c), so the card can't be its own target there (Mystic Retrieval)."""
    if elsewhere:
        return distinct_targets_possible(state, player, specs, source, 0, frozenset(), source)
    if not any(spec.distinct for spec in specs):
        return all(spec.min == 0 or has_candidate(state, spec, player, source, 0) for spec in specs)
    # 'target creature ... another target creature' (115.3): the targets must be different objects
    return distinct_targets_possible(state, player, specs, source, 0, frozenset())


def distinct_targets_possible(state: GameState, player: int, specs: tuple[TargetSpec, ...], source: int,
                               i: int, used: frozenset[int], never: int = 0) -> bool:
    if i == len(specs):
        return True
    spec = specs[i]
    if spec.min == 0:
        return distinct_targets_possible(state, player, specs, source, i + 1, used, never)
    taken = used if spec.distinct else frozenset()
    return any(distinct_targets_possible(state, player, specs, source, i + 1, used | {r}, never)
               for r in candidates(state, spec, player, source, 0) if r not in taken and r != never)
