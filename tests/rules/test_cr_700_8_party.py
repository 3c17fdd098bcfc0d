"""CR 700.8: a player's party is up to one Cleric, one Rogue, one Warrior and one Wizard creature they control.
700.8a: the number of creatures in a party is computed by the game (0 to 4); 700.8b: a creature with several of
those types counts for only one of them, in the way that gives the highest number; 700.8c: a full party is four
creatures. Played with the compiled Shepherd of Heroes ('When Shepherd of Heroes enters, you gain 2 life for each
creature in your party.', an Angel Cleric) and Kabira Outrider."""

from __future__ import annotations

from support import board, cast, life, resolve_stack, use_compiled

from lithoform.mechanics.party.rules import party_size

SHEPHERD = "Shepherd of Heroes"
use_compiled(SHEPHERD, "Kabira Outrider", "Gravelgill Duo", "Shieldmage Elder")


def test_700_8_one_of_each_type_at_most() -> None:
    game = board({"battlefield": ["Cabal Evangel", "Keepers of the Faith", "Fugitive Wizard"]})
    assert party_size(game.state, 0) == 2  # two Clerics count once (700.8)
    assert party_size(game.state, 1) == 0


def test_700_8b_a_creature_of_two_types_counts_once_for_the_highest_number() -> None:
    """Gravelgill Duo (Rogue Warrior) and Bane Alley Blackguard (Rogue): the Duo is the Warrior, so two."""
    game = board({"battlefield": ["Gravelgill Duo", "Bane Alley Blackguard"]})
    assert party_size(game.state, 0) == 2
    alone = board({"battlefield": ["Gravelgill Duo"]})
    assert party_size(alone.state, 0) == 1  # not two: one creature is one member


def test_700_8c_full_party_is_four() -> None:
    game = board({"battlefield": ["Shieldmage Elder", "Gravelgill Duo", "Cabal Evangel", "Axegrinder Giant"]})
    assert party_size(game.state, 0) == 4  # Evangel the Cleric, Elder the Wizard, Duo the Rogue, Giant the Warrior
    short = board({"battlefield": ["Shieldmage Elder", "Gravelgill Duo", "Cabal Evangel", "Fugitive Wizard"]})
    assert party_size(short.state, 0) == 3  # no Warrior left for anyone: three


def test_700_8a_counted_as_the_ability_resolves() -> None:
    """Shepherd of Heroes is itself a Cleric: with Fugitive Wizard, two in the party: 4 life."""
    game = board({"hand": [SHEPHERD], "battlefield": [{"card": "Plains", "count": 5}, "Fugitive Wizard"]})
    cast(game, SHEPHERD)
    resolve_stack(game)
    assert life(game, 0) == 24
