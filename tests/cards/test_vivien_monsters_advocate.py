"""Vivien, Monsters' Advocate: 'You may look at the top card of your library any time. You may cast creature spells
from the top of your library. [+1]: Create a 3/3 green Beast creature token. Put your choice of a vigilance counter,
a reach counter, or a trample counter on it. [−2]: When you cast your next creature spell this turn, search your
library for a creature card with lesser mana value, put it onto the battlefield, then shuffle.' (603.7a, 603.7c: a
delayed triggered ability that triggers once; 608.2h; 701.23a; 122.1b: keyword counters)."""

from __future__ import annotations

from support import P1, activate, board, names, resolve_stack

from lithoform import Game
from lithoform.carddb import get_card
from lithoform.compiler import compile_card

VIVIEN = "Vivien, Monsters' Advocate"


def _game(hand: list[str], library: list[str]) -> Game:
    return board({"battlefield": [VIVIEN, "Forest", "Forest", "Forest", "Forest"], "hand": hand,
                  "library": library})


def _minus_two(game: Game) -> None:
    activate(game, game.find(VIVIEN), 2)
    resolve_stack(game)


def _cast_bears(game: Game) -> int:
    game.apply(f"cast {game.find('Grizzly Bears', zone='hand')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    return game.find("Grizzly Bears", zone="stack")


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(VIVIEN)).ok


def test_minus_2_finds_a_creature_with_lesser_mana_value_before_the_spell_resolves() -> None:
    """Ruling: "After activating Vivien's last loyalty ability, the delayed triggered ability it creates will put a
    creature card onto the battlefield before the creature spell that caused the ability to trigger resolves."
    Grizzly Bears (mana value 2): Llanowar Elves (1) and Ornithopter (0) may be found, Hill Giant (4) and another
    Grizzly Bears (2) not."""
    game = _game(["Grizzly Bears"], ["Hill Giant", "Grizzly Bears", "Llanowar Elves", "Ornithopter", "Forest"])
    _minus_two(game)
    bears = _cast_bears(game)
    while game.pending.kind == "priority":
        game.apply("pass")
    assert game.pending.kind == "choose"
    assert sorted(game.state.objects[o].card for o in game.pending.options) == ["Llanowar Elves", "Ornithopter"]
    game.apply(f"choose {game.find('Llanowar Elves', zone='library')}")
    assert "Llanowar Elves" in names(game, "battlefield", P1)
    assert bears in game.state.stack  # the Bears spell is still on the stack
    resolve_stack(game)
    assert "Grizzly Bears" in names(game, "battlefield", P1)


def test_minus_2_triggers_only_on_the_next_creature_spell() -> None:
    """603.7c: 'your next creature spell': after it has triggered once, a second creature spell finds nothing."""
    game = _game(["Grizzly Bears", "Grizzly Bears"], ["Llanowar Elves", "Llanowar Elves", "Forest"])
    _minus_two(game)
    _cast_bears(game)
    while game.pending.kind == "priority":
        game.apply("pass")
    game.apply(f"choose {game.pending.options[0]}")
    resolve_stack(game)
    _cast_bears(game)
    resolve_stack(game)
    assert names(game, "battlefield", P1).count("Llanowar Elves") == 1


def test_plus_1_creates_a_beast_with_the_chosen_keyword_counter() -> None:
    """Oracle: 'Create a 3/3 green Beast creature token. Put your choice of a vigilance counter, a reach counter, or
    a trample counter on it.' (122.1b: a keyword counter gives its keyword)."""
    game = _game([], ["Forest"])
    activate(game, game.find(VIVIEN), 1)
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    assert game.pending.kind == "choose"
    labels = [str(x) for x in game.pending.labels]
    game.apply(f"choose {game.pending.options[[i for i, s in enumerate(labels) if 'trample' in s][0]]}")
    beast = game.find("Beast Token")
    assert game.chars(beast).power == 3 and "Trample" in [k.title() for k in game.chars(beast).keywords]


def test_a_mana_value_0_spell_finds_nothing() -> None:
    """'a creature card with lesser mana value': nothing is less than 0, so casting Ornithopter (mana value 0) finds
    no Memnite (0) (202.3)."""
    game = _game(["Ornithopter"], ["Memnite", "Forest"])
    _minus_two(game)
    game.apply(f"cast {game.find('Ornithopter', zone='hand')}")
    if game.pending.kind == "pay":
        game.apply("autopay")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    if game.pending.kind == "choose":
        assert game.pending.options == ()  # a search of a hidden zone is still asked (701.23b)
        game.apply("choose")
    resolve_stack(game)
    assert "Memnite" not in names(game, "battlefield", P1)
    assert "Ornithopter" in names(game, "battlefield", P1)
