"""'The exiled card's power', the rules part.

- 601.2h: a cost's cards ('As an additional cost to cast this spell, exile a creature card from your graveyard',
  'Discard a card: ...') are recorded with the resolving object's choices (`Choices.exiled`, `.discarded`).
- 608.2c: otherwise the card an earlier instruction of the same resolution moved that way: exiled (a
  'zone_change' event to exile since it began to resolve), discarded (701.9a, `Ctx.discarded`) or milled
  (701.17a, `Ctx.milled`).
- 607.2a: otherwise, for 'the exiled card', the card the source's linked ability exiled (Bishop of Binding).
- The card is read where it went while it is still there (Scour the Desert's ruling: 'Scour the Desert checks
  the exiled card's toughness in exile, not what it was in the graveyard.'), else as it last existed (608.2h).
- 107.1b: a negative power or toughness counts 0; 202.3e: X in a mana cost is 0 off the stack.
"""

from __future__ import annotations

from lithoform.mechanics.moved_card_values.nodes import MovedCardValue
from lithoform.rules.context import EXTRA_AMOUNTS, Ctx, events_this_resolution, linked
from lithoform.rules.continuous.characteristics import chars
from lithoform.state.model import EXILE


def moved_cards(ctx: Ctx, how: str) -> tuple[int, ...]:
    """The cards 'the exiled / discarded / milled card' names, by the order of the module's docstring."""
    from_cost = {"exiled": ctx.choices.exiled, "discarded": ctx.choices.discarded}.get(how, ())
    if from_cost:
        return from_cost
    if how == "discarded":
        return ctx.discarded
    if how == "milled":
        return ctx.milled
    moved = tuple(reversed([e.args["new"] if e.args.get("new") in ctx.state.objects else e.args["old"]
                            for e in events_this_resolution(ctx)
                            if e.kind == "zone_change" and e.args.get("dst") == EXILE]))
    return moved or linked(ctx.state, ctx.source, "exiled")


def moved_card_value(ctx: Ctx, value: MovedCardValue) -> int:
    """608.2h: the stat of each card, added (107.1b: a negative power or toughness counts 0)."""
    total = 0
    for oid in moved_cards(ctx, value.how):
        if ctx.state.known(oid) is None:
            continue
        c = chars(ctx.state, oid)
        n = c.mana_value if value.stat == "mana value" else getattr(c, value.stat)
        total += max(0, n or 0)
    return total


EXTRA_AMOUNTS[MovedCardValue] = moved_card_value
