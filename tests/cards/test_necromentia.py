"""Necromentia: 'Choose a card name other than a basic land card name. Search target opponent's graveyard, hand, and
library for any number of cards with that name and exile them. That player shuffles, then creates a 2/2 black Zombie
creature token for each card exiled from their hand this way.' (201.3: a card name chosen as it resolves, 608.2d;
205.4c: basic land names can't be chosen; 701.23a-b: a search of hidden zones; 701.24a; 111.2: the tokens are that
player's)."""

from __future__ import annotations

from support import P2, board, names

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _game() -> Game:
    return board({"hand": ["Necromentia"], "battlefield": ["Swamp", "Swamp", "Swamp"]},
                 {"hand": ["Opt", "Opt", "Island"], "library": ["Opt", "Island", "Island"],
                  "graveyard": ["Opt"]})


def _cast_naming(game: Game, name: str) -> tuple[str, ...]:
    game.apply(f"cast {game.find('Necromentia', zone='hand')}")
    game.apply("target P2")
    game.apply("autopay")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    labels = game.pending.labels
    game.apply(f"choose {game.pending.options[labels.index(name)]}")
    return labels


def test_it_compiles_fully() -> None:
    assert compile_card(get_card("Necromentia")).ok


def test_205_4c_a_basic_land_card_name_cant_be_chosen() -> None:
    """Oracle: 'Choose a card name other than a basic land card name.' Island, Snow-Covered Swamp and Wastes aren't
    offered; a nonbasic land's name and a spell's are (201.3)."""
    labels = _cast_naming(_game(), "Opt")
    assert "Opt" in labels and "Steam Vents" in labels and "Grizzly Bears" in labels
    assert not {"Island", "Swamp", "Wastes", "Snow-Covered Swamp"} & set(labels)


def test_a_zombie_for_each_card_exiled_from_the_hand_only() -> None:
    """Oracle: 'That player shuffles, then creates a 2/2 black Zombie creature token for each card exiled from their
    hand this way.' Four Opts exiled (graveyard, two in hand, library): two Zombies, under the opponent's control."""
    game = _game()
    _cast_naming(game, "Opt")
    while game.pending.kind == "choose":  # the hand and library: any number of them may be found (701.23b)
        game.apply("choose " + " ".join(str(o) for o in game.pending.options))
    assert names(game, "exile", P2).count("Opt") == 4
    assert names(game, "hand", P2) == ["Island"]
    zombies = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Zombie Token"]
    assert len(zombies) == 2
    assert all(game.state.objects[z].controller == P2 for z in zombies)
