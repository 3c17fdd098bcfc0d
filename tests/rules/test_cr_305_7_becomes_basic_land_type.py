"""CR 305.7: a resolving effect that sets a land's subtype to a basic land type ('Target land becomes a Forest
until end of turn.', Kavu Recluse; 'Target land becomes a Forest.', Thelonite Monk, lasting indefinitely,
611.2a; '... for as long as Tide Shaper remains on the battlefield', 611.2b): the land loses its other land
types and their mana abilities and has the new type's (layer 4) (mechanics/land_types)."""

from __future__ import annotations

from support import activate, board, pass_until, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _texts(game, oid: int) -> list[str]:  # type: ignore[no-untyped-def]
    return [a.text for a in game.chars(oid).abilities]


def test_they_compile() -> None:
    for name in ("Kavu Recluse", "Thelonite Monk", "Tide Shaper", "Tidal Warrior", "Cyclopean Giant"):
        assert compile_card(get_card(name)).ok, name


def test_305_7_kavu_recluse_until_end_of_turn() -> None:
    """Kavu Recluse: '{T}: Target land becomes a Forest until end of turn.'"""
    game = board({"battlefield": ["Kavu Recluse"]}, {"battlefield": ["Island"]})
    island = game.find("Island")
    activate(game, "Kavu Recluse", 1, island)
    resolve_stack(game)
    assert game.chars(island).subtypes == {"Forest"}
    assert _texts(game, island) == ["{T}: Add {G}."]
    pass_until(game, "upkeep", game.state.turn + 1)
    assert game.chars(island).subtypes == {"Island"}


def test_611_2a_thelonite_monk_lasts_indefinitely() -> None:
    """Thelonite Monk: '{T}, Sacrifice a green creature: Target land becomes a Forest. (This effect lasts
    indefinitely.)' Ruling: "Will not add or remove the supertype snow to or from a land.\""""
    game = board({"battlefield": ["Thelonite Monk", "Llanowar Elves"]}, {"battlefield": ["Snow-Covered Island"]})
    island = game.find("Snow-Covered Island")
    activate(game, "Thelonite Monk", 1, island, sacrifice=[game.find("Llanowar Elves")])
    resolve_stack(game)
    pass_until(game, "upkeep", game.state.turn + 2)
    assert game.chars(island).subtypes == {"Forest"} and "Snow" in game.chars(island).supertypes
