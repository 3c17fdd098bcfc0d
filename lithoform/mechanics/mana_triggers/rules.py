"""Triggered mana abilities (605.1b, 605.4a, 106.12a): 'Whenever enchanted land is tapped for mana, its
controller adds an additional {G}.'

A permanent is tapped for mana when a mana ability of it with {T} in its cost is activated (106.12); an ability
that triggers on that triggers as the mana ability resolves and makes mana (106.12a). It is a mana ability
itself (605.1b): it doesn't use the stack and resolves at once, right after the mana ability that triggered
it (605.4a). The core calls TAPPED_FOR_MANA (rules/hooks.py) from payment.py after such an activation, so
mana made while a cost is being paid (the auto-payer included) gets its additional mana too.

What the ability adds: the mana printed, or one mana of the color its permanent chose as it entered (607.2d,
Utopia Sprawl); to the player its text names ('its controller': the tapped land's controller)."""

from __future__ import annotations

import re

from lithoform.cards.mana import mana_units
from lithoform.cards.mana_abilities import mana_part
from lithoform.cards.tree import TriggeredAbility, TriggeringController
from lithoform.mechanics.mana_triggers.nodes import PRODUCED, TAPPED_FOR_MANA, AddAdditionalMana
from lithoform.rules.context import Ctx, players_of
from lithoform.rules.continuous.characteristics import battlefield_abilities, chars
from lithoform.rules.continuous.chosen import chosen_value
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import MANA_SOURCE_EXTRAS
from lithoform.rules.hooks import TAPPED_FOR_MANA as TAPPED_HOOK
from lithoform.rules.payment import add_mana
from lithoform.rules.triggers.matching import add_triggers
from lithoform.state.model import BATTLEFIELD, GameState, Obj

_SYMBOL = re.compile(r"\{[^}]+\}")


def _triggered(state: GameState, tapped: int, estimate: bool = False) -> list[tuple[int, int, str]]:
    """(source, player, mana) for each triggered mana ability that triggers when `tapped` is tapped for
    mana (106.12a): the player who adds the mana ('its controller': the tapped permanent's), and the mana,
    the printed one or the color its permanent chose as it entered (607.2d; none chosen, no mana)."""
    land = state.objects.get(tapped)
    if not isinstance(land, Obj):
        return []
    out = []
    for pid, ability in battlefield_abilities(state, TriggeredAbility):
        if ability.trigger.event != TAPPED_FOR_MANA or not isinstance(ability.effect, AddAdditionalMana):
            continue
        source = state.objects[pid]
        if not _fits(state, ability, pid, tapped):
            continue
        e = ability.effect
        mana = e.mana
        if mana == PRODUCED:  # 'one mana of any type that land produced' (Mana Flare): none before it made any
            mana = _only_type(state, tapped) if estimate else _produced_type(state, tapped)
            if mana is None:
                continue
        elif mana is None:
            color = chosen_value(state, pid, "color")
            if not color:
                continue
            mana = "{" + color + "}"
        who = land.controller if isinstance(e.who, TriggeringController) else source.controller
        out.append((pid, who, mana))
    return out


def _fits(state: GameState, ability: TriggeredAbility, pid: int, tapped: int) -> bool:
    """Whether `tapped` being tapped for mana is the ability's event: the permanent it enchants, ~ itself, or one
    its filter matches ('whenever you tap a Forest for mana' (Nissa), 'a Forest is tapped' (Vernal Bloom))."""
    source = state.objects[pid]
    if ability.trigger.equipped and not (isinstance(source, Obj) and source.attached_to == tapped):
        return False
    if ability.trigger.this and tapped != pid:
        return False
    f = ability.trigger.filter
    return f is None or matches(state, f, tapped, source.controller, pid)


def _produced_type(state: GameState, tapped: int) -> str | None:
    """106.12a: one mana of the type the permanent's mana ability just made (the newest 'mana_ability' event of
    it, emitted as the ability resolved, 605.3b). Of a land that made mana of several types at once (a Karoo's
    {W}{U}) the player would choose one: the first is taken."""
    node = state.log
    for _ in range(8):  # the mana ability's event is among the last few (its extras may follow it)
        if node is None:
            return None
        event, node = node
        if event.kind == "mana_ability" and event.args.get("source") == tapped:
            found = _SYMBOL.search(str(event.args.get("mana", "")))
            return found.group() if found else None
    return None


def _only_type(state: GameState, tapped: int) -> str | None:
    """For the auto-payer's estimate: the one type of mana the permanent's mana abilities make (a basic land's),
    None if it could make several."""
    options = {o for a in chars(state, tapped).activated if a.mana and (m := mana_part(a.effect)) is not None
               for o in m.options}
    return next(iter(options)) if len(options) == 1 and len(_SYMBOL.findall(next(iter(options)))) == 1 else None


def tapped_for_mana(state: GameState, player: int, tapped: int) -> None:
    """605.4a: each triggered mana ability that triggers on `tapped` being tapped for mana resolves now, in
    the order of the permanents (their controllers would order them; the mana is the same either way)."""
    for pid, who, mana in _triggered(state, tapped):
        add_mana(state, who, mana_units(mana, pid))
        state.emit("triggered_mana_ability", ("605.4a", "106.12a"), player=who, source=pid,
                   card=state.objects[pid].card, mana=mana)
    # 605.1b: one that doesn't add mana (or has a target) isn't a mana ability: it waits to be put on the stack
    found = [(pid, state.objects[pid].controller, chars(state, pid).name, ability)
             for pid, ability in battlefield_abilities(state, TriggeredAbility)
             if ability.trigger.event == TAPPED_FOR_MANA and not isinstance(ability.effect, AddAdditionalMana)
             and _fits(state, ability, pid, tapped)]
    if found:
        add_triggers(state, found, tapped)


def mana_source_extras(state: GameState) -> dict[int, tuple[str, ...]]:
    """The mana each permanent's being tapped for mana adds through these abilities, for its controller
    (what the auto-payer counts; mana for another player isn't the payer's)."""
    out: dict[int, tuple[str, ...]] = {}
    hosts: list[int] = []
    for pid, ability in battlefield_abilities(state, TriggeredAbility):
        if ability.trigger.event != TAPPED_FOR_MANA:
            continue
        if ability.trigger.equipped:
            hosts.append(state.objects[pid].attached_to)  # type: ignore[union-attr]
        elif ability.trigger.filter is not None:  # every permanent it could trigger on
            hosts.extend(oid for oid in state.zones[BATTLEFIELD]
                         if matches(state, ability.trigger.filter, oid, state.objects[pid].controller, pid))
    for host in hosts:
        if host > 0 and host not in out:
            out[host] = tuple(mana for _pid, who, mana in _triggered(state, host, estimate=True)
                              if who == state.objects[host].controller)
    return out


def _additional_mana_effect(ctx: Ctx, e: AddAdditionalMana) -> None:
    """The same instruction where it resolves as part of another ability (608.2c): the mana is added to the
    players it names (106.4)."""
    mana = e.mana or (f"{{{c}}}" if (c := chosen_value(ctx.state, ctx.source, "color")) else None)
    if mana is None or mana == PRODUCED:  # (what a land produced is known only as it is tapped for mana)
        return
    for player in players_of(ctx, e.who):
        add_mana(ctx.state, player, mana_units(mana, ctx.source))


register_effect(AddAdditionalMana, _additional_mana_effect)
# only in a game with such a trigger written somewhere (rules/present.py)
TAPPED_HOOK.register(tapped_for_mana, needs=(TAPPED_FOR_MANA,))
MANA_SOURCE_EXTRAS.register(mana_source_extras, needs=(TAPPED_FOR_MANA,))
