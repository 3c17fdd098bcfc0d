"""CR 111.4: a token has the characteristics the effect that created it defines, abilities in quotation
marks included ('create two 1/1 black and green Pest creature tokens with "When this creature dies, you
gain 1 life."'); 'this creature' in the quote is the token itself."""

from __future__ import annotations

from support import board, cast, resolve_stack

from lithoform.cards.tree import TriggeredAbility


def test_111_4_the_token_has_the_quoted_ability_and_it_works():
    game = board({"battlefield": [{"card": "Swamp", "count": 2}, {"card": "Forest", "count": 1},
                                  {"card": "Mountain", "count": 1}],
                  "hand": ["Pest Summoning", "Shock"]})
    cast(game, game.find("Pest Summoning"))
    resolve_stack(game)
    pests = [o for o in game.zone("battlefield") if game.chars(o).name == "Pest Token"]
    assert len(pests) == 2
    assert any(isinstance(a, TriggeredAbility) and a.trigger.this for a in game.chars(pests[0]).abilities)
    cast(game, game.find("Shock"), pests[0])
    resolve_stack(game)
    assert game.state.players[0].life == 21
