"""Legion's End: 'Exile target creature an opponent controls with mana value 2 or less and all other creatures that
player controls with the same name as that creature. Then that player reveals their hand and exiles all cards with
that name from their hand and graveyard.' (701.20a: reveal; 406.3: exile; 608.2h: the target's name, from its last
known information once it is exiled; 608.2b)."""

from __future__ import annotations

from support import P2, board, names

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card

END = "Legion's End"


def _game(p2: dict) -> Game:
    return board({"hand": ["Legion's End", "Shock"], "battlefield": ["Swamp", "Swamp", "Mountain"]}, p2)


def _cast(game: Game, target: int) -> None:
    game.apply(f"cast {game.find(END, zone='hand')}")
    game.apply(f"target {target}")
    game.apply("autopay")


def _resolve(game: Game) -> None:
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")


def test_it_compiles_fully() -> None:
    assert compile_card(get_card("Legion's End")).ok


def test_every_creature_and_card_with_that_name_is_exiled() -> None:
    """Oracle: the target, the other creatures with its name that player controls, and the cards with that name in
    their hand and graveyard are exiled; other cards stay."""
    game = _game({"battlefield": ["Grizzly Bears", "Grizzly Bears", "Llanowar Elves"],
                  "hand": ["Grizzly Bears", "Forest"], "graveyard": ["Grizzly Bears", "Giant Growth"]})
    bears = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Grizzly Bears"]
    _cast(game, bears[0])
    _resolve(game)
    assert names(game, "exile", P2).count("Grizzly Bears") == 4
    assert names(game, "hand", P2) == ["Forest"]
    assert names(game, "graveyard", P2) == ["Giant Growth"]
    assert [game.state.objects[o].card for o in game.state.zones["battlefield"]
            if game.state.objects[o].controller == P2] == ["Llanowar Elves"]


def test_an_illegal_target_means_no_reveal_and_nothing_exiled() -> None:
    """Ruling: "If the target creature is an illegal target by the time Legion's End tries to resolve, the spell
    doesn't resolve. No player reveals their hand, and nothing is exiled." """
    game = _game({"battlefield": ["Grizzly Bears", "Grizzly Bears"], "hand": ["Grizzly Bears"]})
    bears = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Grizzly Bears"]
    _cast(game, bears[0])
    # in response, the caster Shocks the target away (it dies: an illegal target, 608.2b)
    game.apply(f"cast {game.find('Shock', zone='hand')}")
    game.apply(f"target {bears[0]}")
    game.apply("autopay")
    _resolve(game)
    assert names(game, "exile", P2) == []
    assert names(game, "hand", P2) == ["Grizzly Bears"]
    assert names(game, "battlefield", P2).count("Grizzly Bears") == 1


def test_only_creatures_with_mana_value_2_or_less_can_be_targeted() -> None:
    """Oracle: 'target creature an opponent controls with mana value 2 or less'."""
    game = _game({"battlefield": ["Grizzly Bears", "Hill Giant"]})
    game.apply(f"cast {game.find(END, zone='hand')}")
    assert game.find("Hill Giant") not in game.pending.options
    assert game.find("Grizzly Bears") in game.pending.options
