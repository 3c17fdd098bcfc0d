"""Brazen Borrower // Petty Theft (adventurer card, 715). Its rulings, quoted from the card database."""

from __future__ import annotations

from support import board, pass_until, resolve_stack, use_compiled, zone_names

BORROWER = "Brazen Borrower // Petty Theft"
use_compiled(BORROWER)


def test_ruling_a_creature_card_in_every_zone_but_the_stack() -> None:
    """Ruling: "An adventurer card is a creature card in every zone except the stack, as well as while on the
    stack if not cast as an Adventure." In the hand it is Brazen Borrower, mana value 3."""
    game = board({"hand": [BORROWER]})
    c = game.chars(game.find("Brazen Borrower"))
    assert c.name == "Brazen Borrower" and c.mana_value == 3 and "Creature" in c.types


def test_ruling_timing_of_the_creature_cast_from_exile() -> None:
    """Ruling: "You must still follow any timing restrictions and permissions for the creature spell you cast
    from exile." Brazen Borrower has flash: after Petty Theft resolves in the opponent's turn, it can be cast
    from exile in that same turn."""
    game = board({"hand": [BORROWER], "battlefield": [{"card": "Island", "count": 5}]},
                 {"battlefield": ["Grizzly Bears"]}, active="P2")
    game.apply("pass")
    game.apply(f"cast {game.find('Brazen Borrower')} 1")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    resolve_stack(game)
    pass_until(game, "end", turn=3)
    game.apply("pass")
    exiled = game.find("Brazen Borrower", zone="exile")
    assert any(a.kind == "cast" and a.args[0] == exiled for a in game.legal_actions())


def test_ruling_exiled_another_way_it_cant_be_cast() -> None:
    """Ruling: "If an adventurer card ends up in exile for any other reason than by exiling itself while
    resolving, it won't give you permission to cast it as a creature spell." """
    game = board({"exile": [BORROWER], "battlefield": [{"card": "Island", "count": 5}]})
    assert "Brazen Borrower" in zone_names(game, "exile")
    assert not any(a.kind == "cast" for a in game.legal_actions())
