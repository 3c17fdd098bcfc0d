"""Spells cast this game (Approach of the Second Sun).

- 601.2i: a spell becomes cast when its casting is complete: the game's log keeps a 'cast' event for it,
  naming its caster and its card; 707.10: a copy isn't cast, so it has none.
- "~ is the first spell you've cast this game" (Once Upon a Time): no cast event of the controller for
  another object.
- 201.2: 'named ~': the source's name; 400.7: the same card cast again on a later turn was another object,
  so 'another spell' is any cast event for an object other than the resolving one (its ruling).
"""

from __future__ import annotations

from lithoform.mechanics.cast_this_game.nodes import CastAnotherNamedThisGame, FirstSpellCastThisGame
from lithoform.rules.context import EXTRA_CONDITIONS, Ctx
from lithoform.rules.continuous.characteristics import chars
from lithoform.state.model import GameState


def cast_another_named(state: GameState, cond: CastAnotherNamedThisGame, ctx: Ctx) -> bool:
    """601.2i: the controller cast another spell with the source's name this game."""
    obj = state.known(ctx.source)
    if obj is None:
        return False
    names = {obj.card, chars(state, ctx.source).name}  # (the log names a spell by its card)
    return any(e.kind == "cast" and e.args.get("player") == ctx.controller and e.args.get("card") in names
               and e.args.get("obj") != ctx.source for e in state.events())


def first_spell_this_game(state: GameState, cond: FirstSpellCastThisGame, ctx: Ctx) -> bool:
    """601.2i: no cast event this game names the controller as the caster of a spell other than the source (the
    condition of an alternative cost is checked as the spell is announced, 601.2b, before its own cast event)."""
    return not any(e.kind == "cast" and e.args.get("player") == ctx.controller and e.args.get("obj") != ctx.source
                   for e in state.events())


EXTRA_CONDITIONS[CastAnotherNamedThisGame] = cast_another_named
EXTRA_CONDITIONS[FirstSpellCastThisGame] = first_spell_this_game
