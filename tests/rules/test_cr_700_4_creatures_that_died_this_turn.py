"""CR 700.4: 'dies' means put into a graveyard from the battlefield. 'For each creature that died this turn'
counts every creature that died this turn (whoever controlled it, before the counting object existed too);
'nontoken creature' (111.1) counts only creatures that weren't tokens, as they last existed."""

from __future__ import annotations

from support import board, cast, resolve_stack

from lithoform.cards.tree import DiedThisTurn
from lithoform.rules.context import Ctx
from lithoform.state.model import Choices


def test_700_4_deaths_this_turn_counted_with_and_without_tokens():
    game = board({"battlefield": [{"card": "Mountain", "count": 2}], "hand": ["Shock", "Shock"]},
                 {"battlefield": ["Llanowar Elves", {"card": "Grizzly Bears", "token": True}]})
    first, second = game.zone("hand", 0)
    cast(game, first, game.find("Llanowar Elves"))
    resolve_stack(game)
    cast(game, second, game.find("Grizzly Bears"))
    resolve_stack(game)
    ctx = Ctx(game.state, 0, 0, 0, Choices(), ())
    assert ctx.amount(DiedThisTurn()) == 2
    assert ctx.amount(DiedThisTurn(token=False)) == 1
    assert ctx.amount(DiedThisTurn(multiplier=3)) == 6
