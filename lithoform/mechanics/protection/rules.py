"""Protection (702.16): DEBT. A permanent with 'protection from [quality]' can't be Damaged (702.16e),
Enchanted or Equipped (702.16c-d), Blocked (702.16f) or Targeted (702.16b) by anything with the quality.

Protection is a keyword ability, so it is granted and removed in layer 6 like any other (613.1f): an
object's protections are the 'protection from ...' keywords of its current characteristics, one ability
per quality (702.16g: 'from A and from B' is two abilities; 702.16m: the same quality twice is redundant).
The rules that consult it ask `protected_from` whether a permanent has protection from a given object,
through the core's hook points (rules/hooks.py): TARGET_FORBIDDEN (702.16b), ATTACH_FORBIDDEN (702.16c-d,
701.3b, 704.5m-n), BLOCK_FORBIDDEN (702.16f) and DAMAGE_PREVENTIONS (702.16e, 615). 'Protection from the
color of your choice' (GainProtectionChosenColor) is an effect handler (608.2d, 613.1f).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from lithoform.cards.nodes.continuous import PLAYER_PROTECTION
from lithoform.cards.tree import (
    AddAbilities,
    ApplyContinuous,
    GainProtectionChosenColor,
    StaticEffect,
    YouHaveProtectionFromChosenName,
)
from lithoform.mechanics.protection.text import (  # noqa: F401  (re-exported: the qualities are data)
    CARD_TYPES,
    COLOR_QUALITIES,
    COLORED_SPELLS,
    COLORS,
    EVERYTHING,
    KEEPS_AURAS,
    KEEPS_SOURCE,
    PREFIX,
    SUPERTYPES,
    known_quality,
)
from lithoform.mechanics.protection.text import (
    subtype_of as _subtype,
)
from lithoform.rules import hooks
from lithoform.rules.context import Ctx
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.chosen import chosen_value, resolve_chosen
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.replacement.events import Applicable, affected_player
from lithoform.state.model import BATTLEFIELD, STACK, GameState, Obj, ref_player


def keyword(quality: str) -> str:
    """The keyword of one protection ability, as characteristics hold it (lower case)."""
    return PREFIX + quality


def unmarked(k: str) -> str:
    """A protection keyword without its 702.16n mark ('doesn't remove ...'): the same protection otherwise."""
    for mark in (KEEPS_AURAS, KEEPS_SOURCE):
        if k.endswith(mark):
            return k[: -len(mark)]
    return k


def qualities(keywords: Iterable[str]) -> tuple[str, ...]:
    """The qualities of an object's protection abilities, each once (702.16m)."""
    return tuple(sorted({unmarked(k)[len(PREFIX):] for k in keywords if k.startswith(PREFIX)}))


def has_quality(quality: str, c: Any) -> bool:
    """702.16a: does an object with characteristics `c` have the stated quality? 702.16j: everything has
    the quality 'everything'. An unknown quality is an error, never silently no protection."""
    if quality == EVERYTHING:
        return True
    first, _, kind = quality.partition(" ")
    if kind:  # 'God creatures': a creature that is a God (a God that isn't a creature has neither)
        return has_quality(kind, c) and has_quality(first, c)
    if quality in SUPERTYPES:  # 'protection from snow' (205.4)
        return SUPERTYPES[quality] in c.supertypes
    if quality in COLORS:
        return COLORS[quality] in c.colors
    if quality == "multicolored":  # 105.4: two or more colors
        return len(c.colors) >= 2
    if quality == "monocolored":  # 105.4: exactly one color
        return len(c.colors) == 1
    if quality == "colorless":  # 105.2c
        return not c.colors
    if quality in CARD_TYPES:
        return CARD_TYPES[quality] in c.types
    sub = _subtype(quality)
    if sub is not None:
        return sub in c.subtypes
    raise ValueError(f"protection from {quality!r}: a quality the engine doesn't know")


def protected_from(state: GameState, ref: int, source: int, keywords: Iterable[str] | None = None) -> bool:
    """Whether the permanent `ref` has protection from the object `source` (a spell, a permanent, or an
    ability's source), reading the source as it is or as it last existed (608.2h). Players (negative refs)
    have no protection in this engine. `keywords`: only these of its protection abilities (can_attach)."""
    if ref <= 0 or ref not in state.objects:
        return False
    found = qualities(chars(state, ref).keywords if keywords is None else keywords)
    if not found:
        return False
    players = _protected_players(found)
    if players:  # 702.16k: from each object that player controls (an object with no controller: its owner)
        if _controller_of(state, source) in players:
            return True
        found = tuple(q for q in found if not q.startswith(_PLAYER_QUALITY))
        if not found:
            return False
    try:
        c = chars(state, source)
    except KeyError:
        return False
    if COLORED_SPELLS in found:  # 'from spells that are one or more colors': a colored spell (105.2, 111.1)
        obj = state.known(source)
        if obj is not None and obj.zone == STACK and isinstance(obj, Obj) and c.colors:
            return True
        found = tuple(q for q in found if q != COLORED_SPELLS)
    return any(has_quality(q, c) for q in found)


_PLAYER_QUALITY = PLAYER_PROTECTION.lower()[len(PREFIX):]  # 'player ' (a player's index follows)


def _protected_players(found: Iterable[str]) -> set[int]:
    """The players of 'protection from [a player]' qualities (702.16k), by index."""
    return {int(q[len(_PLAYER_QUALITY):]) for q in found if q.startswith(_PLAYER_QUALITY)}


def _controller_of(state: GameState, source: int) -> int | None:
    """702.16k and True-Name Nemesis's ruling: "If an object has no controller (such as a card in a graveyard),
    its owner is considered its controller for this purpose." (as it is, or as it last existed, 608.2h)"""
    obj = state.known(source)
    if obj is None:
        return None
    if isinstance(obj, Obj) and obj.zone not in (BATTLEFIELD, STACK):
        return obj.owner
    return getattr(obj, "controller", getattr(obj, "owner", None))


def can_attach(state: GameState, attachment: int, host: int) -> bool:
    """702.16c-d: an Aura with the quality can't enchant, an Equipment with it can't equip, a permanent
    with protection (701.3a: it can't become attached; 704.5m-n: such an attachment is undone). 702.16n: an
    instance marked 'doesn't remove Auras' ('... doesn't remove [this Aura]') leaves those Auras attached, while
    another instance of the same quality still removes them."""
    if host <= 0 or host not in state.objects:
        return True
    obj = state.objects.get(attachment)
    attached = isinstance(obj, Obj) and obj.attached_to == host
    kept = [k for k in chars(state, host).keywords if k.startswith(PREFIX)]
    if attached:
        kept = [k for k in kept if not _leaves_attached(state, k, attachment, host)]
    return not protected_from(state, host, attachment, kept)


def _leaves_attached(state: GameState, k: str, attachment: int, host: int) -> bool:
    """702.16n: whether the marked protection `k` leaves `attachment` (attached to `host`) where it is: any Aura
    for 'doesn't remove Auras'; for 'doesn't remove [this Aura]', the Aura whose ability grants it, when no other
    permanent attached to the host grants the same (that other instance removes it: Spectra Ward's ruling)."""
    if k.endswith(KEEPS_AURAS):
        return "Aura" in chars(state, attachment).subtypes
    if not k.endswith(KEEPS_SOURCE):
        return False
    granters = [oid for oid in state.zones[BATTLEFIELD] if isinstance(state.objects.get(oid), Obj)
                and state.objects[oid].attached_to == host and _grants(state, oid, k)]
    return granters == [attachment]


def _grants(state: GameState, oid: int, k: str) -> bool:
    """Whether a static ability of `oid` grants the keyword `k` to the object it's attached to (613.1f)."""
    return any(isinstance(a, StaticEffect) and a.attached and any(
        isinstance(p, AddAbilities) and k in (w.lower() for w in resolve_chosen(state, p, oid).keywords)
        for p in a.parts)  # ('protection from the chosen color': the color it chose, 607.2d)
        for a in chars(state, oid).abilities)


# --- 'protection from the color of your choice' ------------------------------------------------------------------


def _gain_protection_chosen_color(ctx: Ctx, e: GainProtectionChosenColor) -> None:
    """The controller chooses a color as the effect resolves (608.2d; Feat of Resistance's ruling: 'You
    choose the color as Feat of Resistance resolves'); the protection is then a layer 6 effect whose set of
    affected objects is locked in (611.2c, 613.1f)."""
    if not ctx.refs(e.what):
        return
    also = tuple(k[len(PREFIX):] for k in e.also)  # 'colorless' or 'artifacts' offered too (Giver of Runes)
    names = (*also, *COLORS)
    prompt = "choose a color: " + ", ".join(f"{i} {n}" for i, n in enumerate(names))
    (picked,) = ctx.ask(ctx.controller, "choose", prompt, tuple(range(len(names))), 1, 1, labels=names)
    ctx.state.emit("choose_color", ("702.16a", "608.2d"), player=ctx.controller, color=names[picked])
    grant = AddAbilities(keywords=(e.also[picked] if picked < len(also) else "Protection from " + names[picked],))
    run_effect(ctx, ApplyContinuous((grant,), e.what, e.until))


# --- the hook points it fills (rules/hooks.py) ------------------------------------------------------------------


def _target_forbidden(state: GameState, ref: int, source: int) -> bool:
    """702.16b: a permanent with protection can't be the target of spells with the quality, or of abilities
    from a source with it."""
    return protected_from(state, ref, source)


def _target_forbidden_to(state: GameState, ref: int, controller: int) -> bool:
    """702.16k: a permanent with protection from a player can't be the target of spells or abilities that player
    controls."""
    if ref <= 0 or ref not in state.objects:
        return False
    return controller in _protected_players(qualities(chars(state, ref).keywords))


def _attach_forbidden(state: GameState, attachment: int, host: int) -> bool:
    """702.16c-d: it can't be enchanted by Auras, nor equipped by Equipment, with the quality; a player (`host` a
    player reference) with protection can't be enchanted by such Auras either (702.16c: Runed Halo's chosen
    name keeps a Curse of that name off them, 303.4d)."""
    if host < 0:
        return player_protected_from(state, ref_player(host), attachment)
    return not can_attach(state, attachment, host)


def _block_forbidden(state: GameState, blocker: int, attacker: int) -> bool:
    """702.16f: an attacking creature with protection can't be blocked by creatures with the quality."""
    return protected_from(state, attacker, blocker)


def _damage_preventions(state: GameState, source: int, target: int, combat: bool) -> Iterator[Applicable]:
    """702.16e: all damage that would be dealt to it by sources with the quality is prevented (615)."""
    if target > 0 and protected_from(state, target, source):
        # the ability names the rule the log cites (702.16e)
        yield Applicable(("protection", target), target, affected_player(state, target), "702.16e")
    elif target < 0 and player_protected_from(state, ref_player(target), source):  # a player's (Runed Halo)
        yield Applicable(("protection", target), target, affected_player(state, target), "702.16e")


def player_protected_from(state: GameState, player: int, source: int) -> bool:
    """702.16b, 702.16e: whether `player` has protection from the object `source` (as it is, or as it last existed,
    608.2h): 'You have protection from the chosen card name.' (Runed Halo) of a permanent the player controls, the
    name chosen as it entered (607.2d)."""
    halos = battlefield_abilities(state, YouHaveProtectionFromChosenName)
    if not halos or state.known(source) is None:
        return False
    try:
        name = chars(state, source).name
    except KeyError:
        return False
    return any(state.objects[pid].controller == player and chosen_value(state, pid, "card name") == name
               for pid, _ in halos)


hooks.TARGET_FORBIDDEN.register(_target_forbidden)
hooks.TARGET_FORBIDDEN_TO.register(_target_forbidden_to)
hooks.ATTACH_FORBIDDEN.register(_attach_forbidden)
hooks.BLOCK_FORBIDDEN.register(_block_forbidden)
hooks.DAMAGE_PREVENTIONS.register(_damage_preventions)
hooks.PLAYER_TARGET_FORBIDDEN.register(player_protected_from, needs=("YouHaveProtectionFromChosenName",))
register_effect(GainProtectionChosenColor, _gain_protection_chosen_color)
