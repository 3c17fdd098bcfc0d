"""Players choosing what they keep, the rules part.

101.4: when an effect has each player make a choice, the active player chooses first, then each other player
in turn order, each knowing the choices made before; then the actions happen at the same time. Balance's
rulings: "First the player whose turn it is chooses which lands (if any) to keep, then each other player in turn
order does the same. ... All of the unchosen lands are then sacrificed simultaneously." A choice isn't a target
(115.1), so hexproof or protection doesn't stop an object being chosen or lost. Where a player chooses one
object of each of several kinds (Cataclysm: 'an artifact, a creature, an enchantment, and a land'), an object
fills one kind only, and the player chooses one kind after another (small decisions, GUIDE principle 12).
What happens to the objects: sacrifice (701.21a), destroy (701.8a), exile (701.13a), discard (701.9a),
shuffle into the library (701.24a), return to the hand, or the controller gains control of them (613.1b)."""

from __future__ import annotations

from lithoform.cards.nodes.continuous import GainControl
from lithoform.cards.nodes.effects_objects import ApplyContinuous, Destroy
from lithoform.cards.nodes.refs import Created
from lithoform.mechanics.choose_rest.nodes import ChooseRest
from lithoform.rules.context import Ctx, in_turn_order, players_of
from lithoform.rules.continuous.filters import matches
from lithoform.rules.effects.interpreter import register_effect, run_effect
from lithoform.rules.zones import discard, move_simultaneously, sacrifice_all, shuffle
from lithoform.state.model import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, zone_key

_ZONES = {"hand": HAND, "graveyard": GRAVEYARD}


def _own(ctx: Ctx, e: ChooseRest, player: int) -> list[int]:
    """The player's objects the choice is among: the permanents they control, or the cards in their hand or
    graveyard, that match the pool's description."""
    st = ctx.state
    if e.zone == "battlefield":
        objs = [o for o in st.zones[BATTLEFIELD] if st.objects[o].controller == player]
    else:
        objs = list(st.zones[zone_key(_ZONES[e.zone], player)])
    return [o for o in objs if matches(st, e.pool, o, ctx.controller, ctx.source)]


def _choose_rest(ctx: Ctx, e: ChooseRest) -> None:
    st = ctx.state
    alive = [p.index for p in st.players if not p.lost]
    players = in_turn_order(st, (p for p in set(players_of(ctx, e.who)) if p in alive))
    # Balance: 'equal to the number ... controlled by the player who controls the fewest' (counted now, once)
    fewest = min((len(_own(ctx, e, p)) for p in alive), default=0)
    chosen: list[int] = []
    rest: list[int] = []
    for p in players:
        mine = _own(ctx, e, p)
        keep: list[int] = []
        for slot in e.slots:
            options = tuple(o for o in mine if matches(st, slot.filter, o, ctx.controller, ctx.source))
            hi = min(fewest if slot.fewest else slot.count, len(options))
            lo = 0 if e.up_to else hi
            if hi == 0:
                continue
            prompt = f"choose {'up to ' if e.up_to else ''}{hi} to keep (101.4)"
            chooser = ctx.controller if e.chooser == "you" else p  # 'For each player, you choose' (Tragic Arrogance)
            picked = options if lo == len(options) else ctx.ask(chooser, "choose", prompt, options, lo, hi,
                                                                 purpose="choose_rest")
            keep.extend(o for o in picked if o not in keep)  # one permanent may fill several kinds (Cataclysm)
        st.emit("players_choose", ("101.4",), player=p, count=len(keep))
        chosen.extend(keep)
        rest.extend(o for o in mine if o not in keep
                    and (e.rest_filter is None or matches(st, e.rest_filter, o, ctx.controller, ctx.source)))
    _act(ctx, e.rest, rest)
    _act(ctx, e.chosen, chosen)


def _act(ctx: Ctx, verb: str, oids: list[int]) -> None:
    """What happens to one side of the choice, to every player's objects at the same time (101.4)."""
    st = ctx.state
    if not verb or not oids:
        return
    if verb == "sacrifice":
        sacrifice_all(st, oids)  # 701.21a
    elif verb == "destroy":
        ctx.created = list(oids)
        run_effect(ctx, Destroy(Created()))  # 701.8a (indestructible and regeneration apply)
    elif verb == "hand":
        move_simultaneously(st, [(o, HAND, ("608.2c",)) for o in oids])  # to their owners' hands
    elif verb == "gain_control":
        ctx.created = list(oids)
        run_effect(ctx, ApplyContinuous((GainControl(),), Created(), until="permanent"))  # 613.1b, 611.2c
    elif verb == "exile":
        move_simultaneously(st, [(o, EXILE, ("701.13a",)) for o in oids])
    elif verb == "discard":
        for o in oids:
            discard(st, o)  # 701.9a
    elif verb == "shuffle":
        owners = sorted({st.objects[o].owner for o in oids})
        move_simultaneously(st, [(o, LIBRARY, ("701.24a",)) for o in oids])
        for p in owners:
            shuffle(st, p)
            st.emit("shuffle", ("701.24a",), player=p)
    else:  # pragma: no cover - the compiler makes no other
        raise ValueError(f"unknown action {verb!r}")


register_effect(ChooseRest, _choose_rest)
