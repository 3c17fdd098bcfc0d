"""Liliana of the Veil, compiled from its Oracle text and played (its −6: mechanics/permanent_piles, 700.3).

Oracle text: [+1]: Each player discards a card. / [−2]: Target player sacrifices a creature. / [−6]: Separate all
permanents target player controls into two piles. That player sacrifices all permanents in the pile of their
choice."""

from __future__ import annotations

from support import activate, battlefield_names, board, names, pass_both

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

LILIANA = "Liliana of the Veil"
THEIRS = ["Grizzly Bears", "Hill Giant", "Pacifism", "Island"]


def _ultimate() -> object:
    game = board({"battlefield": [{"card": LILIANA, "counters": {"loyalty": 6}}]},
                 {"battlefield": ["Grizzly Bears", "Hill Giant", "Island", "Forest"]})
    activate(game, game.find(LILIANA), 3, "P2")
    pass_both(game)
    return game


def test_it_compiles_fully() -> None:
    assert compile_card(get_card(LILIANA)).ok


def test_ruling_you_put_each_permanent_into_one_of_the_two_piles() -> None:
    """Ruling (2018-12-07): "When Liliana's third ability resolves, you put each permanent the player controls into
    one of the two piles." P1 separates; P2 chooses the pile and sacrifices its permanents; the other pile stays."""
    game = _ultimate()
    assert game.pending.player == 0  # the ability's controller separates (700.3)
    assert set(game.pending.options) == {game.find(n) for n in ("Grizzly Bears", "Hill Giant", "Island", "Forest")}
    game.apply(f"choose {game.find('Grizzly Bears')} {game.find('Island')}")
    assert game.pending.player == 1  # that player chooses the pile
    game.apply("choose 2")
    assert sorted(names(game, "graveyard", 1)) == ["Forest", "Hill Giant"]
    assert battlefield_names(game, 1) == ["Grizzly Bears", "Island"]
    assert any(e.kind == "permanent_piles" for e in game.state.events())


def test_ruling_a_pile_can_be_empty_and_choosing_it_sacrifices_nothing() -> None:
    """Ruling (2018-12-07): "A pile can be empty. If the player chooses an empty pile, no permanents will be
    sacrificed.\""""
    game = _ultimate()
    game.apply("choose " + " ".join(str(o) for o in game.pending.options))
    game.apply("choose 2")
    assert names(game, "graveyard", 1) == []
    assert len(battlefield_names(game, 1)) == 4


def test_ruling_an_aura_and_its_creature_may_go_into_different_piles() -> None:
    """Ruling (2018-12-07): "For example, you could put a creature into one pile and an Aura enchanting that
    creature into the other pile." The Aura's pile is sacrificed; the creature stays."""
    game = board({"battlefield": [{"card": LILIANA, "counters": {"loyalty": 6}}]},
                 {"battlefield": ["Grizzly Bears", {"card": "Rancor", "attached_to": "Grizzly Bears"}]})
    activate(game, game.find(LILIANA), 3, "P2")
    pass_both(game)
    game.apply(f"choose {game.find('Grizzly Bears')}")
    game.apply("choose 2")
    assert battlefield_names(game, 1) == ["Grizzly Bears"]
