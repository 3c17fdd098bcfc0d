"""Garruk's Harbinger (compiled from its Oracle text), played through the engine.

Oracle text: Hexproof from black / Whenever Garruk's Harbinger deals combat damage to a player or
planeswalker, look at that many cards from the top of your library. You may reveal a creature card or
Garruk planeswalker card from among them and put it into your hand. Put the rest on the bottom of your
library in a random order."""

from __future__ import annotations

from support import attack, board, to_attackers

from lithoform import Game

HARBINGER = "Garruk's Harbinger"
LIBRARY = ["Island", "Grizzly Bears", "Garruk Wildspeaker", "Forest", "Serra Angel", "Shock"]


def _hit(p2: dict, at: str = "P2") -> Game:
    game = board({"battlefield": [HARBINGER], "library": list(LIBRARY)}, p2, step="beginning_of_combat")
    to_attackers(game)
    target = at if at == "P2" else str(game.find(at))
    attack(game, game.find(HARBINGER), at=target)
    for _ in range(10):  # no blocks; on to combat damage and the trigger
        if game.pending.kind == "choose" or game.state.stack:
            break
        if game.pending.kind == "blockers":
            game.apply("done")
        else:
            game.apply("pass")
    return game


def _resolve_to_choice(game: Game) -> None:
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")


def test_combat_damage_to_a_player_looks_at_that_many_cards():
    game = _hit({})
    assert game.state.players[1].life == 16
    _resolve_to_choice(game)
    p = game.pending
    assert p.kind == "choose" and p.min == 0 and p.max == 1
    assert len(game.zone("library", 0)) == len(LIBRARY)  # a look moves nothing (701.20a is a reveal)
    names = sorted(game.chars(o).name for o in p.options)
    # among the top four (Island, Grizzly Bears, Garruk Wildspeaker, Forest): a creature or a Garruk card
    assert names == ["Garruk Wildspeaker", "Grizzly Bears"]
    game.apply(f"choose {game.find('Garruk Wildspeaker', zone='library')}")
    assert [game.chars(o).name for o in game.zone("hand", 0)] == ["Garruk Wildspeaker"]
    library = [game.chars(o).name for o in game.zone("library", 0)]
    assert library[:2] == ["Serra Angel", "Shock"]  # the untouched cards are now on top
    assert sorted(library[2:]) == ["Forest", "Grizzly Bears", "Island"]  # the rest went to the bottom


def test_the_player_may_reveal_nothing():
    game = _hit({})
    _resolve_to_choice(game)
    game.apply("choose")
    assert game.zone("hand", 0) == ()
    assert len(game.zone("library", 0)) == len(LIBRARY)


def test_damage_to_a_planeswalker_counts_in_full():
    """Ruling: "If Garruk's Harbinger deals damage to a planeswalker greater than their loyalty or to a
    player greater than their life total, you look at a number of cards equal to that full amount of damage
    dealt, not just that loyalty or life total.\""""
    game = _hit({"battlefield": [{"card": "Basri, Devoted Paladin", "counters": {"loyalty": 2}}]},
                at="Basri, Devoted Paladin")
    _resolve_to_choice(game)
    assert game.pending.kind == "choose"
    names = sorted(game.chars(o).name for o in game.pending.options)
    assert names == ["Garruk Wildspeaker", "Grizzly Bears"]  # four cards looked at, not two


def test_hexproof_from_black_is_kept():
    game = board({"battlefield": [HARBINGER]})
    assert "hexproof from black" in {k.lower() for k in game.chars(game.find(HARBINGER)).keywords}
