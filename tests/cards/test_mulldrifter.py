"""Mulldrifter (compiled from its Oracle text), played through the engine.

Oracle text: Flying / When Mulldrifter enters the battlefield, draw two cards. / Evoke {2}{U} (You may cast
this spell for its evoke cost. If you do, it's sacrificed when it enters the battlefield.)"""

from __future__ import annotations

from support import board, pass_both, use_compiled

use_compiled("Mulldrifter")


def test_draw_before_the_sacrifice_and_cast_in_between():
    """Ruling: "If you pay the evoke cost, you can have Mulldrifter's own triggered ability resolve before the
    evoke triggered ability. You can cast spells after that ability resolves but before you have to sacrifice
    Mulldrifter." (603.3b: the controller orders them)"""
    game = board({"hand": ["Mulldrifter", "Lightning Bolt"],
                  "battlefield": [{"card": "Island", "count": 3}, "Mountain"]})
    game.apply(f"cast {game.find('Mulldrifter')}")
    game.apply("alternative evoke")
    game.apply("autopay")
    pass_both(game)
    assert game.pending.kind == "order"
    by_text = {game.state.waiting[i].ability.keyword: n for i, n in enumerate(game.pending.options)}
    # the evoke sacrifice goes on the stack first, the draw on top of it
    game.apply(f"order {by_text['Evoke']} {next(n for k, n in by_text.items() if k != 'Evoke')}")
    top = game.state.objects[game.state.stack[-1]]
    assert top.ability.keyword != "Evoke"
    pass_both(game)  # draw two
    assert len(game.state.zones["hand:0"]) == 3
    bolt = game.find("Lightning Bolt", zone="hand")
    game.apply(f"cast {bolt}")  # with the sacrifice still on the stack, Mulldrifter still on the battlefield
    game.apply("target P2")
    game.apply("autopay")
    assert game.find("Mulldrifter", zone="battlefield")
    pass_both(game)
    pass_both(game)
    assert game.find("Mulldrifter", zone="graveyard")
