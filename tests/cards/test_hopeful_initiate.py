"""Hopeful Initiate: '{2}{W}, Remove two +1/+1 counters from among creatures you control: Destroy target artifact
or enchantment.' (118.3, 602.2b, 601.2h; mechanics/counter_costs): each counter comes off any creature of the
payer's, chosen as the cost is paid: both from one creature or one each from two. Novijen Sages has the same cost."""

from __future__ import annotations

import pytest
from support import board, counters, names, resolve_stack, use_compiled

from lithoform import Game, IllegalActionError

INITIATE = "Hopeful Initiate"
use_compiled(INITIATE, "Novijen Sages")


def _game(initiate: int, bears: int) -> Game:
    return board({"battlefield": [{"card": INITIATE, "counters": {"+1/+1": initiate}},
                                  {"card": "Grizzly Bears", "counters": {"+1/+1": bears}},
                                  {"card": "Plains", "count": 3}]},
                 {"battlefield": ["Ornithopter"]})


def _activate(game: Game, *removed_from: int) -> None:
    game.apply(f"activate {game.find(INITIATE)} 1")
    for oid in removed_from:
        while game.pending.kind == "target":
            game.apply(f"target {game.find('Ornithopter')}")
        assert game.pending.kind == "remove", game.pending
        game.apply(f"remove {oid}")
    while game.pending.kind != "priority":
        game.apply(str(game.legal_actions()[0]))


def test_one_counter_each_from_two_creatures() -> None:
    game = _game(1, 1)
    initiate, bears = game.find(INITIATE), game.find("Grizzly Bears")
    _activate(game, initiate, bears)
    assert counters(game, initiate) == 0 and counters(game, bears) == 0  # paid as it is activated (601.2h)
    resolve_stack(game)
    assert "Ornithopter" in names(game, "graveyard", 1)


def test_both_counters_from_one_creature() -> None:
    game = _game(0, 2)
    bears = game.find("Grizzly Bears")
    _activate(game, bears, bears)
    assert counters(game, bears) == 0
    resolve_stack(game)
    assert "Ornithopter" in names(game, "graveyard", 1)


def test_one_counter_among_your_creatures_isnt_enough() -> None:
    """118.3: a cost can't be paid without the counters to remove."""
    game = _game(1, 0)
    with pytest.raises(IllegalActionError):
        game.apply(f"activate {game.find(INITIATE)} 1")
    assert counters(game, game.find(INITIATE)) == 1
