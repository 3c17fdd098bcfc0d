"""601.2h, 602.2b, 118.3: a cost that removes a counter from a permanent the player controls ('Remove a +1/+1
counter from a creature you control', Spike Rogue): the permanent is chosen as the cost is paid, among those with
such a counter; with none, the ability can't be activated (Heart of Kiran's card test); cancelling the announcement rewinds it (733)."""

from __future__ import annotations

from support import P1, board, counters, resolve_stack, use_compiled

use_compiled("Spike Rogue", "Grizzly Bears", "Forest")


def _board(bears_counters: int) -> object:
    return board({"battlefield": [{"card": "Spike Rogue", "counters": {"+1/+1": 1}},
                                  {"card": "Grizzly Bears", "counters": {"+1/+1": bears_counters}},
                                  "Grizzly Bears", "Forest", "Forest"]},
                 {"battlefield": [{"card": "Grizzly Bears", "counters": {"+1/+1": 2}}]})


def test_cr_601_2h_choose_a_permanent_with_such_a_counter() -> None:
    game = _board(2)
    rogue = game.find("Spike Rogue")
    game.apply(f"activate {rogue} 2")
    assert game.pending.kind == "remove"
    mine = {o for o in game.state.zones["battlefield"] if game.state.objects[o].controller == P1
            and game.state.objects[o].counter("+1/+1") > 0}
    assert set(game.pending.options) == mine  # not the opponent's Bears, not the Bears without a counter
    bears = next(o for o in mine if o != rogue)
    game.apply(f"remove {bears}")
    assert counters(game, bears) == 1
    if game.pending.kind == "pay":
        game.apply("autopay")
    resolve_stack(game)
    assert counters(game, rogue) == 2


def test_cr_118_3_the_source_itself_may_pay() -> None:
    """'a creature you control' (not 'another'): Spike Rogue's own counter may pay for its ability."""
    game = _board(0)
    rogue = game.find("Spike Rogue")
    game.apply(f"activate {rogue} 2")
    assert rogue in game.pending.options


def test_cr_733_cancel_puts_the_counter_back() -> None:
    game = _board(2)
    rogue = game.find("Spike Rogue")
    bears = next(o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Grizzly Bears"
                 and game.state.objects[o].counter("+1/+1") == 2 and game.state.objects[o].controller == P1)
    game.apply(f"activate {rogue} 2")
    game.apply(f"remove {bears}")
    game.apply("cancel")
    assert counters(game, bears) == 2
    assert not game.state.stack
