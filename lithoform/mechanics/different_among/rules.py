"""Counting different values, the rules part: the distinct mana values (202.3) or powers (208.1) among the
permanents or graveyard cards described, as the spell or ability resolves (608.2h)."""

from __future__ import annotations

from lithoform.cards.tree import CardsInGraveyard, CountOf, Each
from lithoform.mechanics.different_among.nodes import DifferentValuesAmong
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx, players_of
from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.continuous.filters import matches
from lithoform.state.model import GRAVEYARD, zone_key


def _objects(ctx: Ctx, among: object) -> list[int]:
    st = ctx.state
    if isinstance(among, CardsInGraveyard):
        return [c for p in players_of(ctx, among.who) for c in st.zones[zone_key(GRAVEYARD, p)]
                if matches(st, among.filter, c, ctx.controller, ctx.source)]
    if isinstance(among, CountOf):
        return [r for r in ctx.refs(Each(among.filter)) if r > 0]
    return []


def different_values(ctx: Ctx, value: DifferentValuesAmong) -> int:
    """The number of different values; an object without a power (a noncreature card) has none to count."""
    seen: set[int] = set()
    for oid in _objects(ctx, value.among):
        ch = chars(ctx.state, oid)
        v = ch.mana_value if value.stat == "mana_value" else ch.power
        if v is not None:
            seen.add(v)
    return len(seen)


EXTRA_AMOUNTS[DifferentValuesAmong] = different_values
