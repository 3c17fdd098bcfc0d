"""Processors (Battle for Zendikar): 'you may put a card an opponent owns from exile into that player's
graveyard. If you do, ...' (400.3: a card goes to its owner's graveyard; 608.2c: 'If you do').
Ruin Processor: "When you cast this spell, you may put a card an opponent owns from exile into that player's
graveyard. If you do, you gain 5 life." Wasteland Strangler: "When Wasteland Strangler enters the
battlefield, you may put a card an opponent owns from exile into that player's graveyard. If you do, target
creature gets -3/-3 until end of turn.\""""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

from lithoform import Game

use_compiled("Wasteland Strangler", "Ulamog's Nullifier")


def _strangler(their_exile: list[str], my_exile: list[str] = ()) -> Game:  # type: ignore[assignment]
    return board({"hand": ["Wasteland Strangler"], "battlefield": basics(Swamp=3), "exile": list(my_exile)},
                 {"battlefield": ["Hill Giant"], "exile": their_exile})


def test_processing_puts_an_opponents_exiled_card_into_its_owners_graveyard() -> None:
    game = _strangler(["Shock"])
    cast(game, "Wasteland Strangler")
    pass_both(game)  # the creature resolves; its trigger targets the Giant
    if game.pending.kind == "target":
        game.apply(f"target {game.find('Hill Giant')}")
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    if game.pending.kind == "choose":
        game.apply(f"choose {game.pending.options[0]}")
    assert names(game, "graveyard", 1)[:1] == ["Shock"] or "Shock" in names(game, "graveyard", 1)
    assert "Hill Giant" in names(game, "graveyard", 1)  # 3/3 got -3/-3


def test_your_own_exiled_cards_cant_be_processed() -> None:
    """Only a card an opponent owns: with only your own card in exile, nothing happens, so no 'If you do'."""
    game = _strangler([], ["Shock"])
    cast(game, "Wasteland Strangler")
    pass_both(game)
    if game.pending.kind == "target":
        game.apply(f"target {game.find('Hill Giant')}")
    pass_both(game)
    game.apply("yes")
    assert "Shock" in names(game, "exile", 0)
    assert "Hill Giant" in names(game, "battlefield", 1)


def test_two_cards_needs_two_cards() -> None:
    """Ulamog's Nullifier: 'you may put two cards your opponents own from exile into their owners' graveyards.
    If you do, counter target spell.' With one such card, nothing is put and the spell isn't countered."""
    game = board({"hand": ["Ulamog's Nullifier"], "battlefield": basics(Island=2, Swamp=2)},
                 {"hand": ["Hill Giant"], "battlefield": basics(Mountain=4), "exile": ["Shock"]}, active="P2")
    cast(game, "Hill Giant")
    game.apply("pass")
    cast(game, "Ulamog's Nullifier")
    while game.pending.kind != "may":  # the cast trigger targets the Giant spell, then resolves
        game.apply(f"target {game.pending.options[0]}" if game.pending.kind == "target" else "pass")
    game.apply("yes")
    assert "Shock" in names(game, "exile", 1)
    pass_both(game)
    pass_both(game)
    assert "Hill Giant" in names(game, "battlefield", 1)
