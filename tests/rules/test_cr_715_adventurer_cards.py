"""CR 715 adventurer cards. 715.3: as it is cast, its controller chooses whether to cast it as an Adventure;
715.3b: as an Adventure the spell has only the alternative characteristics; 715.4: in every other zone the card
has only its normal characteristics; 715.4: an Adventure spell that resolves is exiled instead of being put into
its owner's graveyard, and as long as it remains exiled its controller may cast it (not as an Adventure).
Played with the compiled Brazen Borrower // Petty Theft ({1}{U}{U} 3/1 flash, flying / Petty Theft {1}{U}
instant: 'Return target nonland permanent an opponent controls to its owner's hand.')."""

from __future__ import annotations

from support import board, resolve_stack, use_compiled, zone_names

BORROWER = "Brazen Borrower // Petty Theft"
use_compiled(BORROWER)


def _theft(game) -> None:
    game.apply(f"cast {game.find('Brazen Borrower')} 1")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")


def test_715_3_a_face_is_chosen_as_it_is_cast() -> None:
    """715.3: both the creature and the Adventure are offered (the creature has flash)."""
    game = board({"hand": [BORROWER], "battlefield": [{"card": "Island", "count": 3}]}, {"battlefield": ["Grizzly Bears"]})
    oid = game.find("Brazen Borrower")
    casts = {a.args for a in game.legal_actions() if a.kind == "cast"}
    assert (oid,) in casts and (oid, 1) in casts


def test_715_3b_as_an_adventure_it_has_only_the_adventure_characteristics() -> None:
    game = board({"hand": [BORROWER], "battlefield": [{"card": "Island", "count": 3}]}, {"battlefield": ["Grizzly Bears"]})
    _theft(game)
    spell = game.chars(game.state.stack[-1])
    assert spell.name == "Petty Theft" and spell.mana_value == 2 and "Instant" in spell.types


def test_715_4_exiled_as_it_resolves_then_cast_as_the_creature() -> None:
    """715.4: Petty Theft bounces the Bears and is exiled; from exile it is cast as Brazen Borrower (a
    creature card with mana value 3 there)."""
    game = board({"hand": [BORROWER], "battlefield": [{"card": "Island", "count": 5}]}, {"battlefield": ["Grizzly Bears"]})
    _theft(game)
    resolve_stack(game)
    assert "Grizzly Bears" in zone_names(game, "hand", 1)
    exiled = game.find("Brazen Borrower", zone="exile")
    assert game.chars(exiled).mana_value == 3 and "Creature" in game.chars(exiled).types
    game.apply(f"cast {exiled} adventure")
    game.apply("autopay")
    resolve_stack(game)
    assert game.find("Brazen Borrower", zone="battlefield")


def test_715_4_countered_it_goes_to_the_graveyard() -> None:
    """Ruling: "If an Adventure spell leaves the stack in any way other than resolving (most likely by being
    countered or by failing to resolve because its targets have all become illegal), that card won't be exiled
    and the spell's controller won't be able to cast it as a creature later." """
    game = board({"hand": [BORROWER], "battlefield": [{"card": "Island", "count": 3}]},
                 {"battlefield": ["Grizzly Bears", {"card": "Island", "count": 2}], "hand": ["Counterspell"]})
    _theft(game)
    game.apply("pass")
    game.apply(f"cast {game.find('Counterspell', zone='hand')}")
    game.apply(f"target {game.state.stack[0]}")
    game.apply("autopay")
    resolve_stack(game)
    assert "Brazen Borrower" in zone_names(game, "graveyard")
