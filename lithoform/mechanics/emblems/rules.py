"""Emblems (114): markers in the command zone with abilities. An effect that says '[player] gets an emblem
with [ability]' puts one there, owned and controlled by that player (114.2); it has no characteristics but
those abilities (114.3: no name, types, mana cost or color) and its abilities function in the command zone
(114.4: hooks.TRIGGER_SOURCES). It is neither a card nor a permanent (114.5), so nothing that looks at cards
or permanents sees it."""

from __future__ import annotations

from collections.abc import Iterator

from lithoform.cards.tree import Ability, CardFace, GetEmblem, StaticEffect, TriggeredAbility
from lithoform.rules.context import Ctx
from lithoform.rules.effects.interpreter import register_effect
from lithoform.rules.hooks import TRIGGER_SOURCES
from lithoform.rules.zones import create_object
from lithoform.state.model import COMMAND, ContinuousEffect, GameState, Obj

EMBLEM = "Emblem"  # how the log and the observation call one (114.3: most emblems have no name)


def create_emblem(state: GameState, player: int, abilities: tuple[Ability, ...]) -> int:
    """114.2: puts an emblem with `abilities` into the command zone for `player`."""
    face = CardFace(name=EMBLEM, types=(), colors=(), abilities=abilities)
    oid = create_object(state, Obj(0, EMBLEM, player, player, COMMAND, printed=face))
    state.emit("emblem", ("114.2",), player=player, obj=oid)
    statics = [a for a in abilities if isinstance(a, StaticEffect)]
    if statics:
        # 114.4, 611.3a: a static ability of an emblem functions from the command zone for the rest of the
        # game and applies to whatever matches its description at each moment; the layer system reads
        # permanents' statics from the battlefield, so the emblem's is kept as a continuous effect that never
        # ends and isn't locked in (`filter`), with the emblem's timestamp (613.7a: when it was created)
        stamp = state.new_timestamp()
        state.effects = state.effects + tuple(
            ContinuousEffect(state.new_id(), stamp, oid, player, a.parts, (), "permanent", filter=a.affected)
            for a in statics)
        state.characteristics_changed()
    return oid


def emblem_triggers(state: GameState, event: str) -> Iterator[tuple[int, int, str, TriggeredAbility]]:
    """(emblem id, its controller, its name, ability) for the triggered abilities of emblems that trigger on
    `event` (114.4: they function in the command zone)."""
    for oid in state.zones[COMMAND]:
        obj = state.objects[oid]
        if not isinstance(obj, Obj) or obj.printed is None:
            continue
        for ability in obj.printed.abilities:
            if isinstance(ability, TriggeredAbility) and ability.trigger.event == event:
                yield oid, obj.controller, obj.card, ability  # an emblem (EMBLEM), or the monarch's marker (725.2)


def _get_emblem(ctx: Ctx, e: GetEmblem) -> None:
    """114.2: the effect's controller gets the emblem."""
    create_emblem(ctx.state, ctx.controller, e.abilities)


TRIGGER_SOURCES.register(emblem_triggers)
register_effect(GetEmblem, _get_emblem)
